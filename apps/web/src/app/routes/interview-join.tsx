import { JoinPage } from '@/features/interview/components/join-page';

export function Component() {
  return <JoinPage />;
}

// Called by the first-load preloader (app/route-modules.ts) as soon as this module arrives.
export { prefetchInterviewRoom as prefetch } from '@/api/get-interview-room';
