import '@/lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { watchPresses } from '@/app/login-swap';
import { preloadPage } from '@/app/route-modules';
import { paths } from '@/config/paths';
import { LoginPage } from '@/features/auth/components/login-page';
import { initAnalytics } from '@/lib/analytics';
import { hasAccessToken } from '@/lib/auth/cookies';
import { applyTheme, applyThemeFromSearch, storedTheme } from '@/lib/theme';
import './styles.css';

// index.html's gate has applied the same before the first paint; the theme query wins over the stored theme.
applyTheme(storedTheme());
applyThemeFromSearch(window.location.search);
initAnalytics();
// The mock devtools (decision 0263): development builds only. Vite replaces import.meta.env.DEV with false in a
// production build, so this import and everything behind it are dropped (the bundle bench prints 0 bytes).
if (import.meta.env.DEV) void import('@/features/devtools').then(({ mountDevtools }) => mountDevtools());

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from index.html');
const root = createRoot(container);

/** Runs `then` once the browser has painted content (the paint timing entry), or soon after in any case. */
function afterFirstPaint(then: () => void) {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    then();
  };
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(run, 0);
    }).observe({ type: 'paint', buffered: true });
    setTimeout(run, 1000);
  } else {
    requestAnimationFrame(() => setTimeout(run, 0));
  }
}

/** Settles once the page's prefetched data is in the cache (set below, before the router's chunk arrives). */
let pageData: Promise<unknown> = Promise.resolve();
const startRouter = (swapFrom?: Element) =>
  import('@/app/app-router').then(({ mountRouter }) => mountRouter(root, { swapFrom, pageData }));

// The page's prerendered frame (decision 0540): static markup the build wrote into this route's HTML file.
const frame = container.querySelector(':scope > [data-frame]');

// A logged-out visit to the login page (the first page most people see) paints it at once, without the
// router; the router and the rest of the app load right after the first paint (decision 0030). Any other
// page (or a logged-in visit, which the guard redirects) starts the router straight away.
if (window.location.pathname === paths.login && !hasAccessToken()) {
  watchPresses();
  root.render(
    <StrictMode>
      <LoginPage search={window.location.search} />
    </StrictMode>,
  );
  afterFirstPaint(() => void startRouter(container));
} else {
  // A signed-in visit keeps the frame on screen until the router's first render of the page replaces it in
  // one go (no spinner or blank frame between); a visitor never saw it (the gate hides it) and is redirected.
  if (frame && hasAccessToken()) {
    watchPresses();
    void startRouter(container);
  } else {
    frame?.remove();
    void startRouter();
  }
  // A signed-in visit downloads the page's own modules alongside the router (decision 0440), requested after
  // it so the router's chunk is not queued behind them; a visitor is redirected by the guard, so nothing is
  // fetched early for them.
  if (hasAccessToken()) pageData = preloadPage(window.location.pathname, window.location.search);
}
