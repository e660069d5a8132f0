import { useMemo, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { RegistrationInput } from '@mockint/api-contract/client';
import { paths } from '@/config/paths';
import { useCandidate } from '@/hooks/use-candidate';
import { useCreditGate } from '@/hooks/use-credit-gate';
import { useInterviewSetup } from '../api/get-interview-setup';
import { gatedSetup, type GatedSetup } from '../utils/setup-options';
import { useRegisterFlow } from './use-register-flow';

/**
 * State both registration wizards share: credit gate, tier-gated setup options, the draft form, the current
 * step, the chosen resume and the registration submit (spec outcome handling via useRegisterFlow).
 */
export function useRegistrationWizard<Draft extends FieldValues, Form extends FieldValues>({
  schema,
  emptyDraft,
  steps,
}: {
  schema: Parameters<typeof zodResolver>[0];
  emptyDraft: Draft;
  steps: readonly string[];
}) {
  const { candidate, fresh, tier } = useCandidate();
  useCreditGate({ candidate, fresh, pricingPath: paths.subscriptions, checkOnMount: true });
  const setupQuery = useInterviewSetup();
  const setup = useMemo(
    () => (setupQuery.data ? gatedSetup(setupQuery.data, tier) : null),
    [setupQuery.data, tier],
  );

  const form = useForm<Draft, unknown, Form>({
    defaultValues: emptyDraft as DefaultValues<Draft>,
    resolver: zodResolver(schema) as unknown as Resolver<Draft, unknown, Form>,
    mode: 'onChange',
  });
  const values = form.watch() as Draft;
  const set = (key: keyof Draft & string, value: string | boolean) =>
    form.setValue(key as Path<Draft>, value as never, { shouldDirty: true, shouldValidate: true });

  const last = steps.length - 1;
  const [step, setStep] = useState(0);
  const [resume, setResume] = useState<File | null>(null);
  const { register, submitting } = useRegisterFlow(() => setResume(null));

  /** Validates the draft, then registers what `toInput` builds from it (no candidate id: an error toast). */
  const submitWith = (toInput: (candidateId: string, data: Form) => RegistrationInput) => {
    const submit = form.handleSubmit((data) =>
      register(candidate?.id ? toInput(candidate.id, data) : null, resume),
    );
    return () => void submit();
  };

  /** Dev-tools "Auto Populate": fill every field and jump to the summary step. */
  const autoPopulate = (fill: (setup: GatedSetup) => Draft) =>
    setup
      ? () => {
          form.reset(fill(setup));
          setStep(last);
        }
      : undefined;

  const back = () => setStep((s) => Math.max(0, s - 1));

  return {
    /** The WizardFrame props that come straight from this state. */
    frameProps: { steps, step, setup, submitting, onBack: back },
    setupQuery,
    setup,
    form,
    values,
    set,
    step,
    setStep,
    last,
    resume,
    setResume,
    submitting,
    submitWith,
    autoPopulate,
  };
}
