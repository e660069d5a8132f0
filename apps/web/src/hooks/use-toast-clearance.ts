import { useLayoutEffect, type RefObject } from 'react';
import { TOAST_CLEARANCE_VAR } from '@/lib/toast';

/**
 * While the element is mounted, tells the toaster how much of it is on the screen, so toasts (bottom-right, as
 * the spec wants) stack above it and never cover the controls a user is about to press: a page's bottom action
 * bar, the room's footer with End interview (decision 0533). `onHeight` lets the caller follow the same height (the action bar pads the
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
      const box = el.getBoundingClientRect();
      // Only the part of it on the screen: a footer scrolled below the fold (the room on a phone) leaves the
      // toasts where they are.
      const onScreen = Math.max(0, Math.min(box.height, window.innerHeight - box.top));
      root.style.setProperty(TOAST_CLEARANCE_VAR, `${Math.ceil(onScreen)}px`);
      onHeight?.(`${Math.ceil(onScreen)}px`);
    };
    apply();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(apply);
    observer?.observe(el);
    // Scrolls of any container (capture) and the window's resizes move it on or off the screen.
    window.addEventListener('scroll', apply, { capture: true, passive: true });
    window.addEventListener('resize', apply);
    return () => {
      observer?.disconnect();
      window.removeEventListener('scroll', apply, { capture: true });
      window.removeEventListener('resize', apply);
      root.style.removeProperty(TOAST_CLEARANCE_VAR);
      onHeight?.(null);
    };
  }, [ref, onHeight]);
}
