import { DEFAULT_CANDIDATE_TIER } from '@mockint/api-contract';
import { isInterviewerLanguageAvailable } from '@/lib/format';

export type OptionTag = 'Premium' | 'Coming soon' | null;

/** FREE_SIGNUP candidates cannot pick premium options (spec). */
export function premiumTag(option: { premium?: boolean | null }, tier: string | null | undefined): OptionTag {
  return (tier ?? DEFAULT_CANDIDATE_TIER) === DEFAULT_CANDIDATE_TIER && option.premium ? 'Premium' : null;
}

/**
 * Interviewers: 'Coming soon' (language not English/Indonesian) wins over 'Premium' because it applies
 * to every tier; the tag doubles as the reason the option is disabled.
 */
export function interviewerTag(
  option: { label: string; premium?: boolean | null },
  tier: string | null | undefined,
): OptionTag {
  if (!isInterviewerLanguageAvailable(option.label)) return 'Coming soon';
  return premiumTag(option, tier);
}
