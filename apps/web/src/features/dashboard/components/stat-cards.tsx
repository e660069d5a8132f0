import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Coins, Info, PlayCircle, TrendingDown, TrendingUp, Minus } from 'lucide-react';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Progress,
  Skeleton,
  Spinner,
  cn,
} from '@mockint/ui';
import { candidateQueryOptions } from '@/lib/candidate';
import { paths } from '@/config/paths';
import { LoadError } from '@/components/load-error';
import { useCandidate } from '@/hooks/use-candidate';
import { useCreditGate } from '@/hooks/use-credit-gate';
import { onDemand, useOnDemandDialog } from '@/lib/on-demand';
import {
  formatPercentageChange,
  monthProgressValue,
  pluralize,
  progressBarPercent,
  trendOf,
} from '@/lib/format';
import { useInterviewStats } from '../api/get-interview-stats';
import { creditsText } from '../utils/dashboard-display';
import { monthChange } from '../utils/stats';
import { IconCardHeader } from './icon-card-header';

const creditsInfoDialog = onDemand(() => import('./credits-info-dialog'));

export function PracticeNowCard() {
  const navigate = useNavigate();
  const { candidate, fresh } = useCandidate();
  const gate = useCreditGate({ candidate, fresh, pricingPath: paths.pricing });
  return (
    <Card className="flex flex-col">
      <IconCardHeader
        icon={PlayCircle}
        title="Practice Now"
        description="Start a realistic mock interview with an AI interviewer and get a scored report."
      />
      <CardContent className="mt-auto">
        <Button
          className="w-full"
          aria-busy={gate.checking || undefined}
          disabled={gate.checking}
          onClick={() => gate.startIfCredits(() => navigate(paths.templateSelection))}
        >
          {gate.checking ? <Spinner size="sm" aria-hidden="true" /> : null}
          Practice Now
          <ArrowRight aria-hidden="true" />
        </Button>
      </CardContent>
    </Card>
  );
}

export function BalanceCard() {
  const { data: candidate, isPending } = useQuery(candidateQueryOptions);
  const credits = candidate?.candidateCredits?.credits ?? 0;
  const info = useOnDemandDialog(creditsInfoDialog);
  return (
    <Card className="flex flex-col">
      <CardHeader className="flex-row items-start justify-between gap-2">
        <div className="flex flex-col gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <Coins className="size-5 text-warning" aria-hidden="true" />
            Balance
          </CardTitle>
          <CardDescription>Credits available for new interviews.</CardDescription>
        </div>
        <Button variant="ghost" size="icon-sm" aria-label="How credits work" {...info.trigger}>
          <Info aria-hidden="true" />
        </Button>
        {info.mounted ? <creditsInfoDialog.Component {...info.props} /> : null}
      </CardHeader>
      <CardContent className="mt-auto flex items-end justify-between gap-3">
        {isPending && !candidate ? (
          <Skeleton className="h-9 w-28" />
        ) : (
          <p className="text-3xl font-semibold tabular-nums" data-testid="credit-balance">
            {creditsText(credits)}{' '}
            <span className="text-base font-normal text-muted-foreground">
              {pluralize(credits, 'Credit')}
            </span>
          </p>
        )}
        <Button asChild variant="outline" size="sm">
          <Link to={paths.pricing}>Buy Credits</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

const trendStyle = {
  up: { text: 'text-success', bar: 'bg-success', Icon: TrendingUp },
  down: { text: 'text-destructive-soft', bar: 'bg-destructive', Icon: TrendingDown },
  flat: { text: 'text-muted-foreground', bar: 'bg-muted-foreground', Icon: Minus },
  none: { text: 'text-muted-foreground', bar: 'bg-muted-foreground', Icon: Minus },
} as const;

export function TotalInterviewCard() {
  const { data: stats, isPending, isError, isFetching, refetch } = useInterviewStats();
  const total = stats?.all.sessions ?? 0;
  const change = monthChange(stats);
  const trend = trendOf(change);
  const style = trendStyle[trend];
  const barValue = progressBarPercent(monthProgressValue(change));
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <CardTitle>Total Interview</CardTitle>
        <CardDescription>Sessions you have registered so far.</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto flex flex-col gap-3">
        {isPending ? (
          <>
            <Skeleton className="h-9 w-36" />
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-2 w-full" />
          </>
        ) : isError && !stats ? (
          <LoadError
            message="Your interview count could not be loaded."
            onRetry={() => void refetch()}
            retrying={isFetching}
            className="py-0"
          />
        ) : (
          <>
            <p className="text-3xl font-semibold tabular-nums" data-testid="total-interviews">
              {total}{' '}
              <span className="text-base font-normal text-muted-foreground">
                {pluralize(total, 'Interview')}
              </span>
            </p>
            <p
              className={cn('flex items-center gap-1.5 text-sm', style.text)}
              data-testid="percentage-change"
              data-trend={trend}
            >
              <style.Icon className="size-4" aria-hidden="true" />
              <span>{formatPercentageChange(change)}</span>
              <span className="text-muted-foreground">from last month</span>
            </p>
            <Progress value={barValue} aria-label="Change from last month" indicatorClassName={style.bar} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
