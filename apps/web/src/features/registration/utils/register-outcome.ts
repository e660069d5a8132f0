import { paths } from '@/config/paths';
import { RESUME_TOO_LARGE } from './resume';
export type RegisterOutcome =
  | { kind: 'success'; sessionId: string; redirect: string }
  | { kind: 'error'; message: string; redirect?: string };

export const REGISTER_EXCEPTION_MESSAGE =
  'An error occurred while registering the interview. Please try again.';
export const REGISTER_FAILED_MESSAGE = 'Failed to register interview. Please try again.';

/** Error codes the register endpoint puts in `message` on 400 (spec), with their toast and redirect. */
const KNOWN_400: Record<string, { message: string; redirect?: string }> = {
  BENEFIT_QUOTA_EXCEEDED: {
    message: 'Quota limit reached. Upgrade your plan to start a new interview',
    redirect: paths.subscriptions,
  },
  INTERVIEW_QUOTA_EXCEEDED: {
    message: "We've hit the daily mock interview limit for Free users. Please consider upgrading your plan.",
    redirect: paths.dashboard,
  },
  FILE_EXTENSION_NOT_ALLOWED: { message: 'Only PDF files are allowed for resume upload.' },
  FILE_SIZE_EXCEEDED: { message: RESUME_TOO_LARGE },
  FILE_UPLOAD_FAILED: { message: 'Resume upload failed. Please try another resume file.' },
};

/**
 * Maps the register response to what the user sees. `httpStatus` is the HTTP status; `body` the parsed JSON
 * ({status, message?, data?: {id}}). Thrown errors are the caller's: they show REGISTER_EXCEPTION_MESSAGE.
 */
export function interpretRegisterResponse(httpStatus: number, body: unknown): RegisterOutcome {
  const b = (body && typeof body === 'object' ? body : {}) as {
    status?: unknown;
    message?: unknown;
    data?: { id?: unknown } | null;
  };
  // The body's status must equal the HTTP status (spec); a mismatch is treated like a transport failure.
  if (typeof b.status === 'number' && b.status !== httpStatus) {
    return { kind: 'error', message: REGISTER_EXCEPTION_MESSAGE };
  }
  if (httpStatus === 400) {
    const code = typeof b.message === 'string' ? b.message : '';
    const known = KNOWN_400[code];
    if (known) return { kind: 'error', ...known };
    return { kind: 'error', message: `Failed to register interview: ${code || 'Bad request'}` };
  }
  const id = b.data?.id;
  if (httpStatus === 200 && (typeof id === 'string' || typeof id === 'number') && String(id) !== '') {
    const sessionId = String(id);
    return {
      kind: 'success',
      sessionId,
      redirect: `${paths.interviewJoin}?session=${encodeURIComponent(sessionId)}`,
    };
  }
  return { kind: 'error', message: REGISTER_FAILED_MESSAGE };
}
