import { z } from 'zod';
import { NICKNAME_MAX_LENGTH } from '@mockint/api-contract';
import { displayName } from '@/lib/people';

export const nicknameFormSchema = z.object({
  nickname: z
    .string()
    .trim()
    .min(1, { message: 'Nickname is required' })
    .max(NICKNAME_MAX_LENGTH, { message: `Nickname must be at most ${NICKNAME_MAX_LENGTH} characters` }),
});
export type NicknameForm = z.infer<typeof nicknameFormSchema>;

/** Prefill: the nickname, else the full name (spec). */
export function nicknamePrefill(
  candidate: { nickname?: string | null; fullName?: string | null } | undefined,
): string {
  return displayName(candidate);
}

export function needsNickname(candidate: { nickname?: string | null } | undefined): boolean {
  return Boolean(candidate) && !candidate?.nickname?.trim();
}
