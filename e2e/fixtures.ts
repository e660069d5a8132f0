import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect as baseExpect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import type { Candidate } from '@mockint/api-contract';
import { MOCK_URL, WEB_URL } from './env.ts';
import { scaled } from './machine.ts';
import { withProgressLimit } from './progress-limit.ts';

/** An expectation's own limit (when it names none): 10 s on the reference machine. */
const EXPECT_MS = 10_000;

/**
 * `expect` with a limit that follows the machine (decision 0776): each expectation that names no limit of its
 * own gets EXPECT_MS scaled by the factor as it starts (the lane's progress clock), not the factor of when the
 * worker started. `expect.soft` and `expect.poll` the same; the rest is Playwright's.
 */
export const expect: typeof baseExpect = new Proxy(baseExpect, {
  apply: (_target, _this, args: Parameters<typeof baseExpect>) =>
    baseExpect.configure({ timeout: scaled(EXPECT_MS) })(...args),
  get: (target, key, receiver) => {
    if (key === 'soft')
      return ((...args: Parameters<typeof baseExpect.soft>) =>
        baseExpect.configure({ soft: true, timeout: scaled(EXPECT_MS) })(...args)) as typeof baseExpect.soft;
    if (key === 'poll')
      return ((...args: Parameters<typeof baseExpect.poll>) =>
        baseExpect.configure({ timeout: scaled(EXPECT_MS) }).poll(...args)) as typeof baseExpect.poll;
    return Reflect.get(target, key, receiver);
  },
});

export type Persona = 'default' | 'no-credits' | 'newcomer' | 'premium';

export interface SignedIn {
  candidate: Candidate;
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

/** The control API answers with the /api/v1 envelope ({status, message, data}); callers want `data`. */
function unwrap<T>(body: unknown): T {
  const isEnvelope = typeof body === 'object' && body !== null && 'status' in body && 'data' in body;
  return (isEnvelope ? (body as { data: unknown }).data : body) as T;
}

/** Thin client of the mock server's /__mock control API (documented in apps/mock-server/README.md). */
export class MockControl {
  constructor(
    private readonly request: APIRequestContext,
    private candidateId?: string,
  ) {}

  scopeTo(candidateId: string): void {
    this.candidateId = candidateId;
  }

  async post<T = unknown>(path: string, data?: unknown): Promise<T> {
    const res = await this.request.post(`${MOCK_URL}${path}`, { data: data ?? {} });
    expect(res.ok(), `${path} answered ${res.status()}: ${await res.text()}`).toBeTruthy();
    const text = await res.text();
    return unwrap<T>(text ? JSON.parse(text) : undefined);
  }

  async get<T = unknown>(path: string): Promise<T> {
    const res = await this.request.get(`${MOCK_URL}${path}`);
    expect(res.ok(), `${path} answered ${res.status()}`).toBeTruthy();
    return unwrap<T>(await res.json());
  }

  async delete<T = unknown>(path: string): Promise<T> {
    const res = await this.request.delete(`${MOCK_URL}${path}`);
    expect(res.ok(), `${path} answered ${res.status()}`).toBeTruthy();
    return unwrap<T>(await res.json());
  }

  /**
   * Makes the next `times` calls of `route` (e.g. 'POST /interviews/register') answer `status`/`message`
   * for the signed-in candidate only, so parallel workers never see each other's faults. A call made before
   * anyone signs in (the sign-in operations) has no candidate: `scope: {header}` names the `x-mock-scope`
   * value that page sends instead (see `tagCalls` in tests/error-answers/answers.ts).
   */
  async fault(
    route: string,
    fault: {
      status: number;
      message: string;
      bodyStatus?: number;
      times?: number;
      retryAfter?: number;
      scope?: { header: string };
    },
  ) {
    return this.post('/__mock/faults', {
      route,
      times: 1,
      ...(this.candidateId ? { scope: { candidateId: this.candidateId } } : {}),
      ...fault,
    });
  }

  /** Calls the API directly as the signed-in candidate (to set up state without the UI). */
  async api<T = unknown>(
    method: 'GET' | 'POST',
    path: string,
    token: string,
    data?: unknown,
  ): Promise<{ status: number; body: T }> {
    const res = await this.request.fetch(`${MOCK_URL}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${token}` },
      ...(data === undefined ? {} : { data }),
    });
    return { status: res.status(), body: (await res.json()) as T };
  }
}

/** What the session cookies are made of: a signed-in persona, or the control API's answer in a bench. */
type SessionTokens = Pick<SignedIn, 'accessToken' | 'refreshToken' | 'expiresIn'> & {
  candidate: { id: string };
};

