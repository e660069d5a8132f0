import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadScenarioFromUrl } from './api/scenarios';
import { DevtoolsPanel } from './components/devtools-panel';
import { forwardWindowScroll } from './utils/dock-layout';
import { startFrameLog } from './utils/frame-store';

/**
 * Mounts the mock devtools in a root of their own beside the app's (development builds only: main.tsx imports
 * this module behind `import.meta.env.DEV`, so a production build contains none of it; decision 0263). The host is
 * a child of <html> after <body>: the body is the app's box, shrunk beside the docked panel (decision 0310), and
 * the app's modal dialogs hide and disable only the body's children.
 */
export function mountDevtools(): void {
  void loadScenarioFromUrl();
  startFrameLog();
  forwardWindowScroll();
  const host = document.createElement('div');
  host.id = 'mock-devtools';
  document.documentElement.append(host);
  createRoot(host).render(
    <StrictMode>
      <DevtoolsPanel />
    </StrictMode>,
  );
}
