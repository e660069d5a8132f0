import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiHttpError, ApiUnauthorizedError } from '@mockint/api-contract/client';
import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import {
  classifyFeedback,
  REPORT_POLL_ATTEMPTS,
  REPORT_POLL_MS,
  type FeedbackOutcome,
} from '../utils/feedback-outcome';

/** GET /candidate/interview-feedbacks/room/{sessionId}, classified (never throws for API answers). */
export const getInterviewFeedbackQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['candidate', 'interview-feedback', sessionId] as const,
    queryFn: async ({ signal }): Promise<FeedbackOutcome> => {
      try {
        const { data, error, response } = await api.GET('/candidate/interview-feedbacks/room/{sessionId}', {
          params: { path: { sessionId } },
          signal,
        });
        return classifyFeedback({
          data: data?.data,
          errorMessage: error?.message,
          httpStatus: response.status,
        });
      } catch (error) {
        // A 401 is on its way to /logout: an outcome here would send the page to its own exit (the report
        // gate's 'Something went wrong…' and the dashboard) and could win that race (decision 0265).
        if (error instanceof ApiUnauthorizedError) throw error;
        if (error instanceof ApiHttpError) {
          const message = (error.body as { message?: unknown } | undefined)?.message;
          return classifyFeedback({
            httpStatus: error.status,
            errorMessage: typeof message === 'string' ? message : null,
          });
        }
        return { kind: 'error' };
      }
    },
    retry: false,
  });

export function useInterviewFeedback(sessionId: string | null) {
  const queryClient = useQueryClient();
  const options = getInterviewFeedbackQueryOptions(sessionId ?? '');
  const query = useQuery({
    ...options,
    enabled: Boolean(sessionId),
    refetchInterval: (query) =>
      query.state.data?.kind === 'generating' && query.state.dataUpdateCount < REPORT_POLL_ATTEMPTS
        ? REPORT_POLL_MS
        : false,
  });
  const updates = queryClient.getQueryState(options.queryKey)?.dataUpdateCount ?? 0;
  /** True once a report being generated was asked for REPORT_POLL_ATTEMPTS times: time to give up. */
  return { ...query, pollExhausted: updates >= REPORT_POLL_ATTEMPTS };
}

/**
 * Starts the report request for `?session=` before the page's code has arrived (decision 0440); settles once
 * the answer is in the cache (it never rejects).
 */
export function prefetchInterviewFeedback(search: URLSearchParams): Promise<void> {
  const sessionId = search.get('session');
  return sessionId
    ? queryClient.prefetchQuery(getInterviewFeedbackQueryOptions(sessionId))
    : Promise.resolve();
}
