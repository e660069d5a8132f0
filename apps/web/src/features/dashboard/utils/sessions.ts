import { sessionStatusLabel } from '@/lib/format';

export const DASHBOARD_PAGE_SIZE = 5;

export type SessionAction = { label: 'View Report' | 'Continue' | 'Start Now'; to: string } | null;

/** Row action per status (spec §2): report for finished sessions, the join page for the others. */
export function sessionAction(session: { id: string; status?: string | null }): SessionAction {
  const id = encodeURIComponent(session.id);
  switch (sessionStatusLabel(session.status)) {
    case 'FINISHED':
      return { label: 'View Report', to: `/app/interview-sessions/report?session=${id}` };
    case 'ONGOING':
      return { label: 'Continue', to: `/interview/join?session=${id}` };
    case 'REGISTERED':
      return { label: 'Start Now', to: `/interview/join?session=${id}` };
    default:
      return null;
  }
}

/** Load More shows only when there are more sessions than the dashboard lists. */
export function hasMoreSessions(totalElements: number | null | undefined): boolean {
  return (totalElements ?? 0) > DASHBOARD_PAGE_SIZE;
}

/** Duration column: a dash while the session has not started (REGISTERED). */
export function showsDuration(status: string | null | undefined): boolean {
  return status !== 'REGISTERED';
}

/** Title line parts: experience level and job role labels, skipping blanks. */
export function sessionSubtitle(session: {
  interviewExperienceLevel?: { label?: string | null } | null;
  interviewJobRole?: { label?: string | null } | null;
}): string {
  return [session.interviewExperienceLevel?.label, session.interviewJobRole?.label]
    .filter((s): s is string => !!s && !!s.trim())
    .join(' · ');
}

/** 'No' when the balance is zero or missing, the number otherwise (spec §2 Balance card). */
export function creditsText(credits: number | null | undefined): string {
  return !credits || credits <= 0 ? 'No' : String(credits);
}
