import { describe, expect, it } from 'vitest';
import { matchCountries, matchSubstring } from './matching';

const countries = [
  'United States',
  'Indonesia',
  'India',
  'Russian Federation',
  'Australia',
  'india',
  'Austria',
  'Mauritius',
];

describe('matchCountries', () => {
  it('puts prefix matches first, then substring matches, each alphabetical', () => {
    expect(matchCountries(countries, 'au')).toEqual(['Australia', 'Austria', 'Mauritius']);
    expect(matchCountries(countries, 'ia')).toEqual([
      'Australia',
      'Austria',
      'India',
      'Indonesia',
      'Russian Federation',
    ]);
  });
  it('is case-insensitive and de-duplicated', () => {
    expect(matchCountries(countries, 'IND')).toEqual(['India', 'Indonesia']);
  });
  it('lists everything alphabetically for an empty query and nothing for no match', () => {
    expect(matchCountries(countries, '  ')[0]).toBe('Australia');
    expect(matchCountries(countries, '')).toHaveLength(7);
    expect(matchCountries(countries, 'zz')).toEqual([]);
  });
  it('respects a limit', () => {
    expect(matchCountries(countries, 'a', 2)).toHaveLength(2);
  });
});

describe('matchSubstring', () => {
  const roles = ['Software Engineer', 'Data Engineer', 'Product Manager', 'software engineer'];
  it('matches case-insensitive substrings anywhere, de-duplicated', () => {
    expect(matchSubstring(roles, 'ENGINEER')).toEqual(['Software Engineer', 'Data Engineer']);
    expect(matchSubstring(roles, 'duct')).toEqual(['Product Manager']);
    expect(matchSubstring(roles, '')).toHaveLength(3);
  });
});
