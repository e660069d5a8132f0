import { TemplateSelectionPage } from '@/features/interview-selection/components/template-selection-page';

export function Component() {
  return <TemplateSelectionPage />;
}
