import { describe, expect, it } from 'vitest';
import { sessionAction, sessionSubtitle, showsDuration } from './session-rows';

describe('sessionAction', () => {
  it('maps statuses to actions', () => {
    expect(sessionAction({ id: 'a', status: 'REGISTERED' })).toEqual({
      label: 'Start Now',
      to: '/interview/join?session=a',
    });
    expect(sessionAction({ id: 'a', status: 'ONGOING' })).toEqual({
      label: 'Continue',
      to: '/interview/join?session=a',
    });
    expect(sessionAction({ id: 'a', status: 'FINISHED' })).toEqual({
      label: 'View Report',
      to: '/app/interview-sessions/report?session=a',
    });
    expect(sessionAction({ id: 'a', status: 'CANCELLED' })).toBeNull();
    expect(sessionAction({ id: 'a', status: null })).toBeNull();
  });
  it('encodes the session id in the link', () => {
    expect(sessionAction({ id: 'a b/c', status: 'ONGOING' })?.to).toBe('/interview/join?session=a%20b%2Fc');
  });
});

describe('showsDuration', () => {
  it('hides the duration of registered sessions', () => {
    expect(showsDuration('REGISTERED')).toBe(false);
    expect(showsDuration('ONGOING')).toBe(true);
    expect(showsDuration('FINISHED')).toBe(true);
  });
});

describe('sessionSubtitle', () => {
  it('joins level and role labels, skipping blanks', () => {
    expect(
      sessionSubtitle({
        interviewExperienceLevel: { label: 'Mid Level' },
        interviewJobRole: { label: 'Frontend Engineer' },
      }),
    ).toBe('Mid Level · Frontend Engineer');
    expect(sessionSubtitle({ interviewJobRole: { label: 'Designer' } })).toBe('Designer');
    expect(sessionSubtitle({ interviewExperienceLevel: { label: '  ' }, interviewJobRole: null })).toBe('');
  });
});
