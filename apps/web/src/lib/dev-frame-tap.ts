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

/**
 * The same for the app's API calls: the typed client hands each request (a clone, body unread) and the promise of
 * its response to the devtools' HAR export. Guarded by `import.meta.env.DEV` at the call, like `tapFrame`.
 */
export type HttpTap = (request: Request, response: Promise<Response>) => void;

const HTTP_KEY = '__mockintHttpTap';
type HttpTapHolder = { [HTTP_KEY]?: HttpTap | undefined };

export function setHttpTap(tap: HttpTap | undefined): void {
  (globalThis as HttpTapHolder)[HTTP_KEY] = tap;
}

/** Whether a tap listens: the client clones a request only then. */
export const httpTapped = (): boolean => (globalThis as HttpTapHolder)[HTTP_KEY] !== undefined;

export function tapHttp(request: Request, response: Promise<Response>): void {
  (globalThis as HttpTapHolder)[HTTP_KEY]?.(request, response);
}
