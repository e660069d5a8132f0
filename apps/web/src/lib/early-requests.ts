// The first-load preloader in index.html (decision 0545) starts a page's data requests before any of the app's
// script has arrived: on a slow phone the framework takes a second or more to download and run, and the page's
// own prefetch (decision 0460) could only start after it. The answers wait here; the API client takes each
// one instead of asking again. Plain module (no app imports): vite.config.ts reads its names.

/** The window property the preloader fills and the API client empties. */
export const EARLY_REQUESTS_GLOBAL = '__mockintEarly';

/**
 * An early answer the page has not asked for within this long after the request started is not used: a page
 * that slow is better served by a fresh copy. Generous (30 s): a first load on a 3× slower machine takes ~5 s.
 */
export const EARLY_MAX_AGE_MS = 30_000;

/** One request the preloader started. */
export interface EarlyRequest {
  /** Absolute URL, normalised by `new URL()` (as a `Request`'s url is). */
  url: string;
  /** The access token it was sent with: an answer for another candidate is never handed out. */
  token: string;
  /** `performance.now()` when it started. */
  startedAt: number;
  /** The answer, or null when the network failed. */
  response: Promise<Response | null>;
}

type EarlyWindow = typeof globalThis & { [EARLY_REQUESTS_GLOBAL]?: EarlyRequest[] };

/**
 * The early answer for `request` when the preloader started the same GET with the same token, at most once
 * per request and only while fresh (undefined otherwise: the caller fetches). The answer is handed over
 * whatever its status: the early request is the page's own first request made sooner, so a 401, a 500 or a
 * report still being generated reaches the app's handling exactly as if the app had asked (asking again could
 * hide a fault the server answered once). Only a network failure, which has no answer, is asked again. An
 * abort of `request` rejects it.
 */
export function takeEarlyResponse(
  request: Request,
  fetchImpl: (request: Request) => Promise<Response> = (r) => globalThis.fetch(r),
  now: number = performance.now(),
): Promise<Response> | undefined {
  if (request.method !== 'GET') return undefined;
  const list = (globalThis as EarlyWindow)[EARLY_REQUESTS_GLOBAL];
  if (!Array.isArray(list) || !list.length) return undefined;
  const authorization = request.headers.get('authorization');
  const index = list.findIndex((e) => e.url === request.url && `Bearer ${e.token}` === authorization);
  if (index < 0) return undefined;
  const [entry] = list.splice(index, 1);
  if (!entry || now - entry.startedAt > EARLY_MAX_AGE_MS) return undefined;
  const { signal } = request;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<Response>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    entry.response
      .then((response) => response ?? fetchImpl(request))
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', onAbort));
  });
}
