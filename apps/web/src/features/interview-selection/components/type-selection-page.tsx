import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BriefcaseBusiness, HandCoins, Sparkles } from 'lucide-react';
import { Badge, Button, RadioGroup, RadioGroupItem, cn } from '@mockint/ui';
import { PageActions } from '@/components/page-actions';
import { paths } from '@/config/paths';
import { useCandidate } from '@/hooks/use-candidate';
import { useCreditGate } from '@/hooks/use-credit-gate';
import { notify } from '@/lib/toast';
import { COMING_SOON_NOTICE, typeSelectionOutcome, type InterviewTypeChoice } from '../utils/templates';

const TYPES: {
  value: InterviewTypeChoice;
  title: string;
  text: string;
  icon: typeof BriefcaseBusiness;
  soon?: boolean;
}[] = [
  {
    value: 'JOB_INTERVIEW',
    title: 'Job Interview',
    text: 'Practise a live interview for a role, company and job description of your choice.',
    icon: BriefcaseBusiness,
  },
  {
    value: 'SALARY_NEGOTIATION',
    title: 'Salary Negotiation',
    text: 'Rehearse negotiating an offer, a raise or a relocation package.',
    icon: HandCoins,
    soon: true,
  },
];

export const optionCard =
  'flex h-full w-full flex-col items-start gap-3 rounded-lg border border-border bg-card p-5 text-left transition-colors ' +
  'hover:border-primary/60 data-[state=checked]:border-primary data-[state=checked]:bg-primary/10';

export function TypeSelectionPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const demo = params.get('ref') === 'demo';
  // Credits before choices: a candidate with none learns it here, not after filling in the wizard.
  const { candidate, fresh } = useCandidate();
  useCreditGate({ candidate, fresh, pricingPath: paths.pricing, checkOnMount: true });
  const [choice, setChoice] = useState<InterviewTypeChoice | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onContinue = () => {
    const outcome = typeSelectionOutcome(choice);
    if (outcome.kind === 'error') {
      setError(outcome.message);
      notify.error(outcome.message);
    } else if (outcome.kind === 'coming-soon') {
      notify.comingSoon(COMING_SOON_NOTICE);
    } else {
      navigate(outcome.to);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        {demo ? (
          <p className="inline-flex items-center gap-2 self-start rounded-full bg-primary/15 px-3 py-1 text-xs font-medium text-primary-soft">
            <Sparkles className="size-3.5" aria-hidden="true" />
            Welcome! Pick an interview type to try your first mock interview.
          </p>
        ) : null}
        <h1 className="text-2xl font-semibold tracking-tight">Choose an interview type</h1>
        <p className="text-sm text-muted-foreground">What would you like to practise today?</p>
      </div>
      <RadioGroup
        aria-label="Interview type"
        className="grid gap-4 sm:grid-cols-2"
        value={choice ?? ''}
        onValueChange={(v) => {
          setChoice(v as InterviewTypeChoice);
          setError(null);
        }}
      >
        {TYPES.map((t) => (
          <RadioGroupItem
            key={t.value}
            value={t.value}
            className={optionCard}
            aria-describedby={`type-${t.value}-text`}
          >
            <span className="flex w-full items-center justify-between gap-2">
              <t.icon className="size-6 text-primary-soft" aria-hidden="true" />
              {t.soon ? <Badge variant="warning">Coming soon</Badge> : null}
            </span>
            <span className="text-base font-semibold">{t.title}</span>
            <span id={`type-${t.value}-text`} className="text-sm text-muted-foreground">
              {t.text}
            </span>
          </RadioGroupItem>
        ))}
      </RadioGroup>
      <div role="status" aria-live="polite" className="min-h-5 text-sm">
        {choice === 'SALARY_NEGOTIATION' ? (
          <span className="text-warning">{COMING_SOON_NOTICE} Choose Job Interview to practise now.</span>
        ) : error ? (
          <span className="text-destructive-soft">{error}</span>
        ) : null}
      </div>
      <PageActions>
        <Button asChild variant="ghost">
          <Link to={paths.dashboard}>Back to Dashboard</Link>
        </Button>
        <Button onClick={onContinue} className={cn('min-w-32')}>
          Continue
        </Button>
      </PageActions>
    </div>
  );
}
