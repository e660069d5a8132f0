import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { unwrap } from '@/lib/unwrap';
import { queryClient } from '@/lib/query-client';
import { SESSIONS_PAGE_SIZE, sessionsPageFrom } from '../utils/pagination';
import { ROOMS_FETCH_FAILED } from '@/lib/messages';

export const ROOMS_FAILED = ROOMS_FETCH_FAILED;
export const interviewRoomsPageQueryKey = (page: number) =>
  ['candidate', 'interview-rooms', 'page', page] as const;

/** GET /candidate/interview-rooms?page={zero-based}&size=6&sort=createdAt,desc (spec). */
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

/** Starts the list's request for the page in `search` before the page's code has arrived (decision 0440). */
export function prefetchInterviewRoomsPage(search: URLSearchParams): void {
  void queryClient.prefetchQuery(getInterviewRoomsPageQueryOptions(sessionsPageFrom(search)));
}
