import type { ReactNode } from 'react';
import { Button, Checkbox, Progress, cn } from '@mockint/ui';
import { links } from '@/config/links';

export function WizardProgress({
  steps,
  step,
  heading,
}: {
  steps: readonly string[];
  step: number;
  heading?: string;
}) {
  return (
    <div className="flex flex-col gap-3">
      {heading ? <p className="text-sm font-medium text-muted-foreground">{heading}</p> : null}
      <Progress
        value={((step + 1) / steps.length) * 100}
        aria-label={`Step ${step + 1} of ${steps.length}`}
      />
      <ol
        className="grid gap-2 text-xs sm:text-sm"
        style={{ gridTemplateColumns: `repeat(${steps.length}, minmax(0, 1fr))` }}
      >
        {steps.map((name, i) => (
          <li
            key={name}
            aria-current={i === step ? 'step' : undefined}
            className={cn('truncate', i === step ? 'font-semibold text-foreground' : 'text-muted-foreground')}
          >
            <span className="tabular-nums">{i + 1}.</span> {name}
          </li>
        ))}
      </ol>
    </div>
  );
}

export function WizardNav({
  step,
  last,
  canNext,
  canSubmit,
  submitting,
  onBack,
  onNext,
  onSubmit,
}: {
  step: number;
  last: number;
  canNext: boolean;
  canSubmit: boolean;
  submitting: boolean;
  onBack: () => void;
  onNext: () => void;
  onSubmit: () => void;
}) {
  return (
    <div className="flex items-center justify-between gap-3 border-t border-border pt-5">
      <Button variant="outline" onClick={onBack} disabled={step === 0 || submitting}>
        Back
      </Button>
      {step < last ? (
        <Button onClick={onNext} disabled={!canNext}>
          Next
        </Button>
      ) : (
        <Button onClick={onSubmit} disabled={!canSubmit || submitting} aria-busy={submitting || undefined}>
          {submitting ? 'Processing...' : 'Register Interview'}
        </Button>
      )}
    </div>
  );
}

export function TermsCheckbox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center gap-2">
        <Checkbox
          id="terms"
          checked={checked}
          onCheckedChange={(v) => onChange(v === true)}
          aria-required="true"
          aria-describedby="terms-links"
        />
        <label htmlFor="terms" className="text-sm font-medium">
          Accept terms and conditions
          <span aria-hidden="true" className="ml-0.5 text-destructive-soft">
            *
          </span>
        </label>
      </div>
      <p id="terms-links" className="pl-6 text-xs text-muted-foreground">
        By registering you agree to our{' '}
        <a
          className="text-link underline underline-offset-2"
          href={links.termsAndConditions}
          target="_blank"
          rel="noopener noreferrer"
        >
          terms of service
        </a>{' '}
        and{' '}
        <a
          className="text-link underline underline-offset-2"
          href={links.privacyPolicy}
          target="_blank"
          rel="noopener noreferrer"
        >
          privacy policy
        </a>
        .
      </p>
    </div>
  );
}

export function SummaryList({ rows }: { rows: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 rounded-lg border border-border p-4 sm:grid-cols-2">
      {rows.map((r) => (
        <div key={r.label} className="flex min-w-0 flex-col gap-0.5">
          <dt className="text-xs text-muted-foreground">{r.label}</dt>
          <dd className="break-words text-sm font-medium">{r.value || '-'}</dd>
        </div>
      ))}
    </dl>
  );
}
