import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, CardContent, Skeleton, Textarea } from '@mockint/ui';
import { consentPayload } from '@/config/consent';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { candidateQueryOptions, candidateTier } from '@/lib/candidate';
import { notify } from '@/lib/toast';
import { useCreditGate } from '@/hooks/use-credit-gate';
import { useInterviewSetup } from '../api/get-interview-setup';
import { useInterviewTemplate } from '../api/get-interview-template';
import { useExtractJobDescription } from '../api/extract-job-description';
import {
  JOB_DESCRIPTION_MAX,
  JOB_INTERVIEW_STEPS,
  canSubmitJobInterview,
  emptyJobInterviewDraft,
  firstIncompleteStep,
  isJobInterviewStepComplete,
  jobInterviewFormSchema,
  truncateJobDescription,
  type JobInterviewDraft,
  type JobInterviewForm,
} from '../utils/job-interview-form';
import {
  autoPopulateJobInterview,
  countryForInterviewerId,
  draftFromTemplate,
  gatedSetup,
  labelOf,
  suggestCountries,
  suggestSubstring,
  withoutGatedChoices,
} from '../utils/setup-options';
import { Autocomplete, Field, OptionSelect } from './fields';
import { ResumeUpload } from './resume-upload';
import { useRegisterFlow } from './use-register-flow';
import { SummaryList, TermsCheckbox, WizardNav, WizardProgress } from './wizard-parts';

export const TEMPLATE_LOADED_MESSAGE = 'Auto-populated form was successfully loaded from the template.';
const LAST = JOB_INTERVIEW_STEPS.length - 1;

