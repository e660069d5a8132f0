/** What an `api.GET/POST(...)` call resolves to: the envelope on success, the error envelope otherwise. */
interface ApiResult<T> {
  data?: { data?: T | null } | undefined;
  error?: { message?: string } | undefined;
}

/**
 * The `data` of a successful envelope, or a thrown Error carrying the server's message (or `missing` when
 * the answer had no data): the one place an API result becomes a value for TanStack Query.
 */
export function unwrap<T>(result: ApiResult<T>, missing: string): NonNullable<T> {
  const { data, error } = result;
  if (error || !data?.data) throw new Error(error?.message ?? missing);
  return data.data;
}
