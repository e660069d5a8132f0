import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { RegistrationInput } from '@mockint/api-contract/client';
import { paths } from '@/config/paths';
import { useCandidate } from '@/hooks/use-candidate';
import { useCreditGate } from '@/hooks/use-credit-gate';
import { draftKey, readDraft, removeDraft, writeDraft } from '@/lib/session-drafts';
import { useInterviewSetup } from '../api/get-interview-setup';
import { useLeaveGuard } from '../hooks/use-leave-guard';
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
  draftName,
}: {
  schema: Parameters<typeof zodResolver>[0];
  emptyDraft: Draft;
  steps: readonly string[];
  /** Names this wizard's answers in sessionStorage, so a reload restores them (decision 0535). */
  draftName: string;
}) {
  const { candidate, fresh, tier } = useCandidate();
  useCreditGate({ candidate, fresh, pricingPath: paths.subscriptions, checkOnMount: true });
  const setupQuery = useInterviewSetup();
  const setup = useMemo(
    () => (setupQuery.data ? gatedSetup(setupQuery.data, tier) : null),
    [setupQuery.data, tier],
  );

  // The answers (not the resume file) survive a reload of this tab; read once, before the form exists.
  const storageKey = candidate?.id ? draftKey(candidate.id, draftName) : null;
  const [restored] = useState(() => (storageKey ? readDraft<Draft>(storageKey) : null));

  const form = useForm<Draft, unknown, Form>({
    defaultValues: (restored?.values ?? emptyDraft) as DefaultValues<Draft>,
    resolver: zodResolver(schema) as unknown as Resolver<Draft, unknown, Form>,
    mode: 'onChange',
  });
  const values = form.watch() as Draft;
  const set = (key: keyof Draft & string, value: string | boolean) =>
    form.setValue(key as Path<Draft>, value as never, { shouldDirty: true, shouldValidate: true });

  const last = steps.length - 1;
  const [step, setStep] = useState(() => Math.min(Math.max(restored?.step ?? 0, 0), last));
  const [resume, setResume] = useState<File | null>(null);
  // Set when the registration's outcome navigates away: that exit is not asked about, and once registered
  // the draft is gone for good.
  const exit = useRef<'none' | 'leaving' | 'registered'>('none');
  // The same as state, for the tab-close prompt: it must go with the exit, not only once the page unmounts.
  const [exited, setExited] = useState(false);
  const { register, submitting } = useRegisterFlow(
    () => setResume(null),
    (registered) => {
      exit.current = registered ? 'registered' : 'leaving';
      setExited(true);
      if (registered && storageKey) removeDraft(storageKey);
    },
  );

  const snapshot = JSON.stringify(values);
  const hasAnswers = snapshot !== JSON.stringify(emptyDraft);
  useEffect(() => {
    if (!storageKey || exit.current === 'registered') return;
    if (hasAnswers) writeDraft(storageKey, { values: JSON.parse(snapshot) as Draft, step });
    else removeDraft(storageKey);
  }, [storageKey, snapshot, step, hasAnswers]);
  const leaveDialog = useLeaveGuard(hasAnswers, () => exit.current !== 'none', exited);

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
    frameProps: {
      steps,
      step,
      setup,
      submitting,
      onBack: back,
      leaveDialog,
      failure:
        setupQuery.isError && !setupQuery.data
          ? { onRetry: () => void setupQuery.refetch(), retrying: setupQuery.isFetching }
          : null,
    },
    setupQuery,
    setup,
    /** True when the answers came back from this tab's saved draft (a template must not overwrite them). */
    restored: restored !== null,
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
