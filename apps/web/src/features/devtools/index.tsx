import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DevtoolsPanel } from './components/devtools-panel';
import { startFrameLog } from './utils/frame-store';

/**
 * Mounts the mock devtools in a root of their own beside the app's (development builds only: main.tsx imports
 * this module behind `import.meta.env.DEV`, so a production build contains none of it; decision 0263).
 */
export function mountDevtools(): void {
  startFrameLog();
  const host = document.createElement('div');
  host.id = 'mock-devtools';
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <DevtoolsPanel />
    </StrictMode>,
  );
}
