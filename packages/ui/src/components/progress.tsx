import type { ComponentProps } from 'react';
import { Progress as ProgressPrimitive } from 'radix-ui';
import { cn } from '../lib/cn';

export interface ProgressProps extends ComponentProps<typeof ProgressPrimitive.Root> {
  indicatorClassName?: string;
}

export function Progress({ className, value, max = 100, indicatorClassName, ...props }: ProgressProps) {
  const safeMax = max > 0 ? max : 100;
  const clamped = Math.min(Math.max(value ?? 0, 0), safeMax);
  return (
    <ProgressPrimitive.Root
      value={clamped}
      max={safeMax}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className={cn('h-full w-full bg-primary transition-transform', indicatorClassName)}
        style={{ transform: `translateX(-${100 - (clamped / safeMax) * 100}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
