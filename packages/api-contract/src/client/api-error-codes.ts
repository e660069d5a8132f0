import type { components } from '../../generated/openapi.d.ts';

export type ErrorEnvelope = components['schemas']['ErrorEnvelope'];
export type BadRequestEnvelope = components['schemas']['BadRequestEnvelope'];
export type ApiErrorCode = components['schemas']['ApiErrorCode'];

// `satisfies Record<ApiErrorCode, true>` fails typecheck when openapi.yaml gains or loses a code, so this
// runtime list cannot drift from the contract.
const API_ERROR_CODE_FLAGS = {
  VALIDATION_ERROR: true,
  INVALID_AUTHORIZATION_CODE: true,
  INSUFFICIENT_CREDITS: true,
  BENEFIT_QUOTA_EXCEEDED: true,
  INTERVIEW_QUOTA_EXCEEDED: true,
  PREMIUM_OPTION_NOT_ALLOWED: true,
  JOB_DESCRIPTION_TOO_LONG: true,
  FILE_EXTENSION_NOT_ALLOWED: true,
  FILE_SIZE_EXCEEDED: true,
  FILE_UPLOAD_FAILED: true,
  INTERVIEW_NOT_FINISHED: true,
  INTERVIEW_ALREADY_FINISHED: true,
  FEEDBACK_NOT_FOUND: true,
} as const satisfies Record<ApiErrorCode, true>;

export const API_ERROR_CODES = Object.keys(API_ERROR_CODE_FLAGS) as ApiErrorCode[];

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && Object.hasOwn(API_ERROR_CODE_FLAGS, value);
}

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
