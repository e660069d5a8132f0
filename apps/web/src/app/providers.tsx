import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';

const LiveToaster = lazy(() => import('./live-toaster'));

/**
 * Mounts the toast region (sonner) from the first page other than the login page on, and keeps it mounted
 * so a toast raised just before navigating to the login page (a forced logout's message) stays visible.
 * The logged-out login page raises no toast, so it never downloads sonner (decision 0030).
 */
export function ToasterHost() {
  const { pathname } = useLocation();
  const [needed, setNeeded] = useState(pathname !== paths.login);
  useEffect(() => {
    if (pathname !== paths.login) setNeeded(true);
  }, [pathname]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <LiveToaster />
    </Suspense>
  );
}
