import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Textarea } from '@mockint/ui';
import { consentPayload } from '@/config/consent';
import { notify } from '@/lib/toast';
import { templateIdFrom, useInterviewTemplate } from '../api/get-interview-template';
import { useExtractJobDescription } from '../api/extract-job-description';
import { extractionPrefill, type ExtractedFields } from '../utils/extraction-prefill';
import { fieldIssues } from '../utils/field-issues';
import {
  JOB_DESCRIPTION_MAX,
  JOB_INTERVIEW_STEPS,
  JOB_INTERVIEW_STEP_FIELDS,
  canSubmitJobInterview,
  emptyJobInterviewDraft,
  firstIncompleteStep,
  isJobInterviewStepComplete,
  jobInterviewFormSchema,
  jobInterviewStepInvalid,
  truncateJobDescription,
  type JobInterviewDraft,
  type JobInterviewForm,
} from '../utils/job-interview-form';
import {
  autoPopulateJobInterview,
  draftFromTemplate,
  labelOf,
  withoutGatedChoices,
} from '../utils/setup-options';
import { describeField, Field } from './fields';
import {
  CompanyField,
  CountryField,
  DurationField,
  ExperienceLevelField,
  InterviewerField,
  JobRoleField,
} from './setup-fields';
import { useRegistrationWizard } from '../hooks/use-registration-wizard';
import { RegistrationSummary, WizardFrame } from './wizard-parts';

export const TEMPLATE_LOADED_MESSAGE = 'Auto-populated form was successfully loaded from the template.';

export function JobInterviewWizard() {
  const [params] = useSearchParams();
  const templateId = templateIdFrom(params);
  const wizard = useRegistrationWizard<JobInterviewDraft, JobInterviewForm>({
    schema: jobInterviewFormSchema,
    emptyDraft: emptyJobInterviewDraft,
    steps: JOB_INTERVIEW_STEPS,
    draftName: templateId ? `job-interview:${templateId}` : 'job-interview',
  });
  const { setupQuery, setup, form, values, set, step, setStep } = wizard;
  const templateQuery = useInterviewTemplate(templateId);
  const extract = useExtractJobDescription();
  const lastExtracted = useRef<string | null>(null);

  // Loading a template fills the form and jumps to the summary step (the spec's screens), once per template.
  const appliedTemplate = useRef<string | null>(null);
  useEffect(() => {
    const t = templateQuery.data;
    if (!t || !setup || appliedTemplate.current === t.id) return;
    appliedTemplate.current = t.id;
    // A reload of this template's wizard brought the candidate's own answers back: keep them.
    if (wizard.restored) {
      lastExtracted.current = form.getValues().jobDescription;
      return;
    }
    const draft = withoutGatedChoices(draftFromTemplate(t), setup);
    form.reset(draft);
    lastExtracted.current = t.jobDescription;
    setStep(firstIncompleteStep(draft));
    notify.success(TEMPLATE_LOADED_MESSAGE);
  }, [templateQuery.data, setup, form, setStep, wizard.restored]);

  const goNext = () => {
    if (!isJobInterviewStepComplete(step, values)) return;
    const next = step + 1;
    setStep(next);
    // Entering step 2 infers experience level and job role from the job description (once per text).
    if (next === 2 && setup && values.jobDescription !== lastExtracted.current) {
      lastExtracted.current = values.jobDescription;
      const fieldsNow = (): ExtractedFields => {
        const v = form.getValues();
        return {
          interviewExperienceLevelId: v.interviewExperienceLevelId,
          interviewJobRoleName: v.interviewJobRoleName,
        };
      };
      const atRequest = fieldsNow();
      extract.mutate(values.jobDescription, {
        onSuccess: (result) => {
          const prefill = extractionPrefill({
            result,
            atRequest,
            current: fieldsNow(),
            selectableLevelIds: new Set(setup.experienceLevels.filter((o) => !o.tag).map((o) => o.id)),
            jobRoles: setupQuery.data?.jobRoles ?? [],
          });
          if (prefill.interviewExperienceLevelId)
            set('interviewExperienceLevelId', prefill.interviewExperienceLevelId);
          if (prefill.interviewJobRoleName) set('interviewJobRoleName', prefill.interviewJobRoleName);
        },
      });
    }
  };

  const onSubmit = wizard.submitWith((candidateId, data) => ({
    interviewType: 'JOB_INTERVIEW',
    candidateId,
    interviewerId: data.interviewerId,
    interviewDurationId: data.interviewDurationId,
    countryName: data.countryName.trim(),
    companyName: data.companyName.trim(),
    jobDescription: data.jobDescription,
    interviewExperienceLevelId: data.interviewExperienceLevelId,
    interviewJobRoleName: data.interviewJobRoleName.trim(),
    context: {},
    candidateConsent: consentPayload('INTERVIEW_REGISTRATION'),
  }));

  return (
    <WizardFrame
      title="Register Job Interview"
      description="Set up your mock interview in four short steps."
      {...wizard.frameProps}
      loading={setupQuery.isPending || (!!templateId && templateQuery.isPending)}
      onAutoPopulate={wizard.autoPopulate(autoPopulateJobInterview)}
      canNext={isJobInterviewStepComplete(step, values)}
      issues={fieldIssues(JOB_INTERVIEW_STEP_FIELDS[step] ?? [], jobInterviewStepInvalid(step, values))}
      canSubmit={canSubmitJobInterview(values)}
      onNext={goNext}
      onSubmit={onSubmit}
    >
      {(setup, errors) => {
        const fieldProps = { setup, values, set };
        return (
          <>
            {step === 0 ? (
              <>
                <InterviewerField {...fieldProps} />
                <CountryField
                  {...fieldProps}
                  hint="Filled in from the interviewer's language; you can change it."
                />
                <DurationField {...fieldProps} />
              </>
            ) : null}
            {step === 1 ? (
              <>
                <CompanyField {...fieldProps} placeholder="e.g. Nimbus Cloud" />
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
                    {...describeField(errors, 'job-description', 'job-description-hint')}
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
                <ExperienceLevelField {...fieldProps} />
                <JobRoleField {...fieldProps} label="Job Role Name" placeholder="e.g. Frontend Engineer" />
              </>
            ) : null}
            {/* The summary names the chosen options: shown once they are in (WizardFrame keeps a skeleton before). */}
            {step === 3 && setup ? (
              <RegistrationSummary
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
                resume={wizard.resume}
                onResumeChange={wizard.setResume}
                termsAccepted={values.termsAccepted}
                onTermsChange={(v) => set('termsAccepted', v)}
              >
                <div className="flex flex-col gap-1.5">
                  <span className="text-xs text-muted-foreground">Job Description</span>
                  <p className="max-h-40 overflow-auto whitespace-pre-line rounded-md border border-border p-3 text-sm">
                    {values.jobDescription || '-'}
                  </p>
                </div>
              </RegistrationSummary>
            ) : null}
          </>
        );
      }}
    </WizardFrame>
  );
}
