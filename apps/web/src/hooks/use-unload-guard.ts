import { useEffect } from 'react';

/**
 * While `active`, closing or reloading the tab asks the browser's own "Leave site?" first. The listener
 * exists only while active: an idle page keeps no beforeunload handler (it would prompt on every reload).
 */
export function useUnloadGuard(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older Chromium and Safari ask only when returnValue is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
}
