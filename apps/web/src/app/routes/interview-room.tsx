import { RoomPage } from '@/features/interview/components/room/room-page';

export function Component() {
  return <RoomPage />;
}
