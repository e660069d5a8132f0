import { api } from '@/lib/api-client';
import { unwrap } from '@/lib/unwrap';

export const RESUME_FAILED = 'Failed to fetch candidate interview resume. Please try again.';
export const NO_RESUME = 'You have not uploaded a resume.';

/** GET /candidate/interview-resumes/{roomId}: the presigned link, or null when no resume was uploaded. */
export async function getInterviewResume(roomId: string): Promise<string | null> {
  const resume = unwrap(
    await api.GET('/candidate/interview-resumes/{roomId}', { params: { path: { roomId } } }),
    RESUME_FAILED,
  );
  return resume.presignedUrl ?? null;
}
