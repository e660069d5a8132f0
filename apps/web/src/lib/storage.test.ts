import { describe, expect, it } from 'vitest';
import {
  clearStorageExcept,
  PRESERVED_ON_LOGOUT,
  readCandidate,
  readString,
  removeKeys,
  SIGN_IN_KEYS,
  writeCandidate,
  writeString,
} from './storage';

describe('readString', () => {
  it("treats the string 'undefined' (and 'null', empty) as absent", () => {
    localStorage.setItem('interviewTemplateId', 'undefined');
    localStorage.setItem('redirect', 'null');
    localStorage.setItem('provider', '');
    expect(readString('interviewTemplateId')).toBeUndefined();
    expect(readString('redirect')).toBeUndefined();
    expect(readString('provider')).toBeUndefined();
    expect(readString('missing')).toBeUndefined();
  });
  it('returns real values unchanged', () => {
    localStorage.setItem('redirect', 'demo');
    expect(readString('redirect')).toBe('demo');
  });
});

describe('writeString', () => {
  it("never stores 'undefined': a missing value removes a stale key", () => {
    localStorage.setItem('interviewTemplateId', 'old');
    writeString('interviewTemplateId', undefined);
    expect(localStorage.getItem('interviewTemplateId')).toBeNull();
    writeString('redirect', 'undefined');
    expect(localStorage.getItem('redirect')).toBeNull();
    writeString('provider', 'google');
    expect(localStorage.getItem('provider')).toBe('google');
  });
});

describe('candidate cache', () => {
  const candidate = {
    id: 'c1',
    fullName: 'Ada Lovelace',
    nickname: null,
    email: 'ada@example.org',
    avatar: null,
    candidateCredits: { credits: 2, tier: 'FREE_SIGNUP' as const },
  };
  it('round-trips the profile as JSON under `candidate`', () => {
    writeCandidate(candidate);
    expect(JSON.parse(localStorage.getItem('candidate') ?? '')).toEqual(candidate);
    expect(readCandidate()).toEqual(candidate);
  });
  it('ignores corrupt or foreign values', () => {
    localStorage.setItem('candidate', '{not json');
    expect(readCandidate()).toBeUndefined();
    localStorage.setItem('candidate', '{"foo":1}');
    expect(readCandidate()).toBeUndefined();
  });
});

describe('logout storage rules', () => {
  it('keeps only feedbackSubmitted, intro and vueuse-color-scheme', () => {
    for (const key of [
      'candidate',
      'codeVerifier',
      'anything',
      'feedbackSubmitted',
      'intro',
      'vueuse-color-scheme',
    ]) {
      localStorage.setItem(key, 'x');
    }
    clearStorageExcept(PRESERVED_ON_LOGOUT);
    expect(Object.keys(localStorage).sort()).toEqual(['feedbackSubmitted', 'intro', 'vueuse-color-scheme']);
  });
  it('removes exactly the sign-in hand-over keys after the callback', () => {
    for (const key of [...SIGN_IN_KEYS, 'candidate']) localStorage.setItem(key, 'x');
    removeKeys(SIGN_IN_KEYS);
    expect(Object.keys(localStorage)).toEqual(['candidate']);
  });
});
