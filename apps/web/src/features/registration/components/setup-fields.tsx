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
import { Skeleton } from '@mockint/ui';
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
  /** Null while the options load (decision 0546): the field shows its label and hint, a skeleton for its control. */
  setup: GatedSetup | null;
  values: SharedDraft;
  set: (key: keyof SharedDraft, value: string) => void;
}

/** A control's place while its options load: the height of an input or a select, so nothing moves after. */
function ControlSkeleton() {
  return <Skeleton className="h-10 w-full" />;
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
  /** Null while they load: a skeleton of the control's size. */
  options: readonly SelectOption[] | null;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label} required>
      {options ? (
        <OptionSelect
          id={id}
          required
          placeholder={placeholder}
          options={options}
          value={value}
          onChange={onChange}
        />
      ) : (
        <ControlSkeleton />
      )}
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
  /** Null while the suggestions load: a skeleton of the control's size. */
  suggest: ((query: string, limit: number) => string[]) | null;
}) {
  return (
    <Field id={id} label={label} required hint={hint}>
      {suggest ? (
        <Autocomplete
          id={id}
          required
          placeholder={placeholder}
          value={value}
          onChange={onChange}
          suggest={suggest}
          maxLength={REGISTRATION_NAME_MAX_LENGTH}
        />
      ) : (
        <ControlSkeleton />
      )}
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
      options={setup?.interviewers ?? null}
      value={values.interviewerId}
      onChange={(id) => {
        set('interviewerId', id);
        if (setup) set('countryName', countryForInterviewerId(setup, id));
      }}
    />
  );
}

export function CountryField({ setup, values, set, hint }: SetupFieldProps & { hint?: ReactNode }) {
  const suggest = useMemo(() => (setup ? suggestCountries(setup.countries) : null), [setup]);
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
      options={setup?.durations ?? null}
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
      options={setup?.experienceLevels ?? null}
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
  const suggest = useMemo(() => (setup ? suggestSubstring(setup.jobRoles) : null), [setup]);
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
  const suggest = useMemo(() => (setup ? suggestSubstring(setup.companies) : null), [setup]);
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
