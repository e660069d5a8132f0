import type { ComponentProps, ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '../lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

// No backdrop blur (decision 0773): without GPU compositing (a blocklisted GPU, a VM) the browser re-blurs the
// whole screen for every frame drawn under a dialog, and the room draws under its dialogs (captions, countdown).
export const overlayClass =
  'fixed inset-0 z-50 bg-black/75 data-[state=open]:animate-[ui-fade-in_150ms_ease-out] data-[state=closed]:animate-[ui-fade-out_150ms_ease-in]';

export interface DialogContentProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> {
  /** Required: every dialog is announced by its title. */
  title: ReactNode;
  /** Required: screen readers read it after the title. Use hideDescription to keep it for assistive tech only. */
  description: ReactNode;
  hideDescription?: boolean;
  /** Hide the top-right close (X) button, e.g. for dialogs that must be answered. */
  hideClose?: boolean;
  closeLabel?: string;
}

export function DialogContent({
  className,
  children,
  title,
  description,
  hideDescription = false,
  hideClose = false,
  closeLabel = 'Close',
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClass} />
      <DialogPrimitive.Content
        className={cn(
          'fixed left-1/2 top-1/2 z-50 grid max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto',
          'rounded-lg border border-border bg-popover p-6 text-popover-foreground shadow-xl focus:outline-none',
          'data-[state=open]:animate-[ui-zoom-in_150ms_ease-out]',
          className,
        )}
        {...props}
      >
        <div className="flex flex-col gap-1.5 pr-6">
          <DialogPrimitive.Title className="text-lg font-semibold leading-tight">
            {title}
          </DialogPrimitive.Title>
          <DialogPrimitive.Description
            className={cn('text-sm text-muted-foreground', hideDescription && 'sr-only')}
          >
            {description}
          </DialogPrimitive.Description>
        </div>
        {children}
        {hideClose ? null : (
          <DialogPrimitive.Close
            className="absolute right-4 top-4 rounded-sm p-1 text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            aria-label={closeLabel}
          >
            <X className="size-4" aria-hidden="true" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}
