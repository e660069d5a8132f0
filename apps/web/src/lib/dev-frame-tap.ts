/**
 * Development builds only: the interview socket hands every frame it sends or receives to the devtools panel's
 * Frames tab through this tap. Callers guard the call with `import.meta.env.DEV`, so a production build drops
 * it and this module with it (decision 0263). A global, not a subscription list: the panel is the only reader.
 */
export type FrameDirection = 'client' | 'server';
export type FrameTap = (direction: FrameDirection, data: unknown, url: string | undefined) => void;

const KEY = '__mockintFrameTap';
type TapHolder = { [KEY]?: FrameTap | undefined };

export function setFrameTap(tap: FrameTap | undefined): void {
  (globalThis as TapHolder)[KEY] = tap;
}

export function tapFrame(direction: FrameDirection, data: unknown, url?: string): void {
  (globalThis as TapHolder)[KEY]?.(direction, data, url);
}
