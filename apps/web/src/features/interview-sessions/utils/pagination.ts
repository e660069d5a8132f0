export const SESSIONS_PAGE_SIZE = 6;

/** The zero-based page of the sessions list from its URL (`?page=`); anything unreadable is the first page. */
export const sessionsPageFrom = (params: URLSearchParams): number =>
  Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);

/** Pagination shows only when totalElements exceeds the page size (spec). */
export const showsPagination = (totalElements: number | null | undefined) =>
  (totalElements ?? 0) > SESSIONS_PAGE_SIZE;

export type PageItem = { type: 'page'; page: number } | { type: 'ellipsis'; key: string };

/**
 * Zero-based page numbers to render: first and last always (edges), the current with one sibling each
 * side, ellipses for gaps of two or more (a gap of one shows the page itself).
 */
export function paginationItems(current: number, totalPages: number, siblings = 1): PageItem[] {
  if (totalPages <= 0) return [];
  const pages = new Set<number>([0, totalPages - 1]);
  for (let p = current - siblings; p <= current + siblings; p++) if (p >= 0 && p < totalPages) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: PageItem[] = [];
  let prev = -1;
  for (const page of sorted) {
    if (page - prev === 2) out.push({ type: 'page', page: prev + 1 });
    else if (page - prev > 2) out.push({ type: 'ellipsis', key: `gap-${prev}` });
    out.push({ type: 'page', page });
    prev = page;
  }
  return out;
}
