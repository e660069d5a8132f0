import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Building2, HandCoins, MapPin, SlidersHorizontal } from 'lucide-react';
import { Badge, Button, RadioGroup, RadioGroupItem, Skeleton } from '@mockint/ui';
import type { InterviewTemplate } from '@mockint/api-contract';
import { LoadError } from '@/components/load-error';
import { PageActions } from '@/components/page-actions';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useCandidate } from '@/hooks/use-candidate';
import { notify } from '@/lib/toast';
import { useCreditGate } from '@/hooks/use-credit-gate';
import { useInterviewTemplates } from '../api/get-interview-templates';
import {
  COMING_SOON_NOTICE,
  CUSTOM_TEMPLATE_ID,
  isComingSoonTemplate,
  templateSelectionOutcome,
} from '../utils/templates';
import { optionCard } from './type-selection-page';

/** Logos may come as absolute URLs or API-host paths; only http(s) images are shown. */
function logoSrc(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const base = new URL(env.apiBaseUrl);
    const resolved = new URL(url, base.origin);
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.toString() : null;
  } catch {
    return null;
  }
}

function TemplateCard({ t }: { t: InterviewTemplate }) {
  const src = logoSrc(t.companyLogoUrl);
  const soon = isComingSoonTemplate(t);
  return (
    <RadioGroupItem value={t.id} className={optionCard} disabled={soon}>
      {soon ? <Badge variant="warning">Coming soon</Badge> : null}
      <span className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-md bg-muted">
          {src ? (
            <img src={src} alt="" className="size-10 object-contain" loading="lazy" />
          ) : (
            <Building2 className="size-5 text-muted-foreground" aria-hidden="true" />
          )}
        </span>
        <span className="flex flex-col">
          <span className="font-semibold">{t.interviewJobRoleName}</span>
          <span className="text-sm text-muted-foreground">{t.companyName}</span>
        </span>
      </span>
      <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
        <MapPin className="size-3.5" aria-hidden="true" />
        {t.countryName}
      </span>
    </RadioGroupItem>
  );
}

export function TemplateSelectionPage() {
  const navigate = useNavigate();
  const { candidate, fresh } = useCandidate();
  useCreditGate({ candidate, fresh, pricingPath: paths.pricing, checkOnMount: true });
  const { data: templates, isPending, isError, isFetching, refetch } = useInterviewTemplates();
  // A failed list must never read as "no templates, only Custom": say so where the cards would be.
  const failed = isError && !templates;
  const [choice, setChoice] = useState<string | null>(null);

  const onContinue = () => {
    const outcome = templateSelectionOutcome(choice);
    if (outcome.kind === 'error') notify.error(outcome.message);
    else navigate(outcome.to);
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">Choose an interview template</h1>
        <p className="text-sm text-muted-foreground">
          Start from a real company and role, or customize every detail yourself.
        </p>
      </div>
      <RadioGroup
        aria-label="Interview template"
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        value={choice ?? ''}
        onValueChange={setChoice}
        aria-busy={isPending || undefined}
      >
        <RadioGroupItem value={CUSTOM_TEMPLATE_ID} className={optionCard}>
          <span className="flex size-10 items-center justify-center rounded-md bg-primary/15">
            <SlidersHorizontal className="size-5 text-primary-soft" aria-hidden="true" />
          </span>
          <span className="font-semibold">Custom Interview</span>
          <span className="text-sm text-muted-foreground">
            Pick the type, interviewer, company and role yourself.
          </span>
        </RadioGroupItem>
        {isPending
          ? Array.from({ length: 5 }, (_, i) => (
              <div
                key={i}
                className="flex flex-col gap-3 rounded-lg border border-border p-5"
                aria-hidden="true"
              >
                <Skeleton className="size-10" />
                <Skeleton className="h-4 w-32" />
                <Skeleton className="h-3 w-24" />
              </div>
            ))
          : (templates ?? []).map((t) => <TemplateCard key={t.id} t={t} />)}
      </RadioGroup>
      {failed ? (
        <LoadError
          message="The interview templates could not be loaded. You can still customize an interview."
          onRetry={() => void refetch()}
          retrying={isFetching}
          className="rounded-lg border border-dashed border-border"
        />
      ) : null}
      <aside
        aria-label="Salary Negotiation"
        className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed border-border p-4 text-sm"
      >
        <HandCoins className="size-5 text-primary-soft" aria-hidden="true" />
        <span className="font-semibold">Salary Negotiation</span>
        <Badge variant="warning">Coming soon</Badge>
        <span className="text-muted-foreground">
          {COMING_SOON_NOTICE} Pick a template or a custom job interview to practise now.
        </span>
      </aside>
      <PageActions>
        <Button asChild variant="ghost">
          <Link to={paths.dashboard}>Back to Dashboard</Link>
        </Button>
        <Button onClick={onContinue} className="min-w-40">
          {choice === CUSTOM_TEMPLATE_ID ? 'Customize Interview' : 'Continue'}
        </Button>
      </PageActions>
    </div>
  );
}
