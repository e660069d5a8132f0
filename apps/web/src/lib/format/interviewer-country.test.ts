import { describe, expect, it } from 'vitest';
import {
  LANGUAGE_COUNTRY,
  countryForInterviewer,
  interviewerLanguage,
  isInterviewerLanguageAvailable,
} from './interviewer-country';

describe('interviewer language → country', () => {
  it('covers all 22 languages of the spec', () => {
    const expected: [string, string][] = [
      ['English', 'United States'],
      ['Indonesian', 'Indonesia'],
      ['Japanese', 'Japan'],
      ['Chinese', 'China'],
      ['German', 'Germany'],
      ['Hindi', 'India'],
      ['French', 'France'],
      ['Korean', 'Korea, Republic of'],
      ['Portuguese', 'Portugal'],
      ['Spanish', 'Spain'],
      ['Russian', 'Russian Federation'],
      ['Dutch', 'Netherlands'],
      ['Turkish', 'Turkey'],
      ['Arabic', 'Saudi Arabia'],
      ['Polish', 'Poland'],
      ['Swedish', 'Sweden'],
      ['Danish', 'Denmark'],
      ['Finnish', 'Finland'],
      ['Norwegian', 'Norway'],
      ['Vietnamese', 'Viet Nam'],
      ['Filipino', 'Philippines'],
      ['Malay', 'Malaysia'],
    ];
    expect(Object.keys(LANGUAGE_COUNTRY)).toHaveLength(22);
    for (const [lang, country] of expected) {
      expect(countryForInterviewer(`Alex - ${lang}`)).toBe(country);
    }
  });
  it('clears the country when there is no mapping or no language', () => {
    expect(countryForInterviewer('Alex - Klingon')).toBe('');
    expect(countryForInterviewer('Alex')).toBe('');
    expect(countryForInterviewer(undefined)).toBe('');
  });
  it('reads the language after the last separator, case-insensitively', () => {
    expect(interviewerLanguage('Mary-Jane - Smith - english')).toBe('english');
    expect(countryForInterviewer('Mary-Jane - Smith - english')).toBe('United States');
  });
  it('marks only English and Indonesian as available', () => {
    expect(isInterviewerLanguageAvailable('A - English')).toBe(true);
    expect(isInterviewerLanguageAvailable('A - Indonesian')).toBe(true);
    expect(isInterviewerLanguageAvailable('A - Japanese')).toBe(false);
    expect(isInterviewerLanguageAvailable('A')).toBe(false);
  });
});
