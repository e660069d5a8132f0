import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { unwrap } from '@/lib/unwrap';

export const TRANSACTIONS_PAGE_SIZE = 6;

export const transactionsQueryKey = (page: number) => ['candidate', 'transactions', page] as const;

/** GET /candidate-transactions?page={zero-based}&size=6&sort=createdAt,desc */
export const getTransactionsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: transactionsQueryKey(page),
    queryFn: async ({ signal }) => {
      return unwrap(
        await api.GET('/candidate-transactions', {
          params: { query: { page, size: TRANSACTIONS_PAGE_SIZE, sort: 'createdAt,desc' } },
          signal,
        }),
        'Transactions missing',
      );
    },
    // Keep the current rows on screen while the next page loads: no table collapse between pages.
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Failed to fetch transactions. Please try again.' },
  });

export function useTransactions(page: number) {
  return useQuery(getTransactionsQueryOptions(page));
}
