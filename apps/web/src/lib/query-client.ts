import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiNetworkError, ApiUnauthorizedError } from '@mockint/api-contract/client';
import { paths } from '@/config/paths';
import { hasAccessToken } from './auth/cookies';
import { navigateTo, type LogoutNavigationState } from './navigation';
import { rateLimitMessage } from './rate-limit';
import { notify } from './toast';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: QueryMeta;
    mutationMeta: QueryMeta;
  }
}

export interface QueryMeta extends Record<string, unknown> {
  /** Background call: no 'Processing your request...' toast. */
  silent?: boolean;
  /** Shown as an error toast when the call fails (skipped for 401: the user is being logged out). */
  errorMessage?: string;
  /**
   * Any failure of this query ends the session with this message (the profile: the spec logs a candidate out
   * when the refresh fails). On the query rather than on the navigation's refresh call: a page's own read of
   * the same query can be the one that meets the failure (it starts first on a fast load), and the refresh
   * that follows then succeeds; the candidate must still be logged out.
   */
  endsSessionWith?: string;
}

function toastFailure(error: unknown, meta: QueryMeta | undefined): void {
  // A 429 says when to try again instead of the generic message, even for silent calls (extraction).
  const limited = rateLimitMessage(error);
  if (limited) return void notify.error(limited);
  if (!meta?.errorMessage || error instanceof ApiUnauthorizedError) return;
  notify.error(meta.errorMessage);
}

function endSession(error: unknown, meta: QueryMeta | undefined): void {
  // A 401 is already on its way to /logout; a logout that raced this call needs no message either.
  if (!meta?.endsSessionWith || error instanceof ApiUnauthorizedError || !hasAccessToken()) return;
  // Logout clears every toast, so the message travels with the navigation and is shown afterwards.
  const state: LogoutNavigationState = { errorMessage: meta.endsSessionWith, forced: true };
  navigateTo(paths.logout, { replace: true, state });
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        toastFailure(error, query.meta);
        endSession(error, query.meta);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _v, _c, mutation) => toastFailure(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Error toasts are the spec's UX: retry only when the network blipped, once.
        retry: (failureCount, error) => failureCount < 1 && error instanceof ApiNetworkError,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
