import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { unwrap } from '@/lib/unwrap';
import { visibleTemplates } from '../utils/templates';

export const interviewTemplatesQueryKey = ['interview-templates'] as const;

/** GET /interview-templates, already filtered (hidden company) and sorted by `sort`. */
export const getInterviewTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: interviewTemplatesQueryKey,
    queryFn: async ({ signal }) => {
      return visibleTemplates(unwrap(await api.GET('/interview-templates', { signal }), 'Templates missing'));
    },
    staleTime: 5 * 60_000,
    meta: { errorMessage: 'Failed to load interview templates. Please try again.' },
  });

export function useInterviewTemplates() {
  return useQuery(getInterviewTemplatesQueryOptions());
}
