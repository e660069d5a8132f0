import { describe, expect, it } from 'vitest';
import { creditsText, hasMoreSessions, sessionAction, sessionSubtitle, showsDuration } from './sessions';

describe('dashboard session helpers', () => {
  it('picks the action by status', () => {
    expect(sessionAction({ id: 's1', status: 'FINISHED' })).toEqual({
      label: 'View Report',
      to: '/app/interview-sessions/report?session=s1',
    });
    expect(sessionAction({ id: 's1', status: 'ONGOING' })).toEqual({
      label: 'Continue',
      to: '/interview/join?session=s1',
    });
    expect(sessionAction({ id: 's1', status: 'REGISTERED' })).toEqual({
      label: 'Start Now',
      to: '/interview/join?session=s1',
    });
    expect(sessionAction({ id: 's1', status: 'CANCELLED' })).toBeNull();
  });
  it('shows Load More only above five sessions', () => {
    expect(hasMoreSessions(5)).toBe(false);
    expect(hasMoreSessions(6)).toBe(true);
    expect(hasMoreSessions(undefined)).toBe(false);
  });
  it('hides the duration of registered sessions', () => {
    expect(showsDuration('REGISTERED')).toBe(false);
    expect(showsDuration('FINISHED')).toBe(true);
  });
  it('joins level and role labels', () => {
    expect(
      sessionSubtitle({
        interviewExperienceLevel: { label: 'Mid Level' },
        interviewJobRole: { label: 'Frontend Engineer' },
      }),
    ).toBe('Mid Level · Frontend Engineer');
    expect(sessionSubtitle({ interviewJobRole: { label: 'Designer' } })).toBe('Designer');
  });
  it("shows 'No' at zero credits", () => {
    expect(creditsText(0)).toBe('No');
    expect(creditsText(undefined)).toBe('No');
    expect(creditsText(-1)).toBe('No');
    expect(creditsText(3)).toBe('3');
  });
});
