import { badRequest } from './errors.ts';

export interface PageQuery {
  page?: number;
  size?: number;
  sort?: string | string[];
}

export interface Page<T> {
  content: T[];
  totalPages: number;
  totalElements: number;
}

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 10;

/**
 * Spring-style paging (`page` zero-based, `size`, `sort=field,dir`) over an in-memory list. Sort fields are
 * restricted to `sortable` so a typo answers 400 instead of a silently unsorted page.
 */
export function paginate<T>(
  items: readonly T[],
  query: PageQuery,
  sortable: Record<string, (item: T) => string | number | null>,
  defaultSort: string,
): Page<T> {
  const page = query.page ?? 0;
  const size = query.size ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(page) || page < 0) throw badRequest('query/page must be an integer >= 0');
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE)
    throw badRequest(`query/size must be an integer between 1 and ${MAX_PAGE_SIZE}`);
  const sorts = (Array.isArray(query.sort) ? query.sort : [query.sort ?? defaultSort]).filter(Boolean);
  const comparators = sorts.map((raw) => {
    const [field = '', dir = 'asc', ...rest] = raw.split(',').map((s) => s.trim());
    const key = sortable[field];
    if (!key || rest.length > 0)
      throw badRequest(
        `query/sort must be one of ${Object.keys(sortable).join(', ')} followed by ,asc or ,desc`,
      );
    const lower = dir.toLowerCase();
    if (lower !== 'asc' && lower !== 'desc') throw badRequest('query/sort direction must be asc or desc');
    const sign = lower === 'desc' ? -1 : 1;
    return (a: T, b: T) => {
      const x = key(a);
      const y = key(b);
      if (x === y) return 0;
      if (x === null) return 1;
      if (y === null) return -1;
      return (x < y ? -1 : 1) * sign;
    };
  });
  const sorted = [...items].sort((a, b) => {
    for (const c of comparators) {
      const r = c(a, b);
      if (r !== 0) return r;
    }
    return 0;
  });
  const totalElements = sorted.length;
  return {
    content: sorted.slice(page * size, page * size + size),
    totalPages: Math.ceil(totalElements / size),
    totalElements,
  };
}
