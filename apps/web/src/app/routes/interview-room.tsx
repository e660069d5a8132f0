import { PageTitle, SkipLink } from '@/components/page-title';
import { RoomPage } from '@/features/interview/components/room/room-page';

export function Component() {
  return (
    <>
      <PageTitle title="Interview room" />
      <SkipLink />
      <RoomPage />
    </>
  );
}
