/** Common base so callers can tell API failures from programming errors with one instanceof check. */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  /** HTTP method of the failed request, e.g. "GET". */
  readonly method: string;
  /** Full URL of the failed request. */
  readonly url: string;

  constructor(message: string, request: { method: string; url: string }, options?: { cause?: unknown }) {
    super(message, options);
    this.method = request.method;
    this.url = request.url;
  }
}

/**
 * A non-OK status the caller is not expected to handle (anything except 400, 401, 403 and 500, e.g. 404,
 * 409, 502, 503). Spec: "other non-OK codes ... raise errors".
 */
export class ApiHttpError extends ApiError {
  override readonly name: string = 'ApiHttpError';
  readonly status: number;
  /** Parsed JSON body when there was one, else the raw text (or undefined when empty). */
  readonly body: unknown;

  constructor(
    status: number,
    message: string,
    request: { method: string; url: string },
    body?: unknown,
    options?: { cause?: unknown },
  ) {
    super(message, request, options);
    this.status = status;
    this.body = body;
  }
}

/** The 401 case: the session is gone. `onUnauthorized` has already been called when this is thrown. */
export class ApiUnauthorizedError extends ApiHttpError {
  override readonly name: string = 'ApiUnauthorizedError';

  constructor(request: { method: string; url: string }, body?: unknown, onUnauthorizedFailure?: unknown) {
    super(
      401,
      'Unauthorized: the session has expired or the access token is invalid',
      request,
      body,
      onUnauthorizedFailure === undefined ? undefined : { cause: onUnauthorizedFailure },
    );
  }
}

/**
 * 429 on a throttled operation (openapi.yaml TooManyRequests). `retryAfterSeconds` comes from `Retry-After`
 * (seconds or an HTTP date), else `RateLimit-Reset`; undefined when the answer gave neither.
 */
export class ApiRateLimitedError extends ApiHttpError {
  override readonly name: string = 'ApiRateLimitedError';
  readonly retryAfterSeconds: number | undefined;

  constructor(
    request: { method: string; url: string },
    retryAfterSeconds: number | undefined,
    body?: unknown,
  ) {
    super(429, 'HTTP 429: Too many requests', request, body);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Seconds to wait from `Retry-After` (delta-seconds or HTTP date) or `RateLimit-Reset`; undefined if neither. */
export function retryAfterSeconds(headers: Headers, now: number = Date.now()): number | undefined {
  const seconds = (value: string | null) => (value && /^\s*\d+\s*$/.test(value) ? Number(value) : undefined);
  const retryAfter = headers.get('retry-after');
  const delta = seconds(retryAfter);
  if (delta !== undefined) return delta;
  const date = retryAfter ? Date.parse(retryAfter) : NaN;
  if (!Number.isNaN(date)) return Math.max(0, Math.ceil((date - now) / 1000));
  return seconds(headers.get('ratelimit-reset'));
}

/**
 * The JSON body's `status` field differs from the HTTP status (or is missing). Spec: "The response body carries
 * a status field that must equal the HTTP status ... a status mismatch raise[s] errors."
 */
export class ApiStatusMismatchError extends ApiError {
  override readonly name: string = 'ApiStatusMismatchError';
  readonly httpStatus: number;
  /** The body's `status` value as received (undefined when the field is absent). */
  readonly bodyStatus: unknown;

  constructor(httpStatus: number, bodyStatus: unknown, request: { method: string; url: string }) {
    const got = bodyStatus === undefined ? 'no status field' : `status ${JSON.stringify(bodyStatus)}`;
    super(`Response status mismatch: HTTP ${httpStatus} but body has ${got}`, request);
    this.httpStatus = httpStatus;
    this.bodyStatus = bodyStatus;
  }
}

/** The request never got a response (offline, DNS, CORS, connection refused, aborted). */
export class ApiNetworkError extends ApiError {
  override readonly name: string = 'ApiNetworkError';

  constructor(request: { method: string; url: string }, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`Network error: ${reason}`, request, { cause });
  }
}
