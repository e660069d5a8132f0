import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiNetworkError, ApiUnauthorizedError } from '@mockint/api-contract/client';
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
}

function toastFailure(error: unknown, meta: QueryMeta | undefined): void {
  // A 429 says when to try again instead of the generic message, even for silent calls (extraction).
  const limited = rateLimitMessage(error);
  if (limited) return void notify.error(limited);
  if (!meta?.errorMessage || error instanceof ApiUnauthorizedError) return;
  notify.error(meta.errorMessage);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => toastFailure(error, query.meta) }),
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
