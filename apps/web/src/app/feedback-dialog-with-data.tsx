import { QueryClientProvider } from '@tanstack/react-query';
import AppFeedbackDialog from '@/features/app-feedback/components/app-feedback-dialog';
import { queryClient } from '@/lib/query-client';

/** The feedback dialog can open above the login page too, which sits outside the data layout. */
export default function FeedbackDialogWithData() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppFeedbackDialog />
    </QueryClientProvider>
  );
}
