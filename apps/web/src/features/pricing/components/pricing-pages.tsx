import { Link, useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@mockint/ui';
import { paths } from '@/config/paths';
import { PlanCards, PricingHeader } from './plan-cards';

export function PricingPage() {
  return (
    <div className="flex flex-col gap-6">
      <PricingHeader />
      <PlanCards />
    </div>
  );
}

export function SubscriptionsPage() {
  const navigate = useNavigate();
  const back = () => {
    // Opened directly (no in-app history): back means the dashboard.
    if (window.history.state && typeof window.history.state.idx === 'number' && window.history.state.idx > 0)
      navigate(-1);
    else navigate(paths.dashboard);
  };
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="ghost" size="sm" onClick={back}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
        <Button asChild variant="link">
          <Link to={paths.dashboard}>Back to Dashboard</Link>
        </Button>
      </div>
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">Upgrade your plan</h1>
        <p className="text-sm text-muted-foreground">
          Get more interview credits with a one-time purchase. Credits never expire.
        </p>
      </div>
      <PlanCards />
    </div>
  );
}
