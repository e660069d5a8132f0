import { describe, expect, it } from 'vitest';
import { candidateCredits, candidateTier } from './candidate';

describe('credit defaults', () => {
  it('treats a missing credit record as 0 credits on FREE_SIGNUP', () => {
    const candidate = {
      id: 'c',
      fullName: 'A',
      nickname: null,
      email: 'a@b.c',
      avatar: null,
      candidateCredits: null,
    };
    expect(candidateCredits(candidate)).toBe(0);
    expect(candidateTier(candidate)).toBe('FREE_SIGNUP');
    expect(candidateTier(undefined)).toBe('FREE_SIGNUP');
  });
});
