import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { InterviewRoom } from '@mockint/api-contract';
import { WEB_URL } from '../../env.ts';
import { expect, MockControl, setSessionCookies, test, type SignedIn } from '../../fixtures.ts';
import { listRooms } from './helpers.ts';

/**
 * Chaos (issue 10 §5): seeded interviews in Chromium with faults drawn at random from the mock's controls.
 * A simulated candidate answers by text and takes every way forward the room offers; each interview must
 * reach the feedback page, and the room must never sit for more than 15 s without an enabled way forward.
 * Replay a failure with CHAOS_SEED=<printed seed> (`pnpm e2e:chaos` runs this file alone).
 *
 * The harness itself never waits unbounded (decision 0751): every browser action has ACTION_MS, every
 * navigation NAVIGATION_MS, every evaluate / close / injection a bounded wait, and each interview an overall
 * deadline that fails with the seed, the faults drawn, the room's last phase and the mock's view of the room.
 * (Under load an unbounded `fill` on an input that the time-out had just disabled hung a whole group.)
 */

// Workers are separate processes: the default seed is the current UTC hour so they all draw from the same one.
const SEED = Number(process.env.CHAOS_SEED ?? Math.floor(Date.now() / 3_600_000));
const GROUPS = Number(process.env.CHAOS_GROUPS ?? 10);
// Side by side in one worker; 10 × 2 = 20 interviews. More per worker starves a 2-core machine.
const PER_GROUP = Number(process.env.CHAOS_PER_GROUP ?? 2);
const STUCK_MS = 15_000;
/** Page loaded → feedback page; the loop fails the interview past it with the room's state. */
const INTERVIEW_MS = 60_000;
/** Past INTERVIEW_MS, a last guard against an await that still did not come back: the harness reports. */
const HARNESS_GRACE_MS = 15_000;
const ACTION_MS = 3_000;
const NAVIGATION_MS = 15_000;
const CLEANUP_MS = 10_000;
/** Staggered starts: the rooms of a group load one after the other, not all in the same second. */
const STAGGER_MS = 1_500;

/** Resolves or rejects like `promise`, or rejects after `ms` naming `what` (the promise is left behind). */
function bounded<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

/** mulberry32: small, fast, good enough to draw faults reproducibly. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Fault =
  | { kind: 'drop-mid-turn' }
  | { kind: 'drop-now' }
  | { kind: 'refuse'; times: number }
  | { kind: 'delay'; ms: number; jitterMs: number }
  | { kind: 'error'; code: string | null }
  | { kind: 'revoke-from-second-page' }
  | { kind: 'failing-end-call' };

function drawFaults(rand: () => number): { faults: Fault[]; timeRemaining: number } {
  const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)]!;
  const count = 1 + Math.floor(rand() * 2);
  const faults: Fault[] = [];
  for (let i = 0; i < count; i++) {
    faults.push(
      pick<Fault>([
        { kind: 'drop-mid-turn' },
        { kind: 'drop-now' },
        // 4 refusals exhaust the 3 retries: 'Failed to connect with server', then Connection Lost again.
        { kind: 'refuse', times: pick([1, 2, 4]) },
        { kind: 'delay', ms: 100 + Math.floor(rand() * 300), jitterMs: Math.floor(rand() * 500) },
        {
          kind: 'error',
          code: pick(['ERROR_HANDLING_USER_RESPONSE_TEXT', 'ERROR_GENERATING_RESPONSE', null]),
        },
        { kind: 'revoke-from-second-page' },
        { kind: 'failing-end-call' },
      ]),
    );
  }
  // Time shortened: every interview ends by itself within seconds of connected time.
  return { faults, timeRemaining: 5 + Math.floor(rand() * 4) };
}

const WAYS_FORWARD = [
  'Start Speaking',
  'Send Answer Again',
  'Reconnect',
  'Retry',
  'Refresh Page',
  'Revoke Other Session',
  'Continue Here',
  'Start Interview',
];

interface RoomView {
  feedback: boolean;
  /** The session machine's phase (data-phase on the room). */
  phase: string | null;
  dialog: string | null;
  enabled: string[];
  canType: boolean;
}

