import { afterEach, describe, expect, it } from 'vitest';
import { frameFile, frameGateScript, framePage } from './prerender-frames.ts';

const gate = frameGateScript({ cookie: 'accessToken', themeKey: 'scheme', themeParam: 'theme' });
const html = document.documentElement;

const clearCookies = () => {
  for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]!.trim()}=; max-age=0`;
};

/**
 * Runs the gate as the page's head would, at `url`, with `cookie` and the stored theme. (Its click listener
 * stays on this worker's window: it acts on `data-frame` content only, which no other test renders.)
 */
function runGate({ url = '/', cookie = '', stored }: { url?: string; cookie?: string; stored?: string }) {
  window.history.replaceState(null, '', url);
  clearCookies();
  if (cookie) document.cookie = cookie;
  if (stored) localStorage.setItem('scheme', stored);
  new Function(gate)();
}

afterEach(() => {
  clearCookies();
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  delete html.dataset.visitor;
  delete html.dataset.frameStale;
  delete html.dataset.theme;
  sessionStorage.clear();
  html.className = '';
  document.body.innerHTML = '';
});

describe('the head gate of a prerendered page', () => {
  it('applies the stored theme, and the theme query over it, before the first paint', () => {
    runGate({ stored: 'light' });
    expect(html.dataset.theme).toBe('light');
    expect(html.classList.contains('dark')).toBe(false);
    runGate({ url: '/app/dashboard?theme=dark', stored: 'light' });
    expect(html.dataset.theme).toBe('dark');
    expect(html.classList.contains('dark')).toBe(true);
  });

  it('marks a visitor without the session cookie, which hides the signed-in frame', () => {
    runGate({});
    expect(html.dataset.visitor).toBe('');
    delete html.dataset.visitor;
    runGate({ cookie: 'accessToken=abc' });
    expect(html.dataset.visitor).toBeUndefined();
  });

  it('cancels a press on the frame and marks the control for the app to press again', () => {
    runGate({ cookie: 'accessToken=abc' });
    document.body.innerHTML =
      '<div id="root"><div data-frame><a href="/app/pricing"><span>Buy</span></a><button>Go</button></div></div>' +
      '<button id="outside">Outside</button>';
    const link = document.querySelector('a')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('span')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(link.hasAttribute('data-pressed')).toBe(true);
    // The last press is the one that counts.
    document.querySelector('button')!.click();
    expect(link.hasAttribute('data-pressed')).toBe(false);
    expect(document.querySelector('button')!.hasAttribute('data-pressed')).toBe(true);
    // Ctrl+click on a link opens it in a new tab: the browser's, not the app's.
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(newTab);
    expect(newTab.defaultPrevented).toBe(false);
    expect(link.hasAttribute('data-pressed')).toBe(false);
    const outside = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('outside')!.dispatchEvent(outside);
    expect(outside.defaultPrevented).toBe(false);
  });
});

describe("a frame the page's first render would not match (decision 0546)", () => {
  const staleGate = frameGateScript({
    cookie: 'accessToken',
    themeKey: 'scheme',
    themeParam: 'theme',
    staleWhen: { '/wizard': { params: ['template'], sessionKeyPrefix: 'draft:' } },
  });
  const stale = (url: string, draft?: string) => {
    window.history.replaceState(null, '', url);
    clearCookies();
    document.cookie = 'accessToken=abc';
    sessionStorage.clear();
    if (draft) sessionStorage.setItem(draft, '{}');
    delete html.dataset.frameStale;
    new Function(staleGate)();
    return html.dataset.frameStale === '';
  };

  it('is hidden with a template in the URL or a saved draft in the tab, on that page only', () => {
    expect(stale('/wizard')).toBe(false);
    expect(stale('/wizard/?theme=light')).toBe(false);
    expect(stale('/wizard?template=t1')).toBe(true);
    expect(stale('/wizard', 'draft:c1:job-interview')).toBe(true);
    expect(stale('/wizard', 'other')).toBe(false);
    expect(stale('/app/dashboard?template=t1', 'draft:c1:job-interview')).toBe(false);
  });
});

describe('a prerendered page', () => {
  const index =
    '<html><head><title>MockInt</title></head><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>';

  it("puts the frame in #root and the frame's title in the head", () => {
    const page = framePage(index, '<title>Dashboard · MockInt</title><main>Practice Now</main>');
    expect(page).toContain('<head><title>Dashboard · MockInt</title></head>');
    expect(page).toContain('<div id="root"><div data-frame><main>Practice Now</main></div></div>');
    expect(page).toContain('<script type="module" src="/a.js">');
  });

  it("puts the early paint's template and script after the frame, inside #root (the app's render clears them)", () => {
    const page = framePage(index, '<main>Loading…</main>', {
      template: '<main>\uE000summary\uE001</main>',
      script: 'go()',
    });
    expect(page).toContain(
      '<div id="root"><div data-frame><main>Loading…</main></div>' +
        '<template data-early-paint><main>\uE000summary\uE001</main></template><script>go()</script></div>',
    );
  });

  it('is written for the path of the URL it was rendered from', () => {
    expect(frameFile('/app/dashboard')).toBe('app/dashboard.html');
    expect(frameFile('/interview/join?session=frame')).toBe('interview/join.html');
  });
});
