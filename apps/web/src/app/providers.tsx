import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { queryClient } from '@/lib/query-client';
import { ProcessingToast } from './processing-toast';

export const TOASTER_PROPS = {
  position: 'bottom-right',
  visibleToasts: 3,
  duration: 4000,
  hotkey: ['altKey', 'KeyT'],
} as const;

/**
 * App-wide providers. The Toaster keeps sonner's defaults for width (356px), gap (14px), swipe (20px) and
 * removal (200ms), which are exactly the spec's numbers.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ProcessingToast />
      <Toaster {...TOASTER_PROPS} hotkey={[...TOASTER_PROPS.hotkey]} theme="dark" richColors closeButton />
    </QueryClientProvider>
  );
}
