import { createControlClient } from '@mockint/api-contract/client';
import { env } from '@/config/env';
import { cookieNames, getCookie } from '@/lib/auth/cookies';

/** The mock's origin: the panel talks only to its control API (/__mock), typed from control-openapi.yaml. */
export const mockOrigin = new URL(env.apiBaseUrl).origin;
export const control = createControlClient(mockOrigin);

/** The signed-in candidate's id, from the `session` cookie (`<candidateId>:<accessToken>`). */
export function signedInCandidateId(): string | undefined {
  const session = getCookie(cookieNames.session);
  return session ? session.split(':')[0] || undefined : undefined;
}

/** The message of a control call's error envelope, or a generic one. */
export function errorText(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error) return String(error.message);
  return 'The mock did not answer';
}
