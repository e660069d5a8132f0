/** 'Step 2 of 4: Scenario' (spec; steps are shown 1-based). */
export function wizardStepHeading(steps: readonly string[], step: number): string {
  const name = steps[step] ?? '';
  return `Step ${step + 1} of ${steps.length}: ${name}`;
}
