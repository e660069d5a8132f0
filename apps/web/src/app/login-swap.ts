/**
 * The login page painted without the router is replaced by the router's copy of it (decision 0030). A swap
 * in the middle of a press loses the click: the button goes down on one element and up on another, and the
 * browser sends no click. And it drops keyboard focus to <body>. These helpers let the swap wait for the
 * press to end and put focus back on the same control (decision 0035).
 */

let pressed = false;
let waiting: (() => void)[] = [];

function release() {
  pressed = false;
  // After the click that follows this pointerup in the same task has been handled.
  setTimeout(() => {
    if (pressed) return;
    const run = waiting;
    waiting = [];
    for (const then of run) then();
  }, 0);
}

/** Starts watching presses on `target` (capture phase, so no handler can hide them). Call once, early. */
export function watchPresses(target: EventTarget = document): void {
  target.addEventListener('pointerdown', () => (pressed = true), { capture: true });
  target.addEventListener('pointerup', release, { capture: true });
  target.addEventListener('pointercancel', release, { capture: true });
}

/** Runs `then` now, or once the current press (and its click) is over. */
export function whenNotPressed(then: () => void): void {
  if (pressed) waiting.push(then);
  else then();
}

/**
 * What identifies a control across two renders of the same page: its id if it has one, else its tag, link
 * target and text. The id comes first because a landmark's text is not stable: the skip link focuses
 * `main#main`, whose text (all of the page's) can differ between the two renders ('Welcome' / 'Welcome back').
 */
function signatureOf(el: Element): string {
  if (el.id) return `#${el.id}`;
  return `${el.tagName}|${el.getAttribute('href') ?? ''}|${el.textContent?.trim() ?? ''}`;
}

/**
 * Remembers which control inside `container` has focus; the returned function focuses the control with the
 * same signature in the new content (nothing when focus was elsewhere or the control is gone).
 */
export function keepFocusAcross(container: Element): () => void {
  const active = document.activeElement;
  if (!active || active === document.body || !container.contains(active)) return () => undefined;
  const signature = signatureOf(active);
  // The skip link makes its target focusable on the spot (tabindex -1 on the page's <main>): the new copy's
  // element does not have it, and focus() on it would do nothing.
  const tabIndex = active.getAttribute('tabindex');
  return () => {
    if (document.activeElement && document.activeElement !== document.body) return;
    const same = [...container.querySelectorAll(active.tagName)].find((el) => signatureOf(el) === signature);
    if (!(same instanceof HTMLElement)) return;
    if (tabIndex !== null && !same.hasAttribute('tabindex')) same.setAttribute('tabindex', tabIndex);
    same.focus();
  };
}

/**
 * The control pressed on a prerendered frame before the app took over (index.html's gate marks it
 * `data-pressed` and cancels the press, decision 0540); the returned function presses the same control (same
 * signature, same rank among its twins) in the new content, so the press is not lost.
 */
export function keepPressAcross(container: Element): () => void {
  const pressed = container.querySelector('[data-pressed]');
  if (!pressed) return () => undefined;
  const signature = signatureOf(pressed);
  const twins = () =>
    [...container.querySelectorAll(pressed.tagName)].filter((el) => signatureOf(el) === signature);
  const rank = twins().indexOf(pressed);
  return () => {
    const same = twins()[rank];
    if (same instanceof HTMLElement) same.click();
  };
}
