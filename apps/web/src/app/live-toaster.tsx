import { Toaster } from 'sonner';

export const TOASTER_PROPS = {
  position: 'bottom-right',
  visibleToasts: 3,
  duration: 4000,
  hotkey: ['altKey', 'KeyT'],
} as const;

/**
 * The toast region. It keeps sonner's defaults for width (356px), gap (14px), swipe (20px) and removal
 * (200ms), which are exactly the spec's numbers. Loaded lazily by ToasterHost; toasts raised before it
 * mounts are replayed by sonner when it subscribes.
 */
export default function LiveToaster() {
  return (
    <Toaster {...TOASTER_PROPS} hotkey={[...TOASTER_PROPS.hotkey]} theme="dark" richColors closeButton />
  );
}
