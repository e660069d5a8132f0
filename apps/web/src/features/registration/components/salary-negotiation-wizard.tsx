import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, CardContent, Input, Skeleton } from '@mockint/ui';
import { consentPayload } from '@/config/consent';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { candidateQueryOptions, candidateTier } from '@/lib/candidate';
import { SALARY_PAYMENT_PERIODS, formatSalaryPreview, salaryPeriodLabel } from '@/lib/format';
import { useCreditGate } from '@/hooks/use-credit-gate';
import { useInterviewSetup } from '../api/get-interview-setup';
import {
  SALARY_NEGOTIATION_STEPS,
  canSubmitSalaryNegotiation,
  emptySalaryNegotiationDraft,
  isSalaryStepComplete,
  salaryNegotiationFormSchema,
  salaryStepHeading,
  sanitizeSalaryInput,
  type SalaryNegotiationDraft,
  type SalaryNegotiationForm,
} from '../utils/salary-negotiation-form';
import {
  autoPopulateSalaryNegotiation,
  countryForInterviewerId,
  gatedSetup,
  labelOf,
  suggestCountries,
  suggestSubstring,
} from '../utils/setup-options';
import { Autocomplete, Field, OptionSelect } from './fields';
import { ResumeUpload } from './resume-upload';
import { useRegisterFlow } from './use-register-flow';
import { SummaryList, TermsCheckbox, WizardNav, WizardProgress } from './wizard-parts';

const LAST = SALARY_NEGOTIATION_STEPS.length - 1;
const PERIOD_OPTIONS = SALARY_PAYMENT_PERIODS.map((p) => ({ id: p, label: salaryPeriodLabel(p) }));

