import { useContext, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Card, CardContent, Checkbox, Progress, Skeleton, cn } from '@mockint/ui';
import { LoadError } from '@/components/load-error';
import { PageActions } from '@/components/page-actions';
import { env } from '@/config/env';
import { links } from '@/config/links';
import { paths } from '@/config/paths';
import type { GatedSetup } from '../utils/setup-options';
import { issuesAnnouncement, type FieldIssue } from '../utils/field-issues';
import { wizardStepHeading } from '../utils/wizard-steps';
import { describeField, FieldErrorsContext, FieldErrorText } from './fields';
import { ResumeUpload } from './resume-upload';

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

/** A not-ready button still takes presses (buttonVariants turns pointer events off for aria-disabled). */
const PRESSABLE = 'aria-disabled:pointer-events-auto aria-disabled:cursor-not-allowed';

interface WizardNavProps {
  step: number;
  last: number;
  canNext: boolean;
  canSubmit: boolean;
  submitting: boolean;
  onBack: () => void;
  onNext: () => void;
  onSubmit: () => void;
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
}: WizardNavProps) {
  // A bar fixed to the bottom of the screen, so the toasts stack above it (decision 0533).
  return (
    <PageActions>
      <Button variant="outline" onClick={onBack} disabled={step === 0 || submitting}>
        Back
      </Button>
      {/* Not ready is aria-disabled, not disabled: the press is still taken and says why (decision 0530). */}
      {step < last ? (
        <Button onClick={onNext} aria-disabled={!canNext || undefined} className={PRESSABLE}>
          Next
        </Button>
      ) : (
        <Button
          onClick={onSubmit}
          disabled={submitting}
          aria-disabled={!canSubmit || undefined}
          aria-busy={submitting || undefined}
          className={PRESSABLE}
        >
          {submitting ? 'Processing...' : 'Register Interview'}
        </Button>
      )}
    </PageActions>
  );
}

export function TermsCheckbox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const errors = useContext(FieldErrorsContext);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center gap-2">
        <Checkbox
          id="terms"
          checked={checked}
          onCheckedChange={(v) => onChange(v === true)}
          aria-required="true"
          {...describeField(errors, 'terms', 'terms-links')}
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
      <div className="pl-6">
        <FieldErrorText id="terms" />
      </div>
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

/** Summary step of both wizards: the answers, then resume upload and the terms checkbox. */
export function RegistrationSummary({
  rows,
  children,
  resume,
  onResumeChange,
  termsAccepted,
  onTermsChange,
}: {
  rows: { label: string; value: ReactNode }[];
  children?: ReactNode;
  resume: File | null;
  onResumeChange: (file: File | null) => void;
  termsAccepted: boolean;
  onTermsChange: (checked: boolean) => void;
}) {
  return (
    <>
      <SummaryList rows={rows} />
      {children}
      <ResumeUpload file={resume} onChange={onResumeChange} />
      <TermsCheckbox checked={termsAccepted} onChange={onTermsChange} />
    </>
  );
}

/**
 * Page frame of a registration wizard: title, progress, the current step's fields (skeleton controls until the
 * setup options load), then the step inside a form whose Enter advances (or registers on the last step) like
 * the nav buttons.
 */
export function WizardFrame({
  title,
  description,
  steps,
  step,
  loading,
  failure,
  leaveDialog,
  issues,
  setup,
  onAutoPopulate,
  children,
  ...nav
}: Omit<WizardNavProps, 'last'> & {
  /** Why the current step cannot go on yet, first field first (empty when it can). */
  issues: readonly FieldIssue[];
  /** The "Leave this registration?" confirmation (useLeaveGuard). */
  leaveDialog: ReactNode;
  title: string;
  description: string;
  steps: readonly string[];
  loading: boolean;
  /** The setup options could not be loaded: say so, with Retry and a way back (never endless skeletons). */
  failure: { onRetry: () => void; retrying: boolean } | null;
  setup: GatedSetup | null;
  onAutoPopulate: (() => void) | undefined;
  /** The current step's fields; `setup` is null while the options load (each field shows a skeleton then). */
  children: (setup: GatedSetup | null, errors: ReadonlyMap<string, string>) => ReactNode;
}) {
  const last = steps.length - 1;
  // Errors show for fields left once (blur), and for the whole step after a press of Next or Register.
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState<ReadonlySet<number>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const shown = new Map(
    issues.filter((i) => attempted.has(step) || touched.has(i.id)).map((i) => [i.id, i.message]),
  );
  const attempt = (ready: boolean, go: () => void) => {
    if (ready) {
      setAnnouncement('');
      go();
      return;
    }
    setAttempted((s) => new Set(s).add(step));
    // Said again on every press, even with the same count: a live region only speaks on a change.
    setAnnouncement((a) => (a.endsWith(' ') ? '' : ' ') + issuesAnnouncement(issues.length));
    const first = issues[0];
    if (first) document.getElementById(first.id)?.focus();
  };
  const next = () => attempt(nav.canNext, nav.onNext);
  const submit = () => attempt(nav.canSubmit, nav.onSubmit);
  return (
    <div className="flex flex-col gap-6">
      {leaveDialog}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        {env.showDevTools && onAutoPopulate ? (
          <Button variant="link" size="sm" onClick={onAutoPopulate}>
            Auto Populate
          </Button>
        ) : null}
      </div>
      <WizardProgress steps={steps} step={step} heading={wizardStepHeading(steps, step)} />
      <Card>
        <CardContent className="flex flex-col gap-6 pt-5">
          {failure ? (
            <div className="flex flex-col items-center gap-2">
              <LoadError
                message="The interview options could not be loaded."
                onRetry={failure.onRetry}
                retrying={failure.retrying}
              />
              <Button asChild variant="ghost" size="sm">
                <Link to={paths.templateSelection}>Back to templates</Link>
              </Button>
            </div>
          ) : (loading || !setup) && step === last ? (
            // The summary names the chosen options: nothing to show of it before they are in.
            <div className="flex flex-col gap-5" aria-hidden="true">
              {Array.from({ length: 3 }, (_, i) => (
                <div key={i} className="flex flex-col gap-2">
                  <Skeleton className="h-4 w-28" />
                  <Skeleton className="h-10 w-full" />
                </div>
              ))}
            </div>
          ) : loading || !setup ? (
            // The step's fields with their labels and hints, a skeleton for each control whose options are not
            // in yet (decision 0546): the same places as the form below, so nothing moves when they arrive, and
            // the build prerenders it as the wizard's frame. No form, no Next: nothing can be sent yet.
            <div className="flex flex-col gap-5" aria-busy="true">
              <h2 className="text-lg font-semibold">{steps[step]}</h2>
              <FieldErrorsContext.Provider value={shown}>{children(null, shown)}</FieldErrorsContext.Provider>
            </div>
          ) : (
            <form
              className="flex flex-col gap-5"
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                if (step < last) next();
                else submit();
              }}
              onBlur={(e) => {
                const id = e.target.id;
                if (id && !touched.has(id)) setTouched((s) => new Set(s).add(id));
              }}
            >
              <h2 className="text-lg font-semibold">{steps[step]}</h2>
              <FieldErrorsContext.Provider value={shown}>
                {children(setup, shown)}
              </FieldErrorsContext.Provider>
              <p role="status" aria-live="polite" className="sr-only">
                {announcement.trim()}
              </p>
              <WizardNav {...nav} onNext={next} onSubmit={submit} step={step} last={last} />
            </form>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
