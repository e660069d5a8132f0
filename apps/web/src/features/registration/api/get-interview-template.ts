import { queryOptions, useQuery } from '@tanstack/react-query';
import { templateQuery } from '@/config/paths';
import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { unwrap } from '@/lib/unwrap';

export const interviewTemplateQueryKey = (id: string) => ['interview-templates', id] as const;

/** GET /interview-templates/{id} — used to prefill the job-interview wizard. */
export const getInterviewTemplateQueryOptions = (id: string) =>
  queryOptions({
    queryKey: interviewTemplateQueryKey(id),
    queryFn: async ({ signal }) => {
      return unwrap(
        await api.GET('/interview-templates/{id}', {
          params: { path: { id } },
          signal,
        }),
        'Template missing',
      );
    },
    retry: false,
    staleTime: 5 * 60_000,
    meta: { errorMessage: 'Failed to fetch interview template. Please try again.' },
  });

export function useInterviewTemplate(id: string | null) {
  return useQuery({ ...getInterviewTemplateQueryOptions(id ?? ''), enabled: !!id });
}

/** The wizard's `?interviewTemplateId=` (spec): the template it opens with, if any. */
export const templateIdFrom = (search: URLSearchParams): string | null => search.get(templateQuery) || null;

/** Starts the template's request for `?interviewTemplateId=` before the wizard's code has run (decision 0440). */
export function prefetchInterviewTemplate(search: URLSearchParams): void {
  const id = templateIdFrom(search);
  if (id) void queryClient.prefetchQuery(getInterviewTemplateQueryOptions(id));
}
