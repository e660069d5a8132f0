import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastsLoaded } from '@/lib/toast';

const LiveToaster = lazy(() => import('./live-toaster'));

/**
 * Mounts the toast region (sonner) with the first toast and keeps it mounted, so a toast raised just before
 * navigating (a forced logout's message) stays visible. sonner itself is downloaded by that first toast
 * (`lib/toast`), so a page load that raises none never downloads it (decisions 0030, 0440).
 */
export function ToasterHost() {
  const needed = useSyncExternalStore(toastsLoaded.subscribe, toastsLoaded.get, toastsLoaded.get);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <LiveToaster />
    </Suspense>
  );
}
