// The engine journeys' fixture (decision 0780): Playwright's runner (its web servers, retries, scaled limits,
// reporting) with a page of Firefox or WebKit behind `EnginePage`. The project names the engine.
import { test as base, expect } from '../fixtures.ts';
import type { Candidate } from '@mockint/api-contract';
import { MOCK_URL, WEB_URL } from '../env.ts';
import { scaled } from '../machine.ts';
import { launchEngine, type EngineName, type EnginePage } from './driver.ts';

export interface SignedIn {
  candidate: Candidate;
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

/** The mock's control API (apps/mock-server/README.md), unwrapping its /api/v1 envelope. */
export async function control<T>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const res = await fetch(`${MOCK_URL}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: method === 'POST' ? JSON.stringify(data ?? {}) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  const body = text ? (JSON.parse(text) as unknown) : undefined;
  const isEnvelope = typeof body === 'object' && body !== null && 'status' in body && 'data' in body;
  return (isEnvelope ? (body as { data: unknown }).data : body) as T;
}

/** Waits until `probe` (run in the page) returns a truthy value, and returns it: a state, never a moment. */
export async function waitInPage<A, R>(
  page: EnginePage,
  what: string,
  probe: (arg: A) => R,
  arg: A,
  timeout = 10_000,
): Promise<R> {
  let last: R | undefined;
  await expect
    .poll(
      async () => {
        last = await page.evaluate(probe, arg);
        return !!last;
      },
      { message: what, timeout: scaled(timeout) },
    )
    .toBe(true);
  return last as R;
}

/**
 * The first visible control whose accessible name (aria-label, its text or its placeholder) is `name` (`/re/`
 * for a pattern), and with `enabled`, only one that is enabled. Runs in the page: self-contained.
 */
export function control$({ name, enabled }: { name: string; enabled?: boolean }): Element | null {
  const re = name.startsWith('/') ? new RegExp(name.slice(1, -1)) : null;
  const nodes = document.querySelectorAll(
    'button, a, input, textarea, [role="button"], [role="tab"], [role="menuitem"], [role="option"], label',
  );
  for (const el of nodes) {
    const names = [el.getAttribute('aria-label'), el.getAttribute('placeholder'), el.textContent?.trim()];
    const hit = names.some((text) => text != null && (re ? re.test(text) : text === name));
    if (!hit || (el as HTMLElement).getClientRects().length === 0) continue;
    const off = (el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true';
    if (!enabled || !off) return el;
  }
  return null;
}

/** Whether `control$` finds that control: a value both engines return (an element does not cross BiDi). */
export const has$ = new Function('arg', `return !!(${control$.toString()})(arg);`) as (
  arg: Parameters<typeof control$>[0],
) => boolean;

/** Finds by name: `button('Start Speaking')`, a control shown and enabled. */
export const named = (name: string) => ({ name, enabled: true });

/** Whether the page shows `text` (a substring of its visible text). */
export function shows$(text: string): boolean {
  return document.body.innerText.includes(text);
}

/**
 * Writes the cookies and cached profile the app's sign-in callback writes (e2e/fixtures.ts, setSessionCookies),
 * from a page of the web app's origin that is not the app (a 404), so nothing reads them half-written.
 */
export async function signInPage(page: EnginePage, s: SignedIn): Promise<void> {
  await page.goto(`${WEB_URL}/404-engines`);
  await page.evaluate(
    ({ s, expires }) => {
      const at = new Date(expires * 1000);
      const set = (name: string, value: string) =>
        (document.cookie = `${name}=${encodeURIComponent(value)}; path=/; expires=${at.toUTCString()}`);
      set('accessToken', s.accessToken);
      set('refreshToken', s.refreshToken);
      set('expiresAt', at.toISOString());
      set('session', `${s.candidate.id}:${s.accessToken}`);
      localStorage.setItem('candidate', JSON.stringify(s.candidate));
      localStorage.setItem('intro', 'true');
    },
    { s, expires: Math.floor(Date.now() / 1000) + s.expiresIn },
  );
}

export const test = base.extend<
  {
    page$: EnginePage;
    /** Signs in a fresh copy of a persona through the mock's control API and loads `path` signed in. */
    signIn: (path: string) => Promise<SignedIn>;
  },
  { engine: EngineName }
>({
  engine: ['firefox', { option: true, scope: 'worker' }],
  page$: async ({ engine }, use, testInfo) => {
    const { page, close } = await launchEngine(engine);
    try {
      await use(page);
      if (testInfo.status !== testInfo.expectedStatus) {
        // What the candidate saw when it failed: the address and the page's text.
        const seen = await page
          .evaluate(() => `${location.href}\n\n${document.body.innerText}`, null)
          .catch((error: unknown) => String(error));
        await testInfo.attach('page', { body: seen, contentType: 'text/plain' });
      }
    } finally {
      await close();
    }
  },
  signIn: async ({ page$ }, use) => {
    await use(async (path) => {
      const s = await control<SignedIn>('POST', '/__mock/sessions', { persona: 'default' });
      // The cookies and cached profile the app's sign-in callback writes (e2e/fixtures.ts, setSessionCookies).
      await signInPage(page$, s);
      await page$.goto(`${WEB_URL}${path}`);
      return s;
    });
  },
});

export { expect };
