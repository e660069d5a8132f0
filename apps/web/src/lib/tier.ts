import type { CandidateTier } from '@mockint/api-contract';

/** Tier assumed when a candidate has no credit record (spec: "Tier defaults to FREE_SIGNUP when absent"). */
export const DEFAULT_TIER: CandidateTier = 'FREE_SIGNUP';
