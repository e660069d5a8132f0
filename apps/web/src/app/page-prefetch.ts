import { prefetchInterviewRoom } from '@/api/get-interview-room';
import { pages, type GetPath, type Page } from '@/config/pages';
import { prefetchInterviewFeedback } from '@/features/interview-feedback/api/get-interview-feedback';
import { prefetchInterviewRoomsPage } from '@/features/interview-sessions/api/get-interview-rooms-page';
import { prefetchInterviewSetup } from '@/features/registration/api/get-interview-setup';
import { prefetchInterviewTemplate } from '@/features/registration/api/get-interview-template';
import type { RouteModule } from './route-table';

type Prefetch = (search: URLSearchParams) => void | Promise<void>;

/**
 * How the app prefetches each API path a page declares in config/pages.ts (`requests`), from the page URL's
 * query: into the query cache, under the key the page's own query reads. A page that needs an API path no
 * page asked for before adds its prefetch here (page-prefetch.test.ts fails on a declared path without one).
 */
export const prefetchByPath: Partial<Record<GetPath, Prefetch>> = {
  '/candidate/interview-rooms': prefetchInterviewRoomsPage,
  '/candidate/interview-rooms/{session}': prefetchInterviewRoom,
  '/candidate/interview-feedbacks/room/{sessionId}': prefetchInterviewFeedback,
  '/interview/setup': () => prefetchInterviewSetup(),
  '/interview-templates/{id}': prefetchInterviewTemplate,
};

const declared: Partial<Record<RouteModule, Page>> = pages;

/**
 * Starts the data requests of a first visit's page (`names`: its lazy modules). The data layout exports it:
 * its chunk comes with the query client and arrives before the page's own libraries (forms, validation, the
 * room's statechart), so the requests no longer wait for those to download and run (decision 0460).
 */
export function prefetchPage(names: readonly RouteModule[], search: URLSearchParams): Promise<unknown> {
  return Promise.all(
    names.flatMap((name) =>
      (declared[name]?.requests ?? []).map((request) => prefetchByPath[request.path]?.(search)),
    ),
  );
}
