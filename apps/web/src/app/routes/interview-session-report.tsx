import { ReportPage } from '@/features/interview-feedback/components/report-page';

export function Component() {
  return <ReportPage />;
}
