import { describe, expect, it } from 'vitest';
import { JOB_INTERVIEW_STEPS } from './job-interview-form';
import { wizardStepHeading } from './wizard-steps';

describe('wizardStepHeading', () => {
  it('names the current step 1-based out of the total', () => {
    expect(wizardStepHeading(JOB_INTERVIEW_STEPS, 0)).toBe('Step 1 of 4: Settings');
    expect(wizardStepHeading(JOB_INTERVIEW_STEPS, 3)).toBe('Step 4 of 4: Summary');
  });
});
