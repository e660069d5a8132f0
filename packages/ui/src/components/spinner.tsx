import type { ComponentProps } from 'react';
// clsx only (no tailwind-merge): the spinner is on the login route, which has a tight size budget.
import { clsx as cn } from 'clsx';

export interface SpinnerProps extends ComponentProps<'span'> {
  /** Accessible label announced to screen readers; omit when the spinner is decorative (e.g. inside a busy button). */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
}

const sizes = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-[3px]' } as const;

export function Spinner({ label, size = 'md', className, ...props }: SpinnerProps) {
  return (
    <span
      role={label ? 'status' : undefined}
      aria-hidden={label ? undefined : true}
      className={cn('inline-flex items-center justify-center', className)}
      {...props}
    >
      <span
        className={cn(
          'inline-block animate-spin rounded-full border-current border-r-transparent motion-reduce:animate-[spin_1.5s_linear_infinite]!',
          sizes[size],
        )}
      />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
