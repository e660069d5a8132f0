import type { ComponentProps, ReactNode } from 'react';
import { Dialog as SheetPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '../lib/cn';
import { overlayClass } from './dialog';

export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;

const sides = {
  left: 'inset-y-0 left-0 h-full w-72 max-w-[85vw] border-r data-[state=open]:animate-[ui-slide-in-left_200ms_ease-out]',
  right:
    'inset-y-0 right-0 h-full w-72 max-w-[85vw] border-l data-[state=open]:animate-[ui-slide-in-right_200ms_ease-out]',
} as const;

export interface SheetContentProps extends Omit<ComponentProps<typeof SheetPrimitive.Content>, 'title'> {
  side?: keyof typeof sides;
  title: ReactNode;
  description: ReactNode;
  hideDescription?: boolean;
  closeLabel?: string;
}

/** Slide-out panel (a modal dialog pinned to one edge), used for the mobile navigation menu. */
export function SheetContent({
  side = 'left',
  className,
  children,
  title,
  description,
  hideDescription = true,
  closeLabel = 'Close menu',
  ...props
}: SheetContentProps) {
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay className={overlayClass} />
      <SheetPrimitive.Content
        className={cn(
          'fixed z-50 flex flex-col gap-4 border-border bg-popover p-5 text-popover-foreground shadow-xl focus:outline-none',
          sides[side],
          className,
        )}
        {...props}
      >
        <div className="flex flex-col gap-1 pr-8">
          <SheetPrimitive.Title className="text-base font-semibold">{title}</SheetPrimitive.Title>
          <SheetPrimitive.Description
            className={cn('text-sm text-muted-foreground', hideDescription && 'sr-only')}
          >
            {description}
          </SheetPrimitive.Description>
        </div>
        {children}
        <SheetPrimitive.Close
          className="absolute right-4 top-4 rounded-sm p-1 text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          aria-label={closeLabel}
        >
          <X className="size-4" aria-hidden="true" />
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}
