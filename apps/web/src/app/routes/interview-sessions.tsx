import { SessionsPage } from '@/features/interview-sessions/components/sessions-page';

export function Component() {
  return <SessionsPage />;
}
