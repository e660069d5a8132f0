import { ApiHttpError, ApiRateLimitedError } from '@mockint/api-contract/client';

/** "30 seconds", "1 minute", "3 minutes"; rounded up so the candidate never retries too early. */
export function waitText(seconds: number): string {
  if (seconds <= 1) return '1 second';
  if (seconds < 60) return `${Math.ceil(seconds)} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/**
 * The toast for a 429 (sign-in, registration, extraction, feedback), saying when to try again; undefined for
 * any other error so callers fall back to their own message. Decision 0432.
 */
export function rateLimitMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiRateLimitedError)) return undefined;
  const seconds = error.retryAfterSeconds;
  return seconds === undefined
    ? 'Too many requests. Please wait a moment and try again.'
    : `Too many requests. Please try again in ${waitText(seconds)}.`;
}

/**
 * A status the client threw for that is still an answer for the caller to interpret (401, 404, 409, 502, 503…),
 * else undefined. A 429 never counts: it has its own message (rateLimitMessage) saying when to try again.
 */
export function answeredHttpError(error: unknown): ApiHttpError | undefined {
  return error instanceof ApiHttpError && !(error instanceof ApiRateLimitedError) ? error : undefined;
}
