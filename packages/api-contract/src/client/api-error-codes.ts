import type { components } from '../../generated/openapi.d.ts';

export type ErrorEnvelope = components['schemas']['ErrorEnvelope'];
export type BadRequestEnvelope = components['schemas']['BadRequestEnvelope'];
export type ApiErrorCode = components['schemas']['ApiErrorCode'];

// One runtime list of codes for the root and the client entry: generated from openapi.yaml (generated/openapi-enums.ts).
export { API_ERROR_CODES, isApiErrorCode } from '../http/enums.ts';

/**
 * The code a 400 answer carries in `message` (e.g. 'INTERVIEW_QUOTA_EXCEEDED'), for the `error` that
 * openapi-fetch returns. Unknown codes come back as-is (the spec's "Other 400" case shows them in the
 * message); anything that is not a 400 envelope gives undefined.
 */
export function getErrorCode(error: unknown): ApiErrorCode | (string & {}) | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, message } = error as { status?: unknown; message?: unknown };
  if (status !== 400 || typeof message !== 'string' || message === '') return undefined;
  return message;
}

/** Readable reason of any error envelope (400, 403, 500), for logs and "Failed to …: {message}" toasts. */
export function getErrorMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { message } = error as { message?: unknown };
  return typeof message === 'string' && message !== '' ? message : undefined;
}
