import { useSyncExternalStore } from 'react';
import { Toaster } from 'sonner';
import { currentTheme, subscribeTheme } from '@/lib/theme';
import { TOAST_CLEARANCE_VAR } from '@/lib/toast';

export const TOASTER_PROPS = {
  position: 'bottom-right',
  visibleToasts: 3,
  duration: 4000,
  hotkey: ['altKey', 'KeyT'],
} as const;

// sonner's own bottom offsets (24 px, 16 px on phones) plus the height of a page's bottom action bar, so a
// toast never covers Register Interview or Continue (decision 0533). Left, right and top stay sonner's.
const offset = { bottom: `calc(var(${TOAST_CLEARANCE_VAR}, 0px) + 24px)` };
const mobileOffset = { bottom: `calc(var(${TOAST_CLEARANCE_VAR}, 0px) + 16px)` };

/**
 * The toast region. It keeps sonner's defaults for width (356px), gap (14px), swipe (20px) and removal
 * (200ms), which are exactly the spec's numbers, and follows the page's theme (dark unless ?theme=light).
 * Loaded lazily by ToasterHost; toasts raised before it mounts are replayed by sonner when it subscribes.
 */
export default function LiveToaster() {
  const theme = useSyncExternalStore(subscribeTheme, currentTheme);
  return (
    <Toaster
      {...TOASTER_PROPS}
      hotkey={[...TOASTER_PROPS.hotkey]}
      theme={theme}
      offset={offset}
      mobileOffset={mobileOffset}
      richColors
      closeButton
    />
  );
}
