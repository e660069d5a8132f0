import { API_ERROR_CODES, INTERVIEW_TYPES, ROOM_STATUSES } from '../../generated/openapi-enums.ts';
import type { components } from '../../generated/openapi.d.ts';

// The runtime arrays of the enums (API_ERROR_CODES, ROOM_STATUSES…) are generated from openapi.yaml by
// scripts/generate.ts; test/openapi-exports.test.ts holds them (and what follows) to the yaml.
export * from '../../generated/openapi-enums.ts';

type Schemas = components['schemas'];

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
