import { useLayoutEffect, type RefObject } from 'react';
import { TOAST_CLEARANCE_VAR } from '@/lib/toast';

/**
 * While the element is mounted, tells the toaster its height, so toasts (bottom-right, as the spec wants) stack
 * above it and never cover the controls a user is about to press: a page's bottom action bar, the room's footer
 * with End interview (decision 0533). `onHeight` lets the caller follow the same height (the action bar pads the
 * page by it); pass a stable function, as the effect runs again when it changes.
 */
export function useToastClearance(
  ref: RefObject<HTMLElement | null>,
  onHeight?: (height: string | null) => void,
): void {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = document.documentElement;
    const apply = () => {
      const height = `${Math.ceil(el.getBoundingClientRect().height)}px`;
      root.style.setProperty(TOAST_CLEARANCE_VAR, height);
      onHeight?.(height);
    };
    apply();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(apply);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(TOAST_CLEARANCE_VAR);
      onHeight?.(null);
    };
  }, [ref, onHeight]);
}
