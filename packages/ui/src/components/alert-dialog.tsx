import type { ComponentProps, ReactNode } from 'react';
import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import { cn } from '../lib/cn';
import { buttonVariants } from './button-variants';
import { overlayClass } from './dialog';

export const AlertDialog = AlertDialogPrimitive.Root;
export const AlertDialogTrigger = AlertDialogPrimitive.Trigger;

export interface AlertDialogContentProps extends Omit<
  ComponentProps<typeof AlertDialogPrimitive.Content>,
  'title'
> {
  title: ReactNode;
  description: ReactNode;
}

/**
 * Where focus lands when an alert dialog opens. Radix focuses the Cancel, the safe choice, and nothing when there
 * is none: focus stayed behind the dialog, on the page's body or on a control the dialog now hides, and a
 * keyboard user's Enter or Space went to the page beneath, not to the dialog. Without a Cancel: the footer's primary action
 * (its last enabled button, the rightmost), else the dialog itself.
 */
function focusOnOpen(event: Event): void {
  const content = event.currentTarget;
  if (!(content instanceof HTMLElement) || content.querySelector('[data-slot="alert-dialog-cancel"]')) return;
  event.preventDefault();
  const buttons = content.querySelectorAll<HTMLElement>(
    '[data-slot="alert-dialog-footer"] button:not(:disabled)',
  );
  (buttons[buttons.length - 1] ?? content).focus({ preventScroll: true });
}

/** A dialog that interrupts the user and must be answered (no close-on-outside-click, no X). */
export function AlertDialogContent({
  className,
  children,
  title,
  description,
  onOpenAutoFocus,
  ...props
}: AlertDialogContentProps) {
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className={overlayClass} />
      <AlertDialogPrimitive.Content
        className={cn(
          'fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4',
          'rounded-lg border border-border bg-popover p-6 text-popover-foreground shadow-xl focus:outline-none',
          'data-[state=open]:animate-[ui-zoom-in_150ms_ease-out]',
          className,
        )}
        onOpenAutoFocus={(event) => {
          onOpenAutoFocus?.(event);
          if (!event.defaultPrevented) focusOnOpen(event);
        }}
        {...props}
      >
        <div className="flex flex-col gap-1.5">
          <AlertDialogPrimitive.Title className="text-lg font-semibold">{title}</AlertDialogPrimitive.Title>
          <AlertDialogPrimitive.Description className="text-sm text-muted-foreground">
            {description}
          </AlertDialogPrimitive.Description>
        </div>
        {children}
      </AlertDialogPrimitive.Content>
    </AlertDialogPrimitive.Portal>
  );
}

export function AlertDialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="alert-dialog-footer"
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

export function AlertDialogAction({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Action>) {
  return <AlertDialogPrimitive.Action className={cn(buttonVariants(), className)} {...props} />;
}

export function AlertDialogCancel({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Cancel>) {
  return (
    <AlertDialogPrimitive.Cancel
      data-slot="alert-dialog-cancel"
      className={cn(buttonVariants({ variant: 'outline' }), className)}
      {...props}
    />
  );
}
