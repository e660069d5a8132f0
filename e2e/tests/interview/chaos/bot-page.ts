import type { Browser, Page } from '@playwright/test';
import { WEB_URL } from '../../../env.ts';
import { scaled } from '../../../machine.ts';
import { setSessionCookies, type MockControl, type SignedIn } from '../../../fixtures.ts';
import { exposeTrackFaults$ } from './track-faults.ts';
import { ACTION_MS, NAVIGATION_MS } from './harness.ts';
import { installMonitor, MONITOR_CONFIG } from './invariants.ts';

/**
 * The page surface the chaos bot drives (decision 0068): small enough that Playwright's Chromium page and the
 * engines' page (engines/chaos-bot.ts, Firefox over WebDriver BiDi) both serve it, so one bot runs in both. Each
 * action is bounded (ACTION_MS) and says whether it took; none throws for a room that changed under it.
 */
export interface BotPage {
  /** Loads a path of the web app. */
  goto(path: string): Promise<void>;
  /** Runs a self-contained function in the page. */
  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /** Runs a self-contained function in every document the page loads from now on, before the app's scripts. */
  addInitScript<A>(fn: (arg: A) => void, arg: A): Promise<void>;
  /** Clicks the first button named `name` (exactly), in the alert dialog with `inAlertDialog`; whether it took. */
  press(name: string, inAlertDialog?: boolean): Promise<boolean>;
  /** Types `text` into the message box and presses Enter; whether the room took it (the box emptied). */
  sendText(text: string): Promise<boolean>;
  /** Presses Escape (a dialog closed the way a candidate would). */
  escape(): Promise<void>;
  /** Waits up to `ms` (reference ms, scaled) until `probe` returns a truthy value; whether it did. */
  waitFor<A>(probe: (arg: A) => unknown, arg: A, ms: number): Promise<boolean>;
  /**
   * The browser's own network off and on (its `offline` event fires, decision 0642); null where the engine has
   * none (the bot then drops the socket through the mock, faults.ts's offline-blip).
   */
  setOffline: ((offline: boolean) => Promise<void>) | null;
  /** What the page logs (CHAOS_DEBUG). */
  onConsole(listener: (line: string) => void): void;
  /** A picture of the page for a failure, where the engine can take one. */
  screenshot(path: string): Promise<void>;
  /** Closes the page and its browser context. */
  close(): Promise<void>;
}

/** The message box the candidate types in. */
export const MESSAGE_PLACEHOLDER = 'Type your message...';

/**
 * The state a signed-in candidate's browser holds before the room loads. Runs in the page before the app's
 * scripts (an init script): self-contained. `microphoneId`: the microphone the join page would have picked
 * (the room records from the selected one); null leaves the choice to the room.
 */
export function seedCandidate$({
  candidate,
  microphoneId,
}: {
  candidate: string;
  microphoneId: string | null;
}) {
  if (!window.localStorage.getItem('candidate')) window.localStorage.setItem('candidate', candidate);
  window.localStorage.setItem('intro', 'true');
  if (microphoneId !== null && !window.localStorage.getItem('interviewMicrophoneId'))
    window.localStorage.setItem('interviewMicrophoneId', microphoneId);
}

/** Installs the candidate's state and the room's invariants (invariants.ts) in every document of `page`. */
export async function prepareBotPage(page: BotPage, s: SignedIn, microphoneId: string | null): Promise<void> {
  await page.addInitScript(seedCandidate$, { candidate: JSON.stringify(s.candidate), microphoneId });
  await page.addInitScript(installMonitor, MONITOR_CONFIG);
  await page.addInitScript(exposeTrackFaults$, null);
}

/** A fresh candidate in a new Chromium context of `browser`: the chaos gate's page. */
export async function openChromiumBot(
  browser: Browser,
  mock: MockControl,
  reducedMotion: 'reduce' | 'no-preference' | null,
): Promise<{ page: BotPage; s: SignedIn }> {
  const s = await mock.post<SignedIn>('/__mock/sessions', { persona: 'default' });
  const context = await browser.newContext({ baseURL: WEB_URL, permissions: ['microphone'], reducedMotion });
  // Every action and navigation of this context gives up instead of waiting forever.
  context.setDefaultTimeout(scaled(ACTION_MS));
  context.setDefaultNavigationTimeout(scaled(NAVIGATION_MS));
  const pwPage = await context.newPage();
  await setSessionCookies(pwPage, s);
  const page = chromiumBotPage(pwPage);
  // Chromium's fake device answers to 'default'.
  await prepareBotPage(page, s, 'default');
  return { page, s };
}

const took = (p: Promise<unknown>) =>
  p.then(
    () => true,
    () => false,
  );

/** Playwright's page behind BotPage: its locators, its own waits and its context's network switch. */
export function chromiumBotPage(page: Page): BotPage {
  return {
    goto: async (path) => void (await page.goto(path)),
    evaluate: (fn, arg) => page.evaluate(fn as (a: unknown) => never, arg),
    addInitScript: async (fn, arg) => void (await page.addInitScript(fn as (a: unknown) => void, arg)),
    press: (name, inAlertDialog = false) =>
      took(
        (inAlertDialog ? page.getByRole('alertdialog') : page)
          .getByRole('button', { name, exact: true })
          .first()
          .click(),
      ),
    sendText: async (text) => {
      const input = page.getByPlaceholder(MESSAGE_PLACEHOLDER);
      if (!(await took(input.fill(text)))) return false;
      await input.press('Enter').catch(() => undefined);
      // Given once the room took it (the box emptied); a draft left in the box is not an answer yet.
      return (await input.inputValue().catch(() => text)) === '';
    },
    escape: () => page.keyboard.press('Escape').catch(() => undefined),
    waitFor: (probe, arg, ms) =>
      took(page.waitForFunction(probe as (a: unknown) => unknown, arg, { timeout: scaled(ms) })),
    setOffline: (offline) => page.context().setOffline(offline),
    onConsole: (listener) => page.on('console', (m) => listener(`${m.type()} ${m.text()}`)),
    screenshot: async (path) => void (await page.screenshot({ path }).catch(() => undefined)),
    close: () => page.context().close(),
  };
}
