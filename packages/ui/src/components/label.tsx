import type { ComponentProps } from 'react';
import { Label as LabelPrimitive } from 'radix-ui';
import { cn } from '../lib/cn';

export interface LabelProps extends ComponentProps<typeof LabelPrimitive.Root> {
  /** Appends a visual '*' (hidden from screen readers; mark the field itself with aria-required). */
  required?: boolean;
}

export function Label({ className, required, children, ...props }: LabelProps) {
  return (
    <LabelPrimitive.Root
      className={cn('text-sm font-medium leading-none peer-disabled:opacity-60', className)}
      {...props}
    >
      {children}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-destructive-soft">
          *
        </span>
      ) : null}
    </LabelPrimitive.Root>
  );
}
