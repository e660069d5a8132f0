import { useQuery } from '@tanstack/react-query';
import type { InterviewFeedback } from '@mockint/api-contract';
import { api } from '@/lib/api-client';
import { unwrap } from '@/lib/unwrap';
import { PROGRESS_SESSIONS } from '../utils/progress';

export const PROGRESS_FAILED = 'Could not load your progress. Please try again.';

export interface ProgressData {
  feedbacks: InterviewFeedback[];
  /** Finished sessions whose report could not be loaded (generating, or the call failed). */
  missing: number;
}

/**
 * The last finished sessions' reports: one list call (a page wide enough to hold 10 finished sessions among
 * registered ones), then their reports in parallel; a report that fails is counted, not fatal.
 */
async function getProgress(signal: AbortSignal): Promise<ProgressData> {
  const page = unwrap(
    await api.GET('/candidate/interview-rooms', {
      params: { query: { page: 0, size: 30, sort: 'createdAt,desc' } },
      signal,
    }),
    PROGRESS_FAILED,
  );
  const finished = page.content.filter((room) => room.status === 'FINISHED').slice(0, PROGRESS_SESSIONS);
  const results = await Promise.allSettled(
    finished.map(async (room) =>
      unwrap(
        await api.GET('/candidate/interview-feedbacks/room/{sessionId}', {
          params: { path: { sessionId: room.id } },
          signal,
        }),
        PROGRESS_FAILED,
      ),
    ),
  );
  const feedbacks = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  return { feedbacks, missing: results.length - feedbacks.length };
}

export function useProgress() {
  return useQuery({
    queryKey: ['coaching', 'progress'] as const,
    queryFn: ({ signal }) => getProgress(signal),
    // Background section: its failure is shown in place, not as a toast.
    meta: { silent: true },
  });
}
