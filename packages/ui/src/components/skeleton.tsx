import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

/** Placeholder block with the final content's size, so nothing shifts when data arrives. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}
