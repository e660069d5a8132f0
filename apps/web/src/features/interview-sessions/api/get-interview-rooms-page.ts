import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { unwrap } from '@/lib/unwrap';
import { SESSIONS_PAGE_SIZE } from '../utils/pagination';
import { ROOMS_FETCH_FAILED } from '@/lib/messages';

export const ROOMS_FAILED = ROOMS_FETCH_FAILED;
export const interviewRoomsPageQueryKey = (page: number) =>
  ['candidate', 'interview-rooms', 'page', page] as const;

/** GET /candidate/interview-rooms?page={zero-based}&size=6&sort=createdAt,desc (spec §7.1). */
export const getInterviewRoomsPageQueryOptions = (page: number) =>
  queryOptions({
    queryKey: interviewRoomsPageQueryKey(page),
    queryFn: async ({ signal }) => {
      return unwrap(
        await api.GET('/candidate/interview-rooms', {
          params: { query: { page, size: SESSIONS_PAGE_SIZE, sort: 'createdAt,desc' } },
          signal,
        }),
        ROOMS_FAILED,
      );
    },
    placeholderData: keepPreviousData,
    meta: { errorMessage: ROOMS_FAILED },
  });

export function useInterviewRoomsPage(page: number) {
  return useQuery(getInterviewRoomsPageQueryOptions(page));
}