export function SalaryNegotiationWizard() {
  const { data: candidate } = useQuery(candidateQueryOptions);
  useCreditGate({ candidate, pricingPath: paths.subscriptions, checkOnMount: true });
  const tier = candidateTier(candidate);
  const setupQuery = useInterviewSetup();
  const setup = useMemo(
    () => (setupQuery.data ? gatedSetup(setupQuery.data, tier) : null),
    [setupQuery.data, tier],
  );

  const form = useForm<SalaryNegotiationDraft, unknown, SalaryNegotiationForm>({
    defaultValues: emptySalaryNegotiationDraft,
    resolver: zodResolver(salaryNegotiationFormSchema) as unknown as Resolver<
      SalaryNegotiationDraft,
      unknown,
      SalaryNegotiationForm
    >,
    mode: 'onChange',
  });
  const values = form.watch();
  const set = (key: keyof SalaryNegotiationDraft, value: string | boolean) =>
    form.setValue(key, value as never, { shouldDirty: true, shouldValidate: true });

  const [step, setStep] = useState(0);
  const [resume, setResume] = useState<File | null>(null);
  const { register, submitting } = useRegisterFlow(() => setResume(null));
  const currencyCode = setupQuery.data?.salaryCurrencies.find(
    (c) => c.id === values.interviewSalaryCurrencyId,
  )?.code;

  const onSubmit = form.handleSubmit((data) =>
    register(
      candidate?.id
        ? {
            interviewType: 'SALARY_NEGOTIATION',
            candidateId: candidate.id,
            interviewerId: data.interviewerId,
            interviewDurationId: data.interviewDurationId,
            countryName: data.countryName.trim(),
            interviewScenarioId: data.interviewScenarioId,
            interviewJobRoleName: data.interviewJobRoleName.trim(),
            interviewExperienceLevelId: data.interviewExperienceLevelId,
            interviewSalaryCurrencyId: data.interviewSalaryCurrencyId,
            companyName: data.companyName.trim(),
            salaryExpectation: Number(data.salaryExpectation),
            salaryPaymentPeriod: data.salaryPaymentPeriod,
            context: {},
            candidateConsent: consentPayload('INTERVIEW_REGISTRATION'),
          }
        : null,
      resume,
    ),
  );

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">Register Salary Negotiation</h1>
          <p className="text-sm text-muted-foreground">
            Practise negotiating your offer with an AI recruiter.
          </p>
        </div>
        {env.showDevTools && setup ? (
          <Button
            variant="link"
            size="sm"
            onClick={() => {
              form.reset(autoPopulateSalaryNegotiation(setup));
              setStep(LAST);
            }}
          >
            Auto Populate
          </Button>
        ) : null}
      </div>
      <WizardProgress steps={SALARY_NEGOTIATION_STEPS} step={step} heading={salaryStepHeading(step)} />
      <Card>
        <CardContent className="flex flex-col gap-6 pt-5">
          {!setup ? (
            <div className="flex flex-col gap-5" aria-hidden="true">
              {Array.from({ length: 3 }, (_, i) => (
                <div key={i} className="flex flex-col gap-2">
                  <Skeleton className="h-4 w-28" />
                  <Skeleton className="h-10 w-full" />
                </div>
              ))}
            </div>
          ) : (
            <form
              className="flex flex-col gap-5"
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                if (step < LAST) {
                  if (isSalaryStepComplete(step, values)) setStep(step + 1);
                } else void onSubmit();
              }}
            >
              <h2 className="text-lg font-semibold">{SALARY_NEGOTIATION_STEPS[step]}</h2>
              {step === 0 ? (
                <>
                  <Field id="duration" label="Interview Duration" required>
                    <OptionSelect
                      id="duration"
                      required
                      placeholder="Select a duration"
                      options={setup.durations}
                      value={values.interviewDurationId}
                      onChange={(id) => set('interviewDurationId', id)}
                    />
                  </Field>
                  <Field id="interviewer" label="Interviewer" required>
                    <OptionSelect
                      id="interviewer"
                      required
                      placeholder="Select an interviewer"
                      options={setup.interviewers}
                      value={values.interviewerId}
                      onChange={(id) => {
                        set('interviewerId', id);
                        set('countryName', countryForInterviewerId(setup, id));
                      }}
                    />
                  </Field>
                  <Field id="country" label="Country" required>
                    <Autocomplete
                      id="country"
                      required
                      placeholder="Start typing a country"
                      value={values.countryName}
                      onChange={(v) => set('countryName', v)}
                      suggest={suggestCountries(setup.countries)}
                    />
                  </Field>
                </>
              ) : null}
              {step === 1 ? (
                <>
                  <Field id="scenario" label="Scenario" required>
                    <OptionSelect
                      id="scenario"
                      required
                      placeholder="Select a scenario"
                      options={setup.scenarios}
                      value={values.interviewScenarioId}
                      onChange={(id) => set('interviewScenarioId', id)}
                    />
                  </Field>
                  <Field id="experience" label="Experience Level" required>
                    <OptionSelect
                      id="experience"
                      required
                      placeholder="Select an experience level"
                      options={setup.experienceLevels}
                      value={values.interviewExperienceLevelId}
                      onChange={(id) => set('interviewExperienceLevelId', id)}
                    />
                  </Field>
                  <Field id="job-role" label="Job Role" required>
                    <Autocomplete
                      id="job-role"
                      required
                      placeholder="e.g. Software Engineer"
                      value={values.interviewJobRoleName}
                      onChange={(v) => set('interviewJobRoleName', v)}
                      suggest={suggestSubstring(setup.jobRoles)}
                    />
                  </Field>
                </>
              ) : null}
              {step === 2 ? (
                <>
                  <Field id="company" label="Company Name" required>
                    <Autocomplete
                      id="company"
                      required
                      placeholder="e.g. Atlas Mobility"
                      value={values.companyName}
                      onChange={(v) => set('companyName', v)}
                      suggest={suggestSubstring(setup.companies)}
                    />
                  </Field>
                  <Field id="period" label="Salary Payment Period" required>
                    <OptionSelect
                      id="period"
                      required
                      placeholder="Select a payment period"
                      options={PERIOD_OPTIONS}
                      value={values.salaryPaymentPeriod}
                      onChange={(v) => set('salaryPaymentPeriod', v)}
                    />
                  </Field>
                  <Field id="currency" label="Salary Currency" required>
                    <OptionSelect
                      id="currency"
                      required
                      placeholder="Select a currency"
                      options={setup.salaryCurrencies}
                      value={values.interviewSalaryCurrencyId}
                      onChange={(id) => set('interviewSalaryCurrencyId', id)}
                    />
                  </Field>
                  <Field
                    id="salary"
                    label="Salary Expectation"
                    required
                    hint={
                      <span aria-live="polite" data-testid="salary-preview">
                        Formatted: {formatSalaryPreview(values.salaryExpectation, currencyCode)}
                      </span>
                    }
                  >
                    <Input
                      id="salary"
                      inputMode="decimal"
                      aria-required="true"
                      aria-describedby="salary-hint"
                      placeholder="e.g. 10000"
                      value={values.salaryExpectation}
                      onChange={(e) => set('salaryExpectation', sanitizeSalaryInput(e.target.value))}
                    />
                  </Field>
                </>
              ) : null}
              {step === 3 ? (
                <>
                  <SummaryList
                    rows={[
                      {
                        label: 'Interview Duration',
                        value: labelOf(setup.durations, values.interviewDurationId),
                      },
                      { label: 'Interviewer', value: labelOf(setup.interviewers, values.interviewerId) },
                      { label: 'Country', value: values.countryName },
                      { label: 'Scenario', value: labelOf(setup.scenarios, values.interviewScenarioId) },
                      {
                        label: 'Experience Level',
                        value: labelOf(setup.experienceLevels, values.interviewExperienceLevelId),
                      },
                      { label: 'Job Role', value: values.interviewJobRoleName },
                      { label: 'Company Name', value: values.companyName },
                      {
                        label: 'Salary Payment Period',
                        value: salaryPeriodLabel(values.salaryPaymentPeriod),
                      },
                      {
                        label: 'Salary Currency',
                        value: labelOf(setup.salaryCurrencies, values.interviewSalaryCurrencyId),
                      },
                      {
                        label: 'Salary Expectation',
                        value: formatSalaryPreview(values.salaryExpectation, currencyCode),
                      },
                    ]}
                  />
                  <ResumeUpload file={resume} onChange={setResume} />
                  <TermsCheckbox checked={values.termsAccepted} onChange={(v) => set('termsAccepted', v)} />
                </>
              ) : null}
              <WizardNav
                step={step}
                last={LAST}
                canNext={isSalaryStepComplete(step, values)}
                canSubmit={canSubmitSalaryNegotiation(values)}
                submitting={submitting}
                onBack={() => setStep((s) => Math.max(0, s - 1))}
                onNext={() => isSalaryStepComplete(step, values) && setStep(step + 1)}
                onSubmit={() => void onSubmit()}
              />
            </form>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
