import { describe, expect, it } from 'vitest';
import { shouldShowTour } from './guided-tour';

describe('guided tour flag', () => {
  it("shows the tour unless intro is 'true'", () => {
    expect(shouldShowTour(undefined)).toBe(true);
    expect(shouldShowTour('false')).toBe(true);
    expect(shouldShowTour('true')).toBe(false);
  });
});
