/** Codes carried in `message` of a 400, as the web app's error catalogue expects (access spec §8). */
export const ErrorCode = {
  BENEFIT_QUOTA_EXCEEDED: 'BENEFIT_QUOTA_EXCEEDED',
  INTERVIEW_QUOTA_EXCEEDED: 'INTERVIEW_QUOTA_EXCEEDED',
  FILE_EXTENSION_NOT_ALLOWED: 'FILE_EXTENSION_NOT_ALLOWED',
  FILE_SIZE_EXCEEDED: 'FILE_SIZE_EXCEEDED',
  FILE_UPLOAD_FAILED: 'FILE_UPLOAD_FAILED',
  INSUFFICIENT_CREDITS: 'INSUFFICIENT_CREDITS',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const RESUME_MAX_BYTES = 5_000_000;
export const JOB_DESCRIPTION_MAX_CHARS = 2500;
/** Free-tier registrations allowed per UTC calendar day (docs/decisions/0203). */
export const FREE_DAILY_INTERVIEW_LIMIT = 3;