/** Writes the four sign-in cookies exactly as the web app's callback does (path /, expiry from expiresIn). */
export async function setSessionCookies(target: Page | BrowserContext, s: SessionTokens): Promise<void> {
  const expires = Math.floor(Date.now() / 1000) + s.expiresIn;
  const url = new URL(WEB_URL);
  const cookie = (name: string, value: string) => ({
    name,
    value,
    domain: url.hostname,
    path: '/',
    expires,
  });
  const context = 'context' in target ? target.context() : target;
  await context.addCookies([
    cookie('accessToken', s.accessToken),
    cookie('refreshToken', s.refreshToken),
    cookie('expiresAt', new Date(expires * 1000).toISOString()),
    cookie('session', `${s.candidate.id}:${s.accessToken}`),
  ]);
}

export const test = base.extend<{
  /** Every test's limit judged on the progress clock (progress-limit.ts, decision 0776). */
  progressLimit: void;
  mock: MockControl;
  /** Signs in a fresh, isolated copy of a persona (no UI), as the callback screen would. */
  signIn: (persona?: Persona) => Promise<SignedIn>;
}>({
  progressLimit: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      await withProgressLimit(testInfo, () => use());
    },
    { auto: true },
  ],
  mock: async ({ request }, use) => {
    await use(new MockControl(request));
  },
  signIn: async ({ page, mock }, use) => {
    await use(async (persona = 'default') => {
      const signedIn = await mock.post<SignedIn>('/__mock/sessions', { persona });
      mock.scopeTo(signedIn.candidate.id);
      await setSessionCookies(page, signedIn);
      await page.addInitScript(
        ([candidate, intro]) => {
          // Cache the profile the way the callback does; skip the first-visit tour unless a test wants it.
          if (!window.localStorage.getItem('candidate')) window.localStorage.setItem('candidate', candidate);
          if (intro && window.localStorage.getItem('intro') === null)
            window.localStorage.setItem('intro', 'true');
        },
        [JSON.stringify(signedIn.candidate), 'true'] as const,
      );
      return signedIn;
    });
  },
});

/**
 * What axe would read: each toast's phase (mounting, shown, removed) and whether a toast or dialog is moving.
 * axe reads colours as painted, so a toast fading in or out has washed-out text and fails color-contrast.
 * With short interviewer clips (MOCK_TIME_SCALE) the candidate's turn, and the axe check on it, often comes
 * while the 'has joined' toast is still sliding in or timing out. Transitions only: a loading toast's
 * spinner animates for as long as it shows. A dialog, sheet or overlay of @mockint/ui fading, zooming or
 * sliding in or out (its `ui-*` keyframes, 150 ms) counts too: a Connection Lost dialog read by axe mid-zoom
 * had a washed-out Reconnect button.
 */
function paintState(page: Page): Promise<{ phases: string; moving: boolean }> {
  return page.evaluate(() => ({
    phases: [...document.querySelectorAll('[data-sonner-toast]')]
      .map((t) => `${t.getAttribute('data-mounted')}/${t.getAttribute('data-removed')}`)
      .join(','),
    moving: document.getAnimations().some((a) => {
      if (a.playState !== 'running') return false;
      if (a instanceof CSSAnimation) return a.animationName.startsWith('ui-');
      const target = (a.effect as KeyframeEffect | null)?.target;
      return (
        target instanceof Element && !!target.closest('[data-sonner-toaster]') && a instanceof CSSTransition
      );
    }),
  }));
}

async function paintSettled(page: Page): Promise<{ phases: string; moving: boolean }> {
  await expect.poll(async () => (await paintState(page)).moving, { timeout: scaled(5_000) }).toBe(false);
  return paintState(page);
}

/**
 * Holds the requests to `url` (an API call, a script chunk) from every page of `page`'s context until the returned
 * `release()` (later ones then pass at once). A state that lasts while a call loads ('Processing your request...',
 * a busy button) is checked while it surely lasts: a mock latency of 1.5 s opened a window on the clock that,
 * under a quarter of the CPU, closed between two polls of the check (decision 0768).
 */
export async function holdCalls(page: Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.context().route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The toast (sonner) that says `text`, in whatever state it is: shown, sliding in or gone. */
export function toast(page: Page, text: string | RegExp) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

/**
 * Fails on any serious or critical axe violation, listing each one with its target. Runs on a settled page:
 * when a toast or dialog started or ended moving while axe was reading, it reads the page again (a violation
 * of the settled page still fails).
 */
export async function expectAccessible(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  let serious: string[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    const before = await paintSettled(page);
    // Violations in full, the other result types cut to one node each (axe's documented speed option): the
    // same violations, about a fifth less of the page's CPU per check, and the suite makes ~75 (decision 0773).
    // `options` replaces what `withTags` set: it comes first.
    let builder = new AxeBuilder({ page })
      .options({ resultTypes: ['violations'] })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
    for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
    const { violations } = await builder.analyze();
    serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    const after = await paintState(page);
    if (serious.length === 0 || (!after.moving && after.phases === before.phases)) break;
  }
  expect(serious).toEqual([]);
}
