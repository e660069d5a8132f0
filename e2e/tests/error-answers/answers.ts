// The table machinery of the error-answer tests: answer the next call of an operation with one of its declared
// statuses (the mock's scoped rule book, the spec's error envelope), let the user make that call, check what
// the user sees, and go on with the next status on the same page.
import { randomUUID } from 'node:crypto';
import type { Page, Request } from '@playwright/test';
import { expect, test, toast, type MockControl, type SignedIn } from '../../fixtures.ts';
import { expectOnLoginPage } from '../auth/helpers.ts';

/** The header the mock scopes a rule to when the caller is nobody yet (the sign-in calls). */
export const SCOPE_HEADER = 'x-mock-scope';

/** `message` of the spec's error envelope per status (openapi.yaml's shared responses and their examples). */
const ENVELOPE_MESSAGE: Record<number, string> = {
  400: 'VALIDATION_ERROR',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  429: 'Too many requests',
  500: 'Internal server error',
};

/** A status, or a status with the code its envelope carries in `message` (a 400's ApiErrorCode). */
export type Answer = number | { status: number; message: string };

const statusOf = (a: Answer) => (typeof a === 'number' ? a : a.status);
const messageOf = (a: Answer) => (typeof a === 'number' ? ENVELOPE_MESSAGE[a]! : a.message);
export const answerName = (a: Answer) => (typeof a === 'number' ? String(a) : `${a.status} ${a.message}`);

/** Whether `request` is a call of `op` ("GET /candidate/interview-rooms/{session}": method + contract path). */
function isCallOf(op: string, request: Request): boolean {
  const [method, path] = op.split(' ') as [string, string];
  const pattern = new RegExp(`/api/v1${path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
  return request.method() === method && pattern.test(new URL(request.url()).pathname);
}

/**
 * One operation met through the UI: how the user makes the call (`attempt` counts from 0, so the first call
 * can be a page load and the next ones Retry), the answers to give it in turn, and what the user sees on one.
 */
export interface ErrorRow {
  op: string;
  /** For a public operation (no candidate to scope the rule to): the tag this page's calls carry. */
  scope?: { header: string };
  answers: Answer[];
  trigger: (page: Page, attempt: number) => Promise<unknown>;
  seen: Seen;
}

export type Seen = (page: Page, answer: Answer) => Promise<void>;

/**
 * What the user sees on an error answer of one call: a 401 signs out (one rule of the API client for every
 * call), a status in `special` has its own reaction (a 429 says when to try again), and every other declared
 * status the same `otherwise`: the row says so once.
 */
export function reaction(
  otherwise: Seen,
  special: Partial<Record<number, (page: Page) => Promise<void>>> = {},
): Seen {
  return async (page, answer) => {
    const status = statusOf(answer);
    const own = status === 401 ? expectSignedOut : special[status];
    await (own ? own(page) : otherwise(page, answer));
  };
}

/**
 * Answers the next call of `op` with `answer` (the spec's envelope), runs what the user does, and waits until
 * the app has that answer: whatever is checked next was caused by it.
 */
export async function answerNext(
  page: Page,
  mock: MockControl,
  op: string,
  answer: Answer,
  userAction: () => Promise<unknown>,
  scope?: { header: string },
): Promise<void> {
  const status = statusOf(answer);
  await mock.fault(op, { status, message: messageOf(answer), ...(scope ? { scope } : {}) });
  const answered = page.waitForResponse((r) => r.status() === status && isCallOf(op, r.request()));
  await userAction();
  await answered;
}

/** Every row's answers in turn, each a step named "<operation> → <status>". */
export async function meetRows(
  page: Page,
  mock: MockControl,
  rows: ErrorRow[],
  scope?: { header: string },
): Promise<void> {
  for (const row of rows)
    for (const [attempt, answer] of row.answers.entries())
      await test.step(`${row.op} → ${answerName(answer)}`, async () => {
        await answerNext(page, mock, row.op, answer, () => row.trigger(page, attempt), row.scope ?? scope);
        await row.seen(page, answer);
      });
}

/**
 * The error toast saying `text`; then closed, so the same message raised by the next answer is a new toast and
 * not this one still showing. Its close button is clicked as an event, not with the mouse: under a modal
 * dialog (consent, feedback, the room's) the dialog's overlay takes the pointer.
 */
export async function expectToastThenClose(page: Page, text: string): Promise<void> {
  const shown = toast(page, text);
  await expect(shown).toBeVisible();
  // By its attribute: a modal dialog hides the rest of the page, the toaster included, from the accessibility tree.
  await shown.locator('[data-close-button]').dispatchEvent('click');
  await expect(shown).toHaveCount(0);
}

/**
 * Tags every call of this page with a fresh `x-mock-scope` value and returns the rule scope naming it: the
 * scope of faults on calls no candidate makes (sign-in, the public plans).
 */
export async function tagCalls(page: Page): Promise<{ header: string }> {
  const header = `errors-${randomUUID()}`;
  await page.setExtraHTTPHeaders({ [SCOPE_HEADER]: header });
  return { header };
}

/**
 * Signs in again after a 401 sent the page to the login page. The earlier sign-in's init script would cache
 * its own profile first (it only fills an empty slot): the new candidate is cached here instead.
 */
export async function signInAgain(page: Page, signIn: () => Promise<SignedIn>): Promise<SignedIn> {
  const s = await signIn();
  await page.evaluate((c) => window.localStorage.setItem('candidate', c), JSON.stringify(s.candidate));
  return s;
}

/** A 401 anywhere: the session is over, the user is on the login page without cookies. */
export async function expectSignedOut(page: Page): Promise<void> {
  await expectOnLoginPage(page);
  expect(await page.context().cookies()).toEqual([]);
}

/** The failed-load notice with Retry that stands where the data would be (components/load-error.tsx). */
export function loadError(page: Page, message: string) {
  return page.getByTestId('load-error').filter({ hasText: message });
}

/** The spec's 429 toast for the mock's default Retry-After (30 s). */
export const RATE_LIMITED = 'Too many requests. Please try again in 30 seconds.';
