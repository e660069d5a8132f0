import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

/** Placeholder block with the final content's size, so nothing shifts when data arrives. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}

/**
 * A skeleton inside a line of text (a heading, a paragraph): a `span`, since a `div` in a `<p>` closes the
 * paragraph when the HTML parser reads a prerendered frame, and the frame would then differ from the page.
 * Aligned to the line's top, so a height plus vertical margins equal to the line height keeps the line's height
 * to the pixel (aligned to the middle it grows by one).
 */
export function InlineSkeleton({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-block animate-pulse rounded-md bg-muted align-top', className)}
      {...props}
    />
  );
}
