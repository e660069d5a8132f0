import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  Skeleton,
  cn,
} from '@mockint/ui';
import type { ApplicationPlan } from '@mockint/api-contract';
import { useLoggedIn } from '@/lib/auth/logged-in';
import { pricingReturn } from '@/lib/auth/return-to';
import { candidateQueryOptions } from '@/lib/candidate';
import { formatPlanPrice } from '@/lib/format';
import { notify } from '@/lib/toast';
import { paths, withQuery } from '@/config/paths';
import { useApplicationPlans } from '../api/get-application-plans';
import { buildCheckoutUrl, isClaimedPlan, planBadge } from '../utils/plans';

function PlanCard({
  plan,
  loggedIn,
  chosen,
  onChoose,
}: {
  plan: ApplicationPlan;
  loggedIn: boolean;
  /** Picked before signing in: highlighted, its button focused, one press from checkout. */
  chosen: boolean;
  onChoose: () => void;
}) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (chosen) button.current?.focus();
  }, [chosen]);
  const badge = planBadge(plan);
  const claimed = isClaimedPlan(plan, loggedIn);
  const free = plan.price === undefined || plan.price === null;
  const titleId = `plan-${plan.id}-title`;
  return (
    <Card
      className={cn(
        'relative flex flex-col',
        plan.popular && 'border-primary shadow-lg shadow-primary/10',
        chosen && 'ring-2 ring-primary ring-offset-2 ring-offset-background',
      )}
      aria-labelledby={titleId}
      aria-describedby={chosen ? `${titleId}-chosen` : undefined}
      data-chosen={chosen || undefined}
      role="article"
    >
      {chosen ? (
        <p id={`${titleId}-chosen`} className="px-6 pt-4 text-sm font-medium text-primary-soft">
          Your choice: continue to checkout.
        </p>
      ) : null}
      <CardHeader className="gap-3">
        <div className="flex min-h-6 items-center justify-between gap-2">
          <CardTitle id={titleId}>{plan.title}</CardTitle>
          {badge ? <Badge variant={badge === 'Most Popular' ? 'default' : 'success'}>{badge}</Badge> : null}
        </div>
        <CardDescription>{plan.description}</CardDescription>
        <p className="flex items-baseline gap-2">
          <span className="text-4xl font-semibold tabular-nums">{formatPlanPrice(plan.price)}</span>
          <span className="text-sm text-muted-foreground">
            {free ? 'no credit card required' : 'one-time purchase'}
          </span>
        </p>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="flex flex-col gap-2 text-sm" aria-label={`${plan.title} benefits`}>
          {plan.benefits.map((b) => (
            <li key={b.title} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
              <span>{b.title}</span>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button
          ref={button}
          className="w-full"
          variant={plan.popular ? 'primary' : 'outline'}
          disabled={claimed}
          onClick={onChoose}
        >
          {claimed ? 'Claimed' : plan.buttonText}
        </Button>
      </CardFooter>
    </Card>
  );
}

function PlanSkeleton() {
  return (
    <Card className="flex flex-col gap-4 p-5" aria-hidden="true">
      <Skeleton className="h-5 w-32" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-10 w-24" />
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-4 w-3/4" />
      ))}
      <Skeleton className="mt-4 h-10 w-full" />
    </Card>
  );
}

/** Plan cards shared by /app/pricing and /app/subscriptions. */
export function PlanCards() {
  const navigate = useNavigate();
  const loggedIn = useLoggedIn();
  const { data: candidate } = useQuery({ ...candidateQueryOptions, enabled: loggedIn });
  const { data: plans, isPending, isError, refetch } = useApplicationPlans();
  // ?plan=<id>: the plan a visitor picked before signing in (decision 0534).
  const [params] = useSearchParams();
  const chosenPlan = loggedIn ? params.get('plan') : null;

  const choose = (plan: ApplicationPlan) => {
    if (!plan.redirectPath) {
      notify.comingSoon('Coming Soon');
      return;
    }
    // Credits are attributed by candidate id: a visitor signs in first (decision 0506), and comes back to
    // this page with the plan chosen (decision 0534).
    if (!loggedIn) {
      navigate(withQuery(paths.login, { redirect: pricingReturn(plan.id) }));
      return;
    }
    if (!candidate?.id) return;
    const url = buildCheckoutUrl(plan.redirectPath, candidate.id);
    if (!url) {
      notify.comingSoon('Coming Soon');
      return;
    }
    window.open(url, '_blank', 'noopener,noreferrer');
  };

  if (isError) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-border p-10 text-center">
        <p className="text-sm text-muted-foreground">Plans could not be loaded.</p>
        <Button variant="outline" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-busy={isPending || undefined}>
      {isPending
        ? Array.from({ length: 3 }, (_, i) => <PlanSkeleton key={i} />)
        : plans.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              loggedIn={loggedIn}
              chosen={chosenPlan === plan.id}
              onChoose={() => choose(plan)}
            />
          ))}
    </div>
  );
}

export function PricingHeader() {
  return (
    <div className="flex flex-col gap-2">
      <h1 className="text-2xl font-semibold tracking-tight">Pricing</h1>
      <p className="text-sm text-muted-foreground">
        Buy interview credits with a one-time purchase. No subscription, and credits never expire.
      </p>
    </div>
  );
}
