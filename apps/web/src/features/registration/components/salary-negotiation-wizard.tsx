import { Input } from '@mockint/ui';
import { consentPayload } from '@/config/consent';
import { SALARY_PAYMENT_PERIODS, formatSalaryPreview, salaryPeriodLabel } from '@/lib/format';
import { fieldIssues } from '../utils/field-issues';
import {
  SALARY_NEGOTIATION_STEPS,
  SALARY_NEGOTIATION_STEP_FIELDS,
  canSubmitSalaryNegotiation,
  emptySalaryNegotiationDraft,
  isSalaryStepComplete,
  salaryNegotiationFormSchema,
  salaryStepInvalid,
  sanitizeSalaryInput,
  type SalaryNegotiationDraft,
  type SalaryNegotiationForm,
} from '../utils/salary-negotiation-form';
import { autoPopulateSalaryNegotiation, labelOf } from '../utils/setup-options';
import { describeField, Field } from './fields';
import {
  CompanyField,
  CountryField,
  DurationField,
  ExperienceLevelField,
  InterviewerField,
  JobRoleField,
  SelectField,
} from './setup-fields';
import { useRegistrationWizard } from '../hooks/use-registration-wizard';
import { RegistrationSummary, WizardFrame } from './wizard-parts';

const PERIOD_OPTIONS = SALARY_PAYMENT_PERIODS.map((p) => ({ id: p, label: salaryPeriodLabel(p) }));

export function SalaryNegotiationWizard() {
  const wizard = useRegistrationWizard<SalaryNegotiationDraft, SalaryNegotiationForm>({
    schema: salaryNegotiationFormSchema,
    emptyDraft: emptySalaryNegotiationDraft,
    steps: SALARY_NEGOTIATION_STEPS,
    draftName: 'salary-negotiation',
  });
  const { setupQuery, values, set, step, setStep } = wizard;
  const currencyCode = setupQuery.data?.salaryCurrencies.find(
    (c) => c.id === values.interviewSalaryCurrencyId,
  )?.code;

  const onSubmit = wizard.submitWith((candidateId, data) => ({
    interviewType: 'SALARY_NEGOTIATION',
    candidateId,
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
  }));

  return (
    <WizardFrame
      title="Register Salary Negotiation"
      description="Practise negotiating your offer with an AI recruiter."
      {...wizard.frameProps}
      loading={false}
      onAutoPopulate={wizard.autoPopulate(autoPopulateSalaryNegotiation)}
      canNext={isSalaryStepComplete(step, values)}
      issues={fieldIssues(SALARY_NEGOTIATION_STEP_FIELDS[step] ?? [], salaryStepInvalid(step, values))}
      canSubmit={canSubmitSalaryNegotiation(values)}
      onNext={() => isSalaryStepComplete(step, values) && setStep(step + 1)}
      onSubmit={onSubmit}
    >
      {(setup, errors) => {
        const fieldProps = { setup, values, set };
        return (
          <>
            {step === 0 ? (
              <>
                <DurationField {...fieldProps} />
                <InterviewerField {...fieldProps} />
                <CountryField {...fieldProps} />
              </>
            ) : null}
            {step === 1 ? (
              <>
                <SelectField
                  id="scenario"
                  label="Scenario"
                  placeholder="Select a scenario"
                  options={setup?.scenarios ?? null}
                  value={values.interviewScenarioId}
                  onChange={(id) => set('interviewScenarioId', id)}
                />
                <ExperienceLevelField {...fieldProps} />
                <JobRoleField {...fieldProps} label="Job Role" placeholder="e.g. Software Engineer" />
              </>
            ) : null}
            {step === 2 ? (
              <>
                <CompanyField {...fieldProps} placeholder="e.g. Atlas Mobility" />
                <SelectField
                  id="period"
                  label="Salary Payment Period"
                  placeholder="Select a payment period"
                  options={PERIOD_OPTIONS}
                  value={values.salaryPaymentPeriod}
                  onChange={(v) => set('salaryPaymentPeriod', v)}
                />
                <SelectField
                  id="currency"
                  label="Salary Currency"
                  placeholder="Select a currency"
                  options={setup?.salaryCurrencies ?? null}
                  value={values.interviewSalaryCurrencyId}
                  onChange={(id) => set('interviewSalaryCurrencyId', id)}
                />
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
                    {...describeField(errors, 'salary', 'salary-hint')}
                    placeholder="e.g. 10000"
                    value={values.salaryExpectation}
                    onChange={(e) => set('salaryExpectation', sanitizeSalaryInput(e.target.value))}
                  />
                </Field>
              </>
            ) : null}
            {/* The summary names the chosen options: shown once they are in (WizardFrame keeps a skeleton before). */}
            {step === 3 && setup ? (
              <RegistrationSummary
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
                resume={wizard.resume}
                onResumeChange={wizard.setResume}
                termsAccepted={values.termsAccepted}
                onTermsChange={(v) => set('termsAccepted', v)}
              />
            ) : null}
          </>
        );
      }}
    </WizardFrame>
  );
}
