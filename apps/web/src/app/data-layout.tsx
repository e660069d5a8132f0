import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '@/lib/query-client';
import { ProcessingToast } from './processing-toast';

/**
 * Pathless layout around every route but the login page: the query cache and the 'Processing your
 * request...' toast. Being a lazy route, TanStack Query is downloaded with the first page that needs data,
 * in parallel with that page's own code, and never for the logged-out login page (decision 0030).
 */
export function DataLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <ProcessingToast />
    </QueryClientProvider>
  );
}

export { DataLayout as Component };

// Called by the first-load preloader (route-modules.ts) as soon as this module arrives.
export { prefetchPage as prefetch } from './page-prefetch';