export function JobInterviewWizard() {
  const [params] = useSearchParams();
  const templateId = params.get('interviewTemplateId') || null;
  const { data: candidate } = useQuery(candidateQueryOptions);
  useCreditGate({ candidate, pricingPath: paths.subscriptions, checkOnMount: true });
  const tier = candidateTier(candidate);

  const setupQuery = useInterviewSetup();
  const templateQuery = useInterviewTemplate(templateId);
  const setup = useMemo(
    () => (setupQuery.data ? gatedSetup(setupQuery.data, tier) : null),
    [setupQuery.data, tier],
  );

  const form = useForm<JobInterviewDraft, unknown, JobInterviewForm>({
    defaultValues: emptyJobInterviewDraft,
    resolver: zodResolver(jobInterviewFormSchema) as unknown as Resolver<
      JobInterviewDraft,
      unknown,
      JobInterviewForm
    >,
    mode: 'onChange',
  });
  const values = form.watch();
  const set = (key: keyof JobInterviewDraft, value: string | boolean) =>
    form.setValue(key, value as never, { shouldDirty: true, shouldValidate: true });

  const [step, setStep] = useState(0);
  const [resume, setResume] = useState<File | null>(null);
  const extract = useExtractJobDescription();
  const lastExtracted = useRef<string | null>(null);
  const { register, submitting } = useRegisterFlow(() => setResume(null));

  // Loading a template fills the form and jumps to the summary step (spec §2), once per template.
  const appliedTemplate = useRef<string | null>(null);
  useEffect(() => {
    const t = templateQuery.data;
    if (!t || !setup || appliedTemplate.current === t.id) return;
    appliedTemplate.current = t.id;
    const draft = withoutGatedChoices(draftFromTemplate(t), setup);
    form.reset(draft);
    lastExtracted.current = t.jobDescription;
    setStep(firstIncompleteStep(draft));
    notify.success(TEMPLATE_LOADED_MESSAGE);
  }, [templateQuery.data, setup, form]);

  const goNext = () => {
    if (!isJobInterviewStepComplete(step, values)) return;
    const next = step + 1;
    setStep(next);
    // Entering step 2 infers experience level and job role from the job description (once per text).
    if (next === 2 && setup && values.jobDescription !== lastExtracted.current) {
      lastExtracted.current = values.jobDescription;
      extract.mutate(values.jobDescription, {
        onSuccess: (result) => {
          const level = result.experienceLevelId
            ? setup.experienceLevels.find((o) => o.id === result.experienceLevelId && !o.tag)
            : undefined;
          if (level) set('interviewExperienceLevelId', level.id);
          const role = result.jobRoleId
            ? setupQuery.data?.jobRoles.find((r) => r.id === result.jobRoleId)
            : undefined;
          if (role) set('interviewJobRoleName', role.label);
        },
      });
    }
  };

  const onSubmit = form.handleSubmit((data) =>
    register(
      candidate?.id
        ? {
            interviewType: 'JOB_INTERVIEW',
            candidateId: candidate.id,
            interviewerId: data.interviewerId,
            interviewDurationId: data.interviewDurationId,
            countryName: data.countryName.trim(),
            companyName: data.companyName.trim(),
            jobDescription: data.jobDescription,
            interviewExperienceLevelId: data.interviewExperienceLevelId,
            interviewJobRoleName: data.interviewJobRoleName.trim(),
            context: {},
            candidateConsent: consentPayload('INTERVIEW_REGISTRATION'),
          }
        : null,
      resume,
    ),
  );

  const loading = setupQuery.isPending || (!!templateId && templateQuery.isPending);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">Register Job Interview</h1>
          <p className="text-sm text-muted-foreground">Set up your mock interview in four short steps.</p>
        </div>
        {env.showDevTools && setup ? (
          <Button
            variant="link"
            size="sm"
            onClick={() => {
              form.reset(autoPopulateJobInterview(setup));
              setStep(LAST);
            }}
          >
            Auto Populate
          </Button>
        ) : null}
      </div>
      <WizardProgress
        steps={JOB_INTERVIEW_STEPS}
        step={step}
        heading={`Step ${step + 1} of 4: ${JOB_INTERVIEW_STEPS[step]}`}
      />
      <Card>
        <CardContent className="flex flex-col gap-6 pt-5">
          {loading || !setup ? (
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
                if (step < LAST) goNext();
                else void onSubmit();
              }}
            >
              <h2 className="text-lg font-semibold">{JOB_INTERVIEW_STEPS[step]}</h2>
              {step === 0 ? (
                <>
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
                  <Field
                    id="country"
                    label="Country"
                    required
                    hint="Filled in from the interviewer's language; you can change it."
                  >
                    <Autocomplete
                      id="country"
                      required
                      placeholder="Start typing a country"
                      value={values.countryName}
                      onChange={(v) => set('countryName', v)}
                      suggest={suggestCountries(setup.countries)}
                    />
                  </Field>
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
                </>
              ) : null}
              {step === 1 ? (
                <>
                  <Field id="company" label="Company Name" required>
                    <Autocomplete
                      id="company"
                      required
                      placeholder="e.g. Nimbus Cloud"
                      value={values.companyName}
                      onChange={(v) => set('companyName', v)}
                      suggest={suggestSubstring(setup.companies)}
                    />
                  </Field>
                  <Field
                    id="job-description"
                    label="Job Description"
                    required
                    hint={
                      <span className="tabular-nums" aria-live="polite" data-testid="jd-counter">
                        {values.jobDescription.length}/{JOB_DESCRIPTION_MAX}
                      </span>
                    }
                  >
                    <Textarea
                      id="job-description"
                      aria-required="true"
                      aria-describedby="job-description-hint"
                      className="min-h-48"
                      maxLength={JOB_DESCRIPTION_MAX}
                      placeholder="Paste the job description of the role you are applying for"
                      value={values.jobDescription}
                      onChange={(e) => set('jobDescription', truncateJobDescription(e.target.value))}
                    />
                  </Field>
                </>
              ) : null}
              {step === 2 ? (
                <>
                  {extract.isPending ? (
                    <p role="status" className="text-sm text-muted-foreground">
                      Reading your job description…
                    </p>
                  ) : null}
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
                  <Field id="job-role" label="Job Role Name" required>
                    <Autocomplete
                      id="job-role"
                      required
                      placeholder="e.g. Frontend Engineer"
                      value={values.interviewJobRoleName}
                      onChange={(v) => set('interviewJobRoleName', v)}
                      suggest={suggestSubstring(setup.jobRoles)}
                    />
                  </Field>
                </>
              ) : null}
              {step === 3 ? (
                <>
                  <SummaryList
                    rows={[
                      { label: 'Interviewer', value: labelOf(setup.interviewers, values.interviewerId) },
                      { label: 'Country', value: values.countryName },
                      {
                        label: 'Interview Duration',
                        value: labelOf(setup.durations, values.interviewDurationId),
                      },
                      { label: 'Company Name', value: values.companyName },
                      {
                        label: 'Experience Level',
                        value: labelOf(setup.experienceLevels, values.interviewExperienceLevelId),
                      },
                      { label: 'Job Role Name', value: values.interviewJobRoleName },
                    ]}
                  />
                  <div className="flex flex-col gap-1.5">
                    <span className="text-xs text-muted-foreground">Job Description</span>
                    <p className="max-h-40 overflow-auto whitespace-pre-line rounded-md border border-border p-3 text-sm">
                      {values.jobDescription || '-'}
                    </p>
                  </div>
                  <ResumeUpload file={resume} onChange={setResume} />
                  <TermsCheckbox checked={values.termsAccepted} onChange={(v) => set('termsAccepted', v)} />
                </>
              ) : null}
              <WizardNav
                step={step}
                last={LAST}
                canNext={isJobInterviewStepComplete(step, values)}
                canSubmit={canSubmitJobInterview(values)}
                submitting={submitting}
                onBack={() => setStep((s) => Math.max(0, s - 1))}
                onNext={goNext}
                onSubmit={() => void onSubmit()}
              />
            </form>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
