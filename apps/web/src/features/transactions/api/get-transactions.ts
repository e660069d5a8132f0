import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const TRANSACTIONS_PAGE_SIZE = 6;

export const transactionsQueryKey = (page: number) => ['candidate', 'transactions', page] as const;

/** GET /candidate-transactions?page={zero-based}&size=6&sort=createdAt,desc */
export const getTransactionsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: transactionsQueryKey(page),
    queryFn: async ({ signal }) => {
      const { data, error } = await api.GET('/candidate-transactions', {
        params: { query: { page, size: TRANSACTIONS_PAGE_SIZE, sort: 'createdAt,desc' } },
        signal,
      });
      if (error || !data?.data) throw new Error(error?.message ?? 'Transactions missing');
      return data.data;
    },
    // Keep the current rows on screen while the next page loads: no table collapse between pages.
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Failed to fetch transactions. Please try again.' },
  });

export function useTransactions(page: number) {
  return useQuery(getTransactionsQueryOptions(page));
}
