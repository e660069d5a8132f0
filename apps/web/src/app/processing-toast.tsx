import { useEffect } from 'react';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { notify, PROCESSING_TOAST_ID } from '@/lib/toast';

/** Calls shorter than this never show the toast, so quick answers don't flash it (decision 0405). */
export const PROCESSING_TOAST_DELAY_MS = 150;

/**
 * The spec: 'Processing your request...' shows while a call is loading. One toast (fixed id) for all calls;
 * background calls opt out with `meta: { silent: true }`.
 */
export function ProcessingToast() {
  const fetching = useIsFetching({ predicate: (query) => !query.meta?.silent });
  const mutating = useIsMutating({ predicate: (mutation) => !mutation.options.meta?.silent });
  const busy = fetching + mutating > 0;

  useEffect(() => {
    if (!busy) {
      notify.dismiss(PROCESSING_TOAST_ID);
      return;
    }
    const timer = setTimeout(notify.processing, PROCESSING_TOAST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy]);

  useEffect(() => () => notify.dismiss(PROCESSING_TOAST_ID), []);
  return null;
}
