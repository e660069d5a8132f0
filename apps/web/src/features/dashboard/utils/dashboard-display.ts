export const DASHBOARD_PAGE_SIZE = 5;

/** Load More shows only when there are more sessions than the dashboard lists. */
export function hasMoreSessions(totalElements: number | null | undefined): boolean {
  return (totalElements ?? 0) > DASHBOARD_PAGE_SIZE;
}

/** 'No' when the balance is zero or missing, the number otherwise (the spec's Balance card); shared with the top bar. */
export { creditsText } from '@/lib/format';
