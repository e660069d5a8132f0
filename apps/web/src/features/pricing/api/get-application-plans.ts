import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { unwrap } from '@/lib/unwrap';

export const applicationPlansQueryKey = ['application-plans'] as const;

/** GET /application-plans (public: visitors see pricing too). */
export const getApplicationPlansQueryOptions = () =>
  queryOptions({
    queryKey: applicationPlansQueryKey,
    queryFn: async ({ signal }) => {
      return unwrap(await api.GET('/application-plans', { signal }), 'Plans missing');
    },
    staleTime: 5 * 60_000,
    meta: { errorMessage: 'Failed to get application plans' },
  });

export function useApplicationPlans() {
  return useQuery(getApplicationPlansQueryOptions());
}
