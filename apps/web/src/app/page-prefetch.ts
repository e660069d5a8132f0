import { prefetchInterviewRoom } from '@/api/get-interview-room';
import { prefetchInterviewFeedback } from '@/features/interview-feedback/api/get-interview-feedback';
import { prefetchInterviewRoomsPage } from '@/features/interview-sessions/api/get-interview-rooms-page';
import { prefetchInterviewSetup } from '@/features/registration/api/get-interview-setup';
import { prefetchInterviewTemplate } from '@/features/registration/api/get-interview-template';
import type { RouteModule } from './route-table';

/** The requests a page needs before it can paint its content, started from the URL's query. */
const pagePrefetch: Partial<Record<RouteModule, (search: URLSearchParams) => void | Promise<void>>> = {
  interviewSessions: prefetchInterviewRoomsPage,
  interviewSessionReport: prefetchInterviewFeedback,
  interviewFeedback: prefetchInterviewFeedback,
  registerJobInterview: (search) => {
    prefetchInterviewSetup();
    prefetchInterviewTemplate(search);
  },
  registerSalaryNegotiation: () => prefetchInterviewSetup(),
  interviewJoin: prefetchInterviewRoom,
  interviewRoom: prefetchInterviewRoom,
};

/**
 * Starts the data requests of a first visit's page (`names`: its lazy modules). The data layout exports it:
 * its chunk comes with the query client and arrives before the page's own libraries (forms, validation, the
 * room's statechart), so the requests no longer wait for those to download and run (decision 0460).
 */
export function prefetchPage(names: readonly RouteModule[], search: URLSearchParams): Promise<unknown> {
  return Promise.all(names.map((name) => pagePrefetch[name]?.(search)));
}
