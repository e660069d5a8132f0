import { PlatformGate } from '@/features/interview/components/platform-gate';
import { RoomPage } from '@/features/interview/components/room/room-page';

export function Component() {
  return (
    <PlatformGate>
      <RoomPage />
    </PlatformGate>
  );
}
