import { describe, expect, it } from 'vitest';
import { extractionPrefill } from './extraction-prefill';

const jobRoles = [
  { id: 'r1', label: 'Frontend Engineer' },
  { id: 'r2', label: 'Data Analyst' },
];
const selectableLevelIds = new Set(['mid', 'senior']);
const empty = { interviewExperienceLevelId: '', interviewJobRoleName: '' };
const result = { experienceLevelId: 'senior', jobRoleId: 'r1' };

describe('extractionPrefill', () => {
  it('fills both fields when the candidate has not touched them', () => {
    expect(
      extractionPrefill({ result, atRequest: empty, current: empty, selectableLevelIds, jobRoles }),
    ).toEqual({ interviewExperienceLevelId: 'senior', interviewJobRoleName: 'Frontend Engineer' });
  });

  it('keeps a level the candidate picked while the extraction was loading', () => {
    const current = { ...empty, interviewExperienceLevelId: 'mid' };
    expect(extractionPrefill({ result, atRequest: empty, current, selectableLevelIds, jobRoles })).toEqual({
      interviewJobRoleName: 'Frontend Engineer',
    });
  });

  it('keeps a role the candidate typed while the extraction was loading', () => {
    const current = { ...empty, interviewJobRoleName: 'Designer' };
    expect(extractionPrefill({ result, atRequest: empty, current, selectableLevelIds, jobRoles })).toEqual({
      interviewExperienceLevelId: 'senior',
    });
  });

  it('still replaces values that were there before the request and are unchanged', () => {
    const before = { interviewExperienceLevelId: 'mid', interviewJobRoleName: 'Data Analyst' };
    expect(
      extractionPrefill({ result, atRequest: before, current: before, selectableLevelIds, jobRoles }),
    ).toEqual({ interviewExperienceLevelId: 'senior', interviewJobRoleName: 'Frontend Engineer' });
  });

  it('ignores gated or unknown ids and empty answers', () => {
    expect(
      extractionPrefill({
        result: { experienceLevelId: 'principal', jobRoleId: 'nope' },
        atRequest: empty,
        current: empty,
        selectableLevelIds,
        jobRoles,
      }),
    ).toEqual({});
    expect(
      extractionPrefill({
        result: { experienceLevelId: null, jobRoleId: null },
        atRequest: empty,
        current: empty,
        selectableLevelIds,
        jobRoles,
      }),
    ).toEqual({});
  });
});
