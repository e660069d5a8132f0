import { paths } from '@/config/paths';
import { sessionStatusLabel } from '@/lib/format';

// Row logic shared by the dashboard's latest-interviews table and the full sessions list (spec):
// both tables must offer the same action and title line for a session.

export type SessionAction = { label: 'View Report' | 'Continue' | 'Start Now'; to: string } | null;

/** REGISTERED → Start Now, ONGOING → Continue (both to the join page), FINISHED → View Report. */
export function sessionAction(session: { id: string; status?: string | null }): SessionAction {
  const roomId = encodeURIComponent(session.id);
  switch (sessionStatusLabel(session.status)) {
    case 'FINISHED':
      return { label: 'View Report', to: `${paths.interviewSessionReport}?session=${roomId}` };
    case 'ONGOING':
      return { label: 'Continue', to: `${paths.interviewJoin}?session=${roomId}` };
    case 'REGISTERED':
      return { label: 'Start Now', to: `${paths.interviewJoin}?session=${roomId}` };
    default:
      return null;
  }
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
