import { lazy, Suspense } from 'react';
import { SessionsPage } from '@/features/interview-sessions/components/sessions-page';

// Progress across sessions (decision 0801), below the list and loaded after it.
const ProgressSection = lazy(() => import('@/features/coaching/components/progress-section'));

export function Component() {
  return (
    <div className="flex flex-col gap-6">
      <SessionsPage />
      <Suspense fallback={null}>
        <ProgressSection />
      </Suspense>
    </div>
  );
}
