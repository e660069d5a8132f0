import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { unwrap } from '@/lib/unwrap';
import { DASHBOARD_PAGE_SIZE } from '../utils/dashboard-display';
import { ROOMS_FETCH_FAILED } from '@/lib/messages';

export const latestInterviewRoomsQueryKey = [
  'candidate',
  'interview-rooms',
  'latest',
  DASHBOARD_PAGE_SIZE,
] as const;

/** GET /candidate/interview-rooms?page=0&size=5&sort=createdAt,desc — the dashboard's latest sessions. */
export const getLatestInterviewRoomsQueryOptions = () =>
  queryOptions({
    queryKey: latestInterviewRoomsQueryKey,
    queryFn: async ({ signal }) => {
      return unwrap(
        await api.GET('/candidate/interview-rooms', {
          params: { query: { page: 0, size: DASHBOARD_PAGE_SIZE, sort: 'createdAt,desc' } },
          signal,
        }),
        'Interview rooms missing',
      );
    },
    meta: { errorMessage: ROOMS_FETCH_FAILED },
  });

export function useLatestInterviewRooms() {
  return useQuery(getLatestInterviewRoomsQueryOptions());
}
