import { api } from '@/lib/api-client';

export const RESUME_FAILED = 'Failed to fetch candidate interview resume. Please try again.';
export const NO_RESUME = 'You have not uploaded a resume.';

/** GET /candidate/interview-resumes/{roomId}: the presigned link, or null when no resume was uploaded. */
export async function getInterviewResume(roomId: string): Promise<string | null> {
  const { data, error } = await api.GET('/candidate/interview-resumes/{roomId}', {
    params: { path: { roomId } },
  });
  if (error || !data?.data) throw new Error(error?.message ?? RESUME_FAILED);
  return data.data.presignedUrl ?? null;
}
