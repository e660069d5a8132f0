import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const applicationPlansQueryKey = ['application-plans'] as const;

/** GET /application-plans (public: visitors see pricing too). */
export const getApplicationPlansQueryOptions = () =>
  queryOptions({
    queryKey: applicationPlansQueryKey,
    queryFn: async ({ signal }) => {
      const { data, error } = await api.GET('/application-plans', { signal });
      if (error || !data?.data) throw new Error(error?.message ?? 'Plans missing');
      return data.data;
    },
    staleTime: 5 * 60_000,
    meta: { errorMessage: 'Failed to get application plans' },
  });

export function useApplicationPlans() {
  return useQuery(getApplicationPlansQueryOptions());
}
