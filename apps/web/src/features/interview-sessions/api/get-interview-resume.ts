import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/toast';
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

/**
 * The session list's resume link: through the mutation cache, so 'Processing your request...' shows while the
 * link is fetched (spec), then the PDF opens in a new tab, or the spec's warning/error toast shows.
 */
export function useOpenInterviewResume() {
  return useMutation({
    mutationKey: ['candidate', 'interview-resume'],
    mutationFn: getInterviewResume,
    meta: { errorMessage: RESUME_FAILED },
    onSuccess: (url) => {
      if (!url) notify.warning(NO_RESUME);
      else window.open(url, '_blank', 'noopener,noreferrer');
    },
  });
}
