import { createContext, useContext, useRef, type ComponentProps, type RefObject } from 'react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { cn } from '../lib/cn';

const ARROW_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

// Radix checks an item on focus only while the arrow key is still held down, but moves focus on a timer: on a
// slow or busy device the key is already released when focus lands, and the arrow moves focus without
// selecting. Native radios always select on arrow navigation, so remember the arrow until focus arrives.
const ArrowNavigationContext = createContext<RefObject<boolean> | null>(null);

/** Radio group with roving focus: arrow keys move between options and select them, as native radios do. */
export function RadioGroup({
  className,
  onKeyDown,
  onPointerDown,
  ...props
}: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  const arrowPending = useRef(false);
  return (
    <ArrowNavigationContext.Provider value={arrowPending}>
      <RadioGroupPrimitive.Root
        className={cn('flex gap-2', className)}
        onKeyDown={(event) => {
          arrowPending.current = ARROW_KEYS.has(event.key);
          onKeyDown?.(event);
        }}
        onPointerDown={(event) => {
          arrowPending.current = false;
          onPointerDown?.(event);
        }}
        {...props}
      />
    </ArrowNavigationContext.Provider>
  );
}

export function RadioGroupItem({
  className,
  onFocus,
  ...props
}: ComponentProps<typeof RadioGroupPrimitive.Item>) {
  const arrowPending = useContext(ArrowNavigationContext);
  return (
    <RadioGroupPrimitive.Item
      className={cn(
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        'disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      onFocus={(event) => {
        onFocus?.(event);
        if (arrowPending?.current) {
          arrowPending.current = false;
          // Selecting an already-checked item is a no-op, so racing Radix's own check is harmless.
          if (!event.defaultPrevented) event.currentTarget.click();
        }
      }}
      {...props}
    />
  );
}
export const RadioGroupIndicator = RadioGroupPrimitive.Indicator;
