import { SessionsPage } from '@/features/interview-sessions/components/sessions-page';

export function Component() {
  return <SessionsPage />;
}

// Called by the first-load preloader (app/route-modules.ts) as soon as this module arrives.
export { prefetchInterviewRoomsPage as prefetch } from '@/features/interview-sessions/api/get-interview-rooms-page';
