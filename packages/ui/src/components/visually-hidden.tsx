import { VisuallyHidden as VisuallyHiddenPrimitive } from 'radix-ui';

/** Content read by screen readers but not shown. */
export const VisuallyHidden = VisuallyHiddenPrimitive.Root;
