import { useLayoutEffect, type RefObject } from 'react';
import { TOAST_CLEARANCE_VAR } from '@/lib/toast';

/** What each mounted element asks of the toaster, in px from the bottom of the screen; the highest wins. */
const clearances = new Map<object, number>();

function publish() {
  const root = document.documentElement;
  if (clearances.size === 0) {
    root.style.removeProperty(TOAST_CLEARANCE_VAR);
    return;
  }
  root.style.setProperty(TOAST_CLEARANCE_VAR, `${Math.max(0, ...clearances.values())}px`);
}

/**
 * How much room a box needs below the toasts. `bar` (a page's bottom action bar, the room's footer): the part of
 * it on the screen. `field` (the Live Transcript's message field, decision 0659): everything from its top to the
 * bottom of the screen, while its top is in the lower half, where toasts stacked from the bottom reach; higher up
 * the toasts are below it already, and clearing it would push them off the top.
 */
export function clearanceOf(box: { top: number; height: number }, screenHeight: number, kind: ClearanceKind) {
  const below = screenHeight - box.top;
  if (kind === 'bar') return Math.ceil(Math.max(0, Math.min(box.height, below)));
  return below > 0 && below <= screenHeight / 2 ? Math.ceil(below) : 0;
}

export type ClearanceKind = 'bar' | 'field';

/**
 * While the element is mounted, tells the toaster how much room to leave below the toasts, so toasts (bottom-right,
 * as the spec wants) stack above it and never cover the controls a user is about to press: a page's bottom action
 * bar, the room's footer with End interview (decision 0533), the Live Transcript's message field (decision 0659).
 * Several elements may ask at once: the toasts clear the highest. `onHeight` lets the caller follow its own
 * clearance (the action bar pads the page by it); pass a stable function, as the effect runs again when it changes.
 */
export function useToastClearance(
  ref: RefObject<HTMLElement | null>,
  onHeight?: (height: string | null) => void,
  kind: ClearanceKind = 'bar',
): void {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const key = {};
    const apply = () => {
      // Only the part of it on the screen: a footer scrolled below the fold (the room on a phone) leaves the
      // toasts where they are.
      const clearance = clearanceOf(el.getBoundingClientRect(), window.innerHeight, kind);
      clearances.set(key, clearance);
      publish();
      onHeight?.(`${clearance}px`);
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
      clearances.delete(key);
      publish();
      onHeight?.(null);
    };
  }, [ref, onHeight, kind]);
}
