import { useMemo, type ReactNode } from 'react';
import { REGISTRATION_NAME_MAX_LENGTH } from '@mockint/api-contract';
import type { JobInterviewDraft } from '../utils/job-interview-form';
import type { SalaryNegotiationDraft } from '../utils/salary-negotiation-form';
import {
  countryForInterviewerId,
  suggestCountries,
  suggestSubstring,
  type GatedSetup,
} from '../utils/setup-options';
import { Autocomplete, Field, OptionSelect, type SelectOption } from './fields';

/** The fields both wizards ask for, under the same keys. */
type SharedDraft = Pick<
  JobInterviewDraft & SalaryNegotiationDraft,
  | 'interviewerId'
  | 'countryName'
  | 'interviewDurationId'
  | 'interviewExperienceLevelId'
  | 'interviewJobRoleName'
  | 'companyName'
>;

export interface SetupFieldProps {
  setup: GatedSetup;
  values: SharedDraft;
  set: (key: keyof SharedDraft, value: string) => void;
}

export function SelectField({
  id,
  label,
  placeholder,
  options,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label} required>
      <OptionSelect
        id={id}
        required
        placeholder={placeholder}
        options={options}
        value={value}
        onChange={onChange}
      />
    </Field>
  );
}

export function AutocompleteField({
  id,
  label,
  placeholder,
  hint,
  value,
  onChange,
  suggest,
}: {
  id: string;
  label: string;
  placeholder: string;
  hint?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  suggest: (query: string, limit: number) => string[];
}) {
  return (
    <Field id={id} label={label} required hint={hint}>
      <Autocomplete
        id={id}
        required
        placeholder={placeholder}
        value={value}
        onChange={onChange}
        suggest={suggest}
        maxLength={REGISTRATION_NAME_MAX_LENGTH}
      />
    </Field>
  );
}

/** Picking an interviewer also fills the country from the interviewer's language. */
export function InterviewerField({ setup, values, set }: SetupFieldProps) {
  return (
    <SelectField
      id="interviewer"
      label="Interviewer"
      placeholder="Select an interviewer"
      options={setup.interviewers}
      value={values.interviewerId}
      onChange={(id) => {
        set('interviewerId', id);
        set('countryName', countryForInterviewerId(setup, id));
      }}
    />
  );
}

export function CountryField({ setup, values, set, hint }: SetupFieldProps & { hint?: ReactNode }) {
  const suggest = useMemo(() => suggestCountries(setup.countries), [setup.countries]);
  return (
    <AutocompleteField
      id="country"
      label="Country"
      placeholder="Start typing a country"
      hint={hint}
      value={values.countryName}
      onChange={(v) => set('countryName', v)}
      suggest={suggest}
    />
  );
}

export function DurationField({ setup, values, set }: SetupFieldProps) {
  return (
    <SelectField
      id="duration"
      label="Interview Duration"
      placeholder="Select a duration"
      options={setup.durations}
      value={values.interviewDurationId}
      onChange={(id) => set('interviewDurationId', id)}
    />
  );
}

export function ExperienceLevelField({ setup, values, set }: SetupFieldProps) {
  return (
    <SelectField
      id="experience"
      label="Experience Level"
      placeholder="Select an experience level"
      options={setup.experienceLevels}
      value={values.interviewExperienceLevelId}
      onChange={(id) => set('interviewExperienceLevelId', id)}
    />
  );
}

export function JobRoleField({
  setup,
  values,
  set,
  label,
  placeholder,
}: SetupFieldProps & { label: string; placeholder: string }) {
  const suggest = useMemo(() => suggestSubstring(setup.jobRoles), [setup.jobRoles]);
  return (
    <AutocompleteField
      id="job-role"
      label={label}
      placeholder={placeholder}
      value={values.interviewJobRoleName}
      onChange={(v) => set('interviewJobRoleName', v)}
      suggest={suggest}
    />
  );
}

export function CompanyField({ setup, values, set, placeholder }: SetupFieldProps & { placeholder: string }) {
  const suggest = useMemo(() => suggestSubstring(setup.companies), [setup.companies]);
  return (
    <AutocompleteField
      id="company"
      label="Company Name"
      placeholder={placeholder}
      value={values.companyName}
      onChange={(v) => set('companyName', v)}
      suggest={suggest}
    />
  );
}
