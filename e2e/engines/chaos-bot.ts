// The chaos bot's page (tests/interview/chaos/bot-page.ts) in an engine (decision 0068): a fresh Firefox per
// interview, as the gate's Chromium takes a fresh context, signed in the way the engine journeys are.
import type { MockControl, SignedIn } from '../fixtures.ts';
import { WEB_URL } from '../env.ts';
import { scaled } from '../machine.ts';
import { MESSAGE_PLACEHOLDER, prepareBotPage, type BotPage } from '../tests/interview/chaos/bot-page.ts';
import { ACTION_MS } from '../tests/interview/chaos/harness.ts';
import { launchEngine, type EngineName, type EnginePage } from './driver.ts';
import { signInPage } from './fixtures.ts';

/**
 * Runs in the page: the first enabled, visible button named `name` (its text or aria-label, exactly) the
 * candidate can reach: outside what a modal hides (aria-hidden), in the alert dialog with `inAlertDialog`. What
 * Playwright's getByRole finds in the gate's Chromium.
 */
export function button$({ name, inAlertDialog }: { name: string; inAlertDialog: boolean }): Element | null {
  const scope = inAlertDialog ? document.querySelector('[role="alertdialog"]') : document;
  for (const b of scope?.querySelectorAll('button') ?? []) {
    const label = b.getAttribute('aria-label') ?? b.textContent?.trim();
    if (label !== name || b.disabled || b.closest('[aria-hidden="true"]')) continue;
    if (b.getClientRects().length > 0) return b;
  }
  return null;
}

/** Runs in the page: the message box, by its placeholder. */
export function messageBox$(placeholder: string): Element | null {
  return document.querySelector(`[placeholder="${placeholder}"]`);
}

const took = (p: Promise<unknown>) =>
  p.then(
    () => true,
    () => false,
  );

/** An EnginePage behind BotPage. An action that does not take within ACTION_MS says so, as in Chromium. */
export function engineBotPage(page: EnginePage, close: () => Promise<void>): BotPage {
  return {
    goto: (path) => page.goto(`${WEB_URL}${path}`),
    evaluate: (fn, arg) => page.evaluate(fn, arg),
    addInitScript: (fn, arg) => page.addInitScript(fn, arg),
    press: (name, inAlertDialog = false) => took(page.click(button$, { name, inAlertDialog }, ACTION_MS)),
    sendText: async (text) => {
      if (!(await took(page.type(messageBox$, MESSAGE_PLACEHOLDER, text, ACTION_MS)))) return false;
      await page.press('Enter').catch(() => undefined);
      // Given once the room took it (the box emptied); a draft left in the box is not an answer yet.
      return page
        .evaluate(
          (p) => (document.querySelector(`[placeholder="${p}"]`) as HTMLTextAreaElement | null)?.value,
          MESSAGE_PLACEHOLDER,
        )
        .then(
          (value) => value === '',
          () => false,
        );
    },
    escape: () => page.press('Escape').catch(() => undefined),
    // A state, polled: the engines have no waitForFunction.
    waitFor: async (probe, arg, ms) => {
      const deadline = Date.now() + scaled(ms);
      for (;;) {
        if (await page.evaluate(probe, arg).catch(() => false)) return true;
        if (Date.now() > deadline) return false;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    // No network switch over WebDriver BiDi in Firefox ESR: faults.ts's offline-blip drops the socket instead.
    setOffline: null,
    onConsole: (listener) => page.onConsole(listener),
    // The engine fixture attaches the page's text on a failure instead.
    screenshot: async () => undefined,
    close,
  };
}

/** Opens a fresh browser of `engine` with a fresh candidate signed in: the chaos bot's `open`. */
export async function openEngineBot(
  engine: EngineName,
  mock: MockControl,
): Promise<{ page: BotPage; s: SignedIn }> {
  const s = await mock.post<SignedIn>('/__mock/sessions', { persona: 'default' });
  const launched = await launchEngine(engine);
  const page = engineBotPage(launched.page, launched.close);
  try {
    await prepareBotPage(page, s, null);
    await signInPage(launched.page, s);
    // The microphone the join page would have picked: the room records only from a selected one. The engine's
    // fake device has an id of its own (Chromium's answers to 'default').
    await page.evaluate(async () => {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const id = stream.getAudioTracks()[0]?.getSettings().deviceId ?? '';
      for (const track of stream.getTracks()) track.stop();
      if (!id) throw new Error('the fake microphone has no device id');
      localStorage.setItem('interviewMicrophoneId', id);
    }, null);
  } catch (error) {
    await launched.close();
    throw error;
  }
  return { page, s };
}
