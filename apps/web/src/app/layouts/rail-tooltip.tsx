import { useLayoutEffect, useRef, type ReactElement } from 'react';
import { TooltipContent, TooltipProvider, TooltipRoot, TooltipTrigger } from '@mockint/ui';

export interface RailTooltipProps {
  label: string;
  /** The pointer or focus is on the link already: show the tooltip at once. */
  defaultOpen: boolean;
  /** The look-alike link had focus: this one takes it over. */
  autoFocus: boolean;
  /** The rail link (it becomes the trigger). */
  children: ReactElement;
}

/** A rail link's tooltip (Radix, right of the rail), loaded on the link's first hover or focus (decision 0440). */
export default function RailTooltip({ label, defaultOpen, autoFocus, children }: RailTooltipProps) {
  // Typed as Radix types its trigger; at run time it is the rail link.
  const trigger = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (autoFocus) trigger.current?.focus();
  }, [autoFocus]);
  return (
    <TooltipProvider delayDuration={200}>
      <TooltipRoot defaultOpen={defaultOpen}>
        <TooltipTrigger asChild ref={trigger}>
          {children}
        </TooltipTrigger>
        <TooltipContent side="right">{label}</TooltipContent>
      </TooltipRoot>
    </TooltipProvider>
  );
}
