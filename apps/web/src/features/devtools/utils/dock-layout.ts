/**
 * Makes room for the docked devtools (decision 0310): the page's <body> becomes a box the size of the window
 * minus the panel (or the toggle's strip), scrolling on its own, and the containing block of every `fixed`
 * element in it: the rail, the page actions, the room's dialogs, the toasts and the portals of Radix all lay out
 * in what is left, so no part of the tool covers the app. The panel lives outside <body> (a child of <html>),
 * where the modal dialogs of the app neither hide it from screen readers nor switch its pointer off.
 */

const STYLE_ID = 'mock-devtools-layout';

const CSS = `
html[data-mock-devtools] { overflow: hidden; height: 100%; }
html[data-mock-devtools] > body {
  box-sizing: border-box;
  height: calc(100% - var(--mock-devtools-bottom, 0px));
  width: calc(100% - var(--mock-devtools-right, 0px));
  overflow: auto;
  transform: translate(0);
}`;

export function applyAppInsets(insets: { bottom: number; right: number }): void {
  const root = document.documentElement;
  if (!document.getElementById(STYLE_ID)) {
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = CSS;
    document.head.append(style);
  }
  root.setAttribute('data-mock-devtools', '');
  root.style.setProperty('--mock-devtools-bottom', `${insets.bottom}px`);
  root.style.setProperty('--mock-devtools-right', `${insets.right}px`);
}

/**
 * The app's body is the page's scroller while the devtools are mounted; React Router's ScrollRestoration still
 * scrolls the window. Forward those calls to the body, so a new page opens at its top as it does without the
 * devtools.
 */
export function forwardWindowScroll(): void {
  const scrollTo = window.scrollTo.bind(window) as (...args: unknown[]) => void;
  window.scrollTo = ((...args: unknown[]) => {
    scrollTo(...args);
    (document.body.scrollTo as (...a: unknown[]) => void).apply(document.body, args);
  }) as typeof window.scrollTo;
}
