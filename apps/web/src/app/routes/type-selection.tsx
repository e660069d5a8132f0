import { TypeSelectionPage } from '@/features/interview-selection/components/type-selection-page';

export function Component() {
  return <TypeSelectionPage />;
}
