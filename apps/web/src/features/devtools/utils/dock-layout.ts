/**
 * Makes room for the docked devtools (decision 0310): the page's <body> becomes a box the size of the window
 * minus the panel (or the toggle's strip) and (`transform`) the containing block of every `fixed` element in it:
 * the rail, the page actions, the room's dialogs, the toasts and the portals of Radix all lay out in what is
 * left, so no part of the tool covers the app. The body itself does not scroll: the app's root does. A fixed
 * element scrolls with a scroller that is its containing block, so the rail and the page actions would leave the
 * screen with the page; with the scroller inside the containing block they stay put. The panel lives outside
 * <body> (a child of <html>), where the modal dialogs of the app neither hide it from screen readers nor switch
 * its pointer off.
 */

const STYLE_ID = 'mock-devtools-layout';
/** The app's React root (index.html): the page's scroller while the devtools are mounted. */
const APP_ROOT_ID = 'root';

const CSS = `
html[data-mock-devtools] { overflow: hidden; height: 100%; }
html[data-mock-devtools] > body {
  box-sizing: border-box;
  height: calc(100% - var(--mock-devtools-bottom, 0px));
  width: calc(100% - var(--mock-devtools-right, 0px));
  overflow: hidden;
  transform: translate(0);
}
html[data-mock-devtools] > body > #${APP_ROOT_ID} { height: 100%; overflow: auto; }`;

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
 * The app's root is the page's scroller while the devtools are mounted; React Router's ScrollRestoration still
 * scrolls the window. Forward those calls to the root, so a new page opens at its top as it does without the
 * devtools.
 */
export function forwardWindowScroll(): void {
  const scrollTo = window.scrollTo.bind(window) as (...args: unknown[]) => void;
  window.scrollTo = ((...args: unknown[]) => {
    scrollTo(...args);
    const root = document.getElementById(APP_ROOT_ID);
    if (root) (root.scrollTo as (...a: unknown[]) => void).apply(root, args);
  }) as typeof window.scrollTo;
}
