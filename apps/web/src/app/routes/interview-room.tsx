import { RoomPage } from '@/features/interview/components/room/room-page';

export function Component() {
  return <RoomPage />;
}

// Called by the first-load preloader (app/route-modules.ts) as soon as this module arrives.
export { prefetchInterviewRoom as prefetch } from '@/api/get-interview-room';
