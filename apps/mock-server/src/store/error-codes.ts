import type { ApiErrorCode } from '@mockint/api-contract';

/** Codes carried in `message` of a 400 (contract ApiErrorCode; the web app's error catalogue switches on them). */
export const ErrorCode = {
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  INVALID_AUTHORIZATION_CODE: 'INVALID_AUTHORIZATION_CODE',
  INSUFFICIENT_CREDITS: 'INSUFFICIENT_CREDITS',
  BENEFIT_QUOTA_EXCEEDED: 'BENEFIT_QUOTA_EXCEEDED',
  INTERVIEW_QUOTA_EXCEEDED: 'INTERVIEW_QUOTA_EXCEEDED',
  JOB_DESCRIPTION_TOO_LONG: 'JOB_DESCRIPTION_TOO_LONG',
  FILE_EXTENSION_NOT_ALLOWED: 'FILE_EXTENSION_NOT_ALLOWED',
  FILE_SIZE_EXCEEDED: 'FILE_SIZE_EXCEEDED',
  FILE_UPLOAD_FAILED: 'FILE_UPLOAD_FAILED',
  INTERVIEW_NOT_FINISHED: 'INTERVIEW_NOT_FINISHED',
  INTERVIEW_ALREADY_FINISHED: 'INTERVIEW_ALREADY_FINISHED',
  FEEDBACK_NOT_FOUND: 'FEEDBACK_NOT_FOUND',
} as const satisfies Record<string, ApiErrorCode>;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const RESUME_MAX_BYTES = 5_000_000;
export const JOB_DESCRIPTION_MAX_CHARS = 2500;
/** Free-tier registrations allowed per UTC calendar day (docs/decisions/0203). */
export const FREE_DAILY_INTERVIEW_LIMIT = 3;
