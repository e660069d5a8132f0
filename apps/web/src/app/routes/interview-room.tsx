import { PageTitle, SkipLink } from '@/components/page-title';
import { PlatformGate } from '@/features/interview/components/platform-gate';
import { RoomPage } from '@/features/interview/components/room/room-page';

export function Component() {
  return (
    <>
      <PageTitle title="Interview room" />
      <SkipLink />
      <PlatformGate>
        <RoomPage />
      </PlatformGate>
    </>
  );
}
