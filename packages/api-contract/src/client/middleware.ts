import type { Middleware } from 'openapi-fetch';
import {
  ApiHttpError,
  ApiNetworkError,
  ApiRateLimitedError,
  ApiStatusMismatchError,
  ApiUnauthorizedError,
  retryAfterSeconds,
} from './errors.ts';

export type AccessTokenGetter = () => string | null | undefined | Promise<string | null | undefined>;

/** Statuses the spec hands back to the caller as openapi-fetch's typed `{ error }` branch. */
export const RETURNED_ERROR_STATUSES: ReadonlySet<number> = new Set([400, 403, 500]);

function isJsonResponse(response: Response): boolean {
  const type = response.headers.get('content-type') ?? '';
  return /^application\/(?:[\w.+-]+\+)?json\b/i.test(type);
}

async function readBody(response: Response): Promise<{ json: boolean; value: unknown }> {
  // Read a clone: openapi-fetch parses the original afterwards.
  const text = await response.clone().text();
  if (text === '') return { json: false, value: undefined };
  if (!isJsonResponse(response)) return { json: false, value: text };
  try {
    return { json: true, value: JSON.parse(text) as unknown };
  } catch {
    return { json: false, value: text };
  }
}

function bodyMessage(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  return undefined;
}

/** Adds `Authorization: Bearer <token>`; sends no header at all when there is no token. */
export function bearerAuthMiddleware(getAccessToken: AccessTokenGetter): Middleware {
  return {
    async onRequest({ request }) {
      const token = await getAccessToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      else request.headers.delete('Authorization');
      return request;
    },
  };
}

/**
 * The spec's HTTP handling, in order:
 * 1. 401 → `onUnauthorized()` (the app logs out), then throw ApiUnauthorizedError.
 * 2. A JSON body whose `status` differs from the HTTP status → throw ApiStatusMismatchError.
 * 3. 400, 403, 500 → returned to the caller as openapi-fetch's typed `{ error }`.
 * 4. 429 → throw ApiRateLimitedError (with the seconds to wait); any other non-OK → throw ApiHttpError.
 * Network failures become ApiNetworkError; aborts pass through untouched so cancellation still works.
 */
export function responseHandlingMiddleware(onUnauthorized: () => void): Middleware {
  return {
    async onResponse({ request, response }) {
      const target = { method: request.method, url: request.url };
      const body = await readBody(response);

      if (response.status === 401) {
        let failure: unknown;
        try {
          onUnauthorized();
        } catch (error) {
          // The caller must still see a 401, not whatever the logout handler tripped over.
          failure = error;
        }
        throw new ApiUnauthorizedError(target, body.value, failure);
      }

      if (body.json) {
        const value = body.value;
        const bodyStatus =
          typeof value === 'object' && value !== null && !Array.isArray(value) && 'status' in value
            ? value.status
            : undefined;
        if (bodyStatus !== response.status)
          throw new ApiStatusMismatchError(response.status, bodyStatus, target);
      }

      if (response.ok || RETURNED_ERROR_STATUSES.has(response.status)) return undefined;

      if (response.status === 429)
        throw new ApiRateLimitedError(target, retryAfterSeconds(response.headers), body.value);
      const reason = bodyMessage(body.value) ?? (response.statusText || 'request failed');
      throw new ApiHttpError(response.status, `HTTP ${response.status}: ${reason}`, target, body.value);
    },
    onError({ request, error }) {
      if (error instanceof Error && error.name === 'AbortError') return undefined;
      return new ApiNetworkError({ method: request.method, url: request.url }, error);
    },
  };
}
