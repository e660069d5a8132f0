import type { components } from '../../generated/openapi.d.ts';

type Schemas = components['schemas'];

// Runtime copies of the enums in openapi.yaml, for code that needs values (selects, label maps, zod enums).
// `satisfies readonly X[]` catches a value the contract does not know; test/openapi-enums.test.ts catches a
// value missing here, so the lists cannot drift from the contract in either direction.

export const API_ERROR_CODES = [
  'VALIDATION_ERROR',
  'INVALID_AUTHORIZATION_CODE',
  'INSUFFICIENT_CREDITS',
  'BENEFIT_QUOTA_EXCEEDED',
  'INTERVIEW_QUOTA_EXCEEDED',
  'PREMIUM_OPTION_NOT_ALLOWED',
  'JOB_DESCRIPTION_TOO_LONG',
  'FILE_EXTENSION_NOT_ALLOWED',
  'FILE_SIZE_EXCEEDED',
  'FILE_UPLOAD_FAILED',
  'INTERVIEW_NOT_FINISHED',
  'INTERVIEW_ALREADY_FINISHED',
  'FEEDBACK_NOT_FOUND',
  'FEEDBACK_GENERATING',
] as const satisfies readonly Schemas['ApiErrorCode'][];

export const ROOM_STATUSES = [
  'REGISTERED',
  'ONGOING',
  'FINISHED',
] as const satisfies readonly Schemas['RoomStatus'][];

export const INTERVIEW_TYPES = [
  'JOB_INTERVIEW',
  'SALARY_NEGOTIATION',
] as const satisfies readonly Schemas['InterviewType'][];

export const CHAT_SENDERS = ['MODEL', 'CANDIDATE'] as const satisfies readonly Schemas['ChatSender'][];

export const SALARY_PAYMENT_PERIODS = [
  'MONTHLY',
  'ANNUALLY',
  'HOURLY',
  'DAILY',
  'WEEKLY',
  'BIWEEKLY',
] as const satisfies readonly Schemas['SalaryPaymentPeriod'][];

export const TRANSACTION_TYPES = [
  'purchase',
  'manual_adjustment',
  'signup_bonus',
] as const satisfies readonly Schemas['TransactionType'][];

export const ORDER_STATUSES = [
  'pending',
  'failed',
  'paid',
  'refunded',
  'partial_refund',
  'fraudulent',
  'unknown',
] as const satisfies readonly Schemas['OrderStatus'][];

export const CONSENT_TYPES = [
  'SIGN_UP',
  'INTERVIEW_REGISTRATION',
] as const satisfies readonly Schemas['ConsentType'][];

export const CANDIDATE_TIERS = [
  'FREE_SIGNUP',
  'STARTER',
  'PROFESSIONAL',
  'PREMIUM',
] as const satisfies readonly Schemas['CandidateTier'][];

/** Tier assumed when a candidate has no credit record (spec: "Tier defaults to FREE_SIGNUP when absent"). */
export const DEFAULT_CANDIDATE_TIER = 'FREE_SIGNUP' satisfies Schemas['CandidateTier'];

/** Operations callable without a bearer token; every other operation needs one. */
export const PUBLIC_OPERATION_IDS = [
  'createGoogleAuthorizationUri',
  'exchangeAuthorizationCode',
  'listApplicationPlans',
] as const;

function includes<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

export const isApiErrorCode = (value: unknown): value is Schemas['ApiErrorCode'] =>
  includes(API_ERROR_CODES, value);
export const isRoomStatus = (value: unknown): value is Schemas['RoomStatus'] =>
  includes(ROOM_STATUSES, value);
export const isInterviewType = (value: unknown): value is Schemas['InterviewType'] =>
  includes(INTERVIEW_TYPES, value);