async function view(page: Page): Promise<RoomView> {
  if (/\/interview\/feedback/.test(page.url()))
    return { feedback: true, phase: null, dialog: null, enabled: [], canType: false };
  const read = page.evaluate((names) => {
    // Two can be open at once (a session dialog opened over the leave confirmation): the candidate acts on the
    // one on top, the last opened; the modal layers beneath it are aria-hidden (seed 498728, interview 15).
    const dialogs = [...document.querySelectorAll('[role="alertdialog"], [role="dialog"]')];
    const dialog = dialogs.filter((d) => !d.closest('[aria-hidden="true"]')).at(-1) ?? dialogs.at(-1) ?? null;
    const title = dialog?.querySelector('h2')?.textContent?.trim() ?? null;
    const scope = dialog ?? document;
    const enabled = [...scope.querySelectorAll('button')]
      .filter((b) => !b.disabled && names.includes(b.textContent?.trim() ?? ''))
      .map((b) => b.textContent!.trim());
    const input = document.querySelector<HTMLTextAreaElement | HTMLInputElement>(
      '[placeholder="Type your message..."]',
    );
    return {
      feedback: false,
      phase: document.querySelector('[data-phase]')?.getAttribute('data-phase') ?? null,
      dialog: title,
      enabled,
      canType: !dialog && !!input && !input.disabled,
    };
  }, WAYS_FORWARD);
  return bounded(read, ACTION_MS, 'reading the room');
}

async function signInPage(browser: Browser, mock: MockControl): Promise<{ page: Page; s: SignedIn }> {
  const s = await mock.post<SignedIn>('/__mock/sessions', { persona: 'default' });
  const context = await browser.newContext({ baseURL: WEB_URL, permissions: ['microphone'] });
  // Every action and navigation of this context (the second page too) gives up instead of waiting forever.
  context.setDefaultTimeout(ACTION_MS);
  context.setDefaultNavigationTimeout(NAVIGATION_MS);
  const page = await context.newPage();
  await setSessionCookies(page, s);
  await page.addInitScript((candidate) => {
    if (!window.localStorage.getItem('candidate')) window.localStorage.setItem('candidate', candidate);
    window.localStorage.setItem('intro', 'true');
  }, JSON.stringify(s.candidate));
  return { page, s };
}

async function inject(page: Page, mock: MockControl, room: InterviewRoom, fault: Fault, log: string[]) {
  log.push(
    fault.kind +
      (fault.kind === 'refuse' ? `×${fault.times}` : fault.kind === 'error' ? `:${fault.code}` : ''),
  );
  switch (fault.kind) {
    case 'drop-mid-turn':
      await mock.post('/__mock/ws/faults', { kind: 'drop', afterFrames: 1, roomId: room.id });
      return;
    case 'drop-now':
      await mock.post(`/__mock/ws/rooms/${room.id}/drop`).catch(() => undefined);
      return;
    case 'refuse':
      await mock.post('/__mock/ws/faults', { kind: 'refuse', times: fault.times, roomId: room.id });
      await mock.post(`/__mock/ws/rooms/${room.id}/drop`).catch(() => undefined);
      return;
    case 'delay':
      await mock.post('/__mock/ws/faults', {
        kind: 'delay',
        ms: fault.ms,
        jitterMs: fault.jitterMs,
        roomId: room.id,
      });
      return;
    case 'error':
      await mock
        .post(`/__mock/ws/rooms/${room.id}/error`, fault.code ? { code: fault.code } : {})
        .catch(() => undefined);
      return;
    case 'failing-end-call':
      await mock.fault('POST /interviews/end', { status: 500, message: 'chaos' });
      return;
    case 'revoke-from-second-page': {
      const second = await page.context().newPage();
      try {
        await second.goto(`/interview/room?session=${room.id}`);
        await second.getByRole('button', { name: 'Start Interview' }).click({ timeout: 10_000 });
        await second.getByRole('button', { name: 'Revoke Other Session' }).click({ timeout: 10_000 });
        await second.getByText(/has joined the interview session\./).waitFor({ timeout: 10_000 });
      } catch {
        // The room may have ended meanwhile: the second page is only a way to provoke 4001.
      } finally {
        await bounded(second.close(), CLEANUP_MS, 'closing the second page').catch(() => undefined);
      }
    }
  }
}

interface InterviewResult {
  index: number;
  faults: string[];
  ms: number;
}

