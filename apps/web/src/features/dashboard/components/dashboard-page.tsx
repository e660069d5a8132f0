import { BalanceCard, PracticeNowCard, TotalInterviewCard } from './stat-cards';
import { InterviewsTable } from './interviews-table';
import { LatestFeedbackCard, SessionSummaryCard } from './feedback-cards';

export function DashboardPage() {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">Dashboard</h1>
      <div className="grid gap-4 md:grid-cols-3">
        <PracticeNowCard />
        <BalanceCard />
        <TotalInterviewCard />
      </div>
      <div className="grid items-start gap-4 xl:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-4 xl:col-span-2">
          <InterviewsTable />
          <LatestFeedbackCard />
        </div>
        <SessionSummaryCard />
      </div>
    </div>
  );
}
