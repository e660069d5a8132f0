import { useRef, type ReactNode } from 'react';
import { cn } from '@mockint/ui';
import { useToastClearance } from '@/hooks/use-toast-clearance';

/** The page gets the bar's height as bottom padding, so its end (the footer included) scrolls out from under it. */
function padPage(height: string | null) {
  if (height) document.body.style.paddingBottom = height;
  else document.body.style.removeProperty('padding-bottom');
}

/**
 * A page's primary actions (Back / Next / Register, Continue), fixed to the bottom of the screen. While it is
 * mounted it tells the toaster its height, so toasts (bottom-right, as the spec wants) stack above it and
 * never cover the action a user is about to press (decision 0533). The page gets the same bottom padding, so
 * its end (the footer included) scrolls out from under the bar. Opaque, without a backdrop blur (decision 0773).
 */
export function PageActions({ children, className }: { children: ReactNode; className?: string }) {
  const bar = useRef<HTMLDivElement>(null);

  useToastClearance(bar, padPage);

  return (
    <div
      ref={bar}
      data-testid="page-actions"
      className="fixed inset-x-0 bottom-0 z-10 border-t border-border bg-background"
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
  );
}