/** What an interview that failed shows: enough to replay it (the seed) and to see where it was. */
function describeFailure(index: number, log: string[], last: RoomView | null, detail: string): string {
  const where = last?.feedback
    ? 'feedback page'
    : `phase ${last?.phase ?? '?'}, dialog ${last?.dialog ?? 'none'}, enabled [${last?.enabled.join(', ') ?? ''}]`;
  return `interview ${index} (seed ${SEED}, replay: CHAOS_SEED=${SEED}; faults ${log.join(', ') || 'none yet'}; last seen: ${where}): ${detail}`;
}

async function interview(
  browser: Browser,
  request: APIRequestContext,
  index: number,
  rand: () => number,
): Promise<InterviewResult> {
  const mock = new MockControl(request);
  const { page, s } = await signInPage(browser, mock);
  mock.scopeTo(s.candidate.id);
  const log: string[] = [];
  let last: RoomView | null = null;
  let roomId: string | null = null;
  /** The mock's view of the room and its fault rules, for a failure message (bounded: it may be the mock). */
  const mockState = async () => {
    if (!roomId) return 'no room yet';
    const [room, rules] = await Promise.all([
      bounded(mock.get(`/__mock/ws/rooms/${roomId}`), ACTION_MS, 'mock room state').catch(
        (e: Error) => e.message,
      ),
      bounded(mock.get<{ roomId?: string }[]>('/__mock/ws/faults'), ACTION_MS, 'mock fault rules').then(
        (all) => all.filter((r) => r.roomId === roomId),
        (e: Error) => e.message,
      ),
    ]);
    return `mock room ${JSON.stringify(room)}; fault rules left ${JSON.stringify(rules)}`;
  };

  const run = async (deadline: AbortSignal): Promise<InterviewResult> => {
    const room = (await listRooms(mock, s)).find((r) => r.status === 'ONGOING');
    if (!room) throw new Error('persona has no ONGOING room');
    roomId = room.id;
    const plan = drawFaults(rand);
    const at = plan.faults.map(() => 500 + Math.floor(rand() * 4000));
    // Whether the candidate also tries to end early (exercises the failing end call), ms after going live.
    const endsEarlyAt = rand() < 0.4 ? 3000 + Math.floor(rand() * 3000) : Infinity;
    await mock.post(`/__mock/ws/rooms/${room.id}/time`, { timeRemaining: plan.timeRemaining });
    const started = Date.now();
    // Faults are drawn relative to the moment the interview is live, injected without pausing the candidate.
    let liveAt: number | null = null;
    const pending: Promise<void>[] = [];
    let stuckSince: number | null = null;
    let answered = 0;
    let triedEnd = false;
    const injected = plan.faults.map(() => false);
    await page.goto(`/interview/room?session=${room.id}`);
    for (;;) {
      if (deadline.aborted) throw new Error('abandoned at the harness deadline');
      const now = Date.now();
      const v = await view(page).catch(() => null);
      if (v) last = v;
      if (process.env.CHAOS_DEBUG) console.log(index, ((now - started) / 1000).toFixed(1), JSON.stringify(v));
      if (v?.feedback) break;
      // Sent away from the room (e.g. a reload found the interview already over): the app has ways forward.
      if (!/\/interview\/(room|feedback)/.test(page.url())) {
        log.push(`left to ${new URL(page.url()).pathname}`);
        break;
      }
      // The interviewer speaking is progress too; joining, thinking or leaving must resolve within the limit.
      const forward = v && (v.enabled.length > 0 || v.canType || v.phase === 'running.live.speaking');
      // The clock starts once the room has rendered (page loading is not a room state).
      if (!forward && v?.phase) stuckSince ??= now;
      else stuckSince = null;
      if (stuckSince !== null && now - stuckSince > STUCK_MS) {
        await page
          .screenshot({ path: test.info().outputPath(`stuck-interview-${index}.png`) })
          .catch(() => undefined);
        throw new Error(`stuck for ${STUCK_MS / 1000} s with no way forward; ${await mockState()}`);
      }
      if (now - started > INTERVIEW_MS) {
        await page
          .screenshot({ path: test.info().outputPath(`late-interview-${index}.png`) })
          .catch(() => undefined);
        throw new Error(
          `did not reach the feedback page within ${INTERVIEW_MS / 1000} s; ${await mockState()}`,
        );
      }

      if (liveAt === null && v?.phase?.startsWith('running')) liveAt = now;
      for (let i = 0; i < plan.faults.length; i++) {
        if (!injected[i] && liveAt !== null && now - liveAt > at[i]!) {
          injected[i] = true;
          pending.push(inject(page, mock, room, plan.faults[i]!, log).catch(() => undefined));
        }
      }
      // Every action below may find the room changed since it was read (a drop, the time-out, the feedback
      // page): it gives up after ACTION_MS (the context's default) and the next round reads the room again.
      if (v?.enabled.length) {
        const action = v.enabled.find((name) => name !== 'Start Speaking') ?? null;
        if (action) {
          await page
            .getByRole('button', { name: action, exact: true })
            .first()
            .click()
            .catch(() => undefined);
          if (action === 'Start Interview') {
            await page
              .getByRole('button', { name: 'Live Transcript' })
              .click()
              .catch(() => undefined);
          }
        }
      }
      if (v?.canType && !v.dialog) {
        if (!triedEnd && liveAt !== null && now - liveAt > endsEarlyAt) {
          triedEnd = true;
          log.push('candidate ends');
          await page
            .getByRole('button', { name: 'End interview' })
            .click()
            .catch(() => undefined);
          await page
            .getByRole('alertdialog')
            .getByRole('button', { name: 'Leave' })
            .click()
            .catch(() => undefined);
        } else {
          const input = page.getByPlaceholder('Type your message...');
          await input.fill(`Answer ${++answered}`).catch(() => undefined);
          await input.press('Enter').catch(() => undefined);
        }
      }
      await page.waitForTimeout(250).catch(() => undefined);
    }
    // An injection still under way (a second page revoking) is bounded by its own timeouts; this is a backstop.
    await bounded(Promise.all(pending), NAVIGATION_MS + 3 * 10_000, 'faults still being injected').catch(
      (e: Error) => log.push(e.message),
    );
    return { index, faults: log, ms: Date.now() - started };
  };

  const abandon = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The overall deadline: if some await never came back, fail with what is known rather than let the test
  // time out silently. Closing the context below then ends whatever was still waiting.
  const guard = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      abandon.abort();
      void mockState().then((state) =>
        reject(
          new Error(`the harness deadline (${(INTERVIEW_MS + HARNESS_GRACE_MS) / 1000} s) passed; ${state}`),
        ),
      );
    }, INTERVIEW_MS + HARNESS_GRACE_MS);
  });
  try {
    return await Promise.race([run(abandon.signal), guard]);
  } catch (error) {
    throw new Error(describeFailure(index, log, last, (error as Error).message), { cause: error });
  } finally {
    clearTimeout(timer);
    abandon.abort();
    await bounded(page.context().close(), CLEANUP_MS, 'closing the context').catch(() => undefined);
  }
}

