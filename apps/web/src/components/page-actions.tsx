import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { cn } from '@mockint/ui';
import { TOAST_CLEARANCE_VAR } from '@/lib/toast';

/**
 * A page's primary actions (Back / Next / Register, Continue), fixed to the bottom of the screen. While it is
 * mounted it tells the toaster its height, so toasts (bottom-right, as the spec wants) stack above it and
 * never cover the action a user is about to press (decision 0533). A spacer of the same height keeps the end
 * of the page reachable above it.
 */
export function PageActions({ children, className }: { children: ReactNode; className?: string }) {
  const bar = useRef<HTMLDivElement>(null);
  const spacer = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const el = bar.current;
    if (!el) return;
    const root = document.documentElement;
    const apply = () => {
      const height = el.getBoundingClientRect().height;
      root.style.setProperty(TOAST_CLEARANCE_VAR, `${Math.ceil(height)}px`);
      if (spacer.current) spacer.current.style.height = `${Math.ceil(height)}px`;
    };
    apply();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(apply);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(TOAST_CLEARANCE_VAR);
    };
  }, []);

  return (
    <>
      <div ref={spacer} aria-hidden="true" className="h-16 shrink-0" />
      <div
        ref={bar}
        data-testid="page-actions"
        className="fixed inset-x-0 bottom-0 z-10 border-t border-border bg-background/95 backdrop-blur"
      >
        <div
          className={cn(
            'mx-auto flex w-full max-w-5xl items-center justify-between gap-3 px-4 py-3 sm:px-6',
            className,
          )}
        >
          {children}
        </div>
      </div>
    </>
  );
}
