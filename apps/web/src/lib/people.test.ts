import { describe, expect, it } from 'vitest';
import { displayName } from './people';

describe('displayName', () => {
  it('prefers a nickname with text, then the full name, then the fallback', () => {
    expect(displayName({ nickname: ' Ava ', fullName: 'Ava Smith' })).toBe('Ava');
    expect(displayName({ nickname: '   ', fullName: 'Ava Smith' })).toBe('Ava Smith');
    expect(displayName({ nickname: null, fullName: null }, 'Interviewer')).toBe('Interviewer');
    expect(displayName(undefined, 'Interviewer')).toBe('Interviewer');
    expect(displayName(undefined)).toBe('');
  });
});