test.describe.configure({ mode: 'parallel' });

for (let group = 0; group < GROUPS; group++) {
  test(`chaos group ${group + 1}/${GROUPS}: ${PER_GROUP} seeded interviews under random faults`, async ({
    browser,
    request,
  }) => {
    // Each interview fails by itself at its deadline (with the seed and the room's state), well before this.
    test.setTimeout(
      (PER_GROUP - 1) * STAGGER_MS + INTERVIEW_MS + HARNESS_GRACE_MS + ACTION_MS + 2 * CLEANUP_MS + 15_000,
    );
    console.log(`[chaos] seed ${SEED} (replay: CHAOS_SEED=${SEED}), group ${group + 1}`);
    test.info().annotations.push({ type: 'seed', description: String(SEED) });
    // One stream per interview, derived from the seed: the same seed draws the same faults in any order.
    const runs = await Promise.allSettled(
      Array.from({ length: PER_GROUP }, (_, i) => {
        const index = group * PER_GROUP + i;
        return new Promise((r) => setTimeout(r, i * STAGGER_MS)).then(() =>
          interview(browser, request, index, prng(SEED + index * 7919)),
        );
      }),
    );
    const failures: string[] = [];
    for (const r of runs) {
      if (r.status === 'rejected') failures.push((r.reason as Error).message);
      else
        console.log(
          `[chaos] interview ${r.value.index}: feedback page in ${(r.value.ms / 1000).toFixed(1)} s, faults: ${r.value.faults.join(', ') || 'none'}`,
        );
    }
    expect(failures, `seed ${SEED}`).toEqual([]);
  });
}
