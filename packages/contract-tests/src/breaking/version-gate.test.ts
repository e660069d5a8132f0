import { describe, expect, it } from 'vitest';
import { hasChangelogEntry, isMajorBump, judge } from './version-gate.ts';

const changelog = `# Changelog

## 2.0.0 - 2026-11-22
- Renamed Candidate.fullName to displayName.

## Socket protocol 2.0.0
- Removed hint_response.

## 1.0.0
`;

describe('version gate', () => {
  it('recognises a major bump only', () => {
    expect(isMajorBump('1.4.2', '2.0.0')).toBe(true);
    expect(isMajorBump('1.0.0', '1.1.0')).toBe(false);
    expect(isMajorBump('2.0.0', '1.0.0')).toBe(false);
    expect(isMajorBump(undefined, '2.0.0')).toBe(false);
  });

  it('finds an entry only under a heading with that exact version and some text', () => {
    expect(hasChangelogEntry(changelog, '2.0.0')).toBe(true);
    expect(hasChangelogEntry(changelog, '2.0.0', 'socket')).toBe(true);
    expect(hasChangelogEntry(changelog, '20.0.0')).toBe(false);
    expect(hasChangelogEntry(changelog, '2.0')).toBe(false);
    // The 1.0.0 heading has no body.
    expect(hasChangelogEntry(changelog, '1.0.0')).toBe(false);
    expect(hasChangelogEntry('## 3.0.0\n- text', '3.0.0', 'socket')).toBe(false);
  });

  it('passes when nothing breaks, whatever the version', () => {
    expect(
      judge({ label: 'HTTP API', before: '1.0.0', after: '1.0.0', changelog: undefined, breakingCount: 0 })
        .ok,
    ).toBe(true);
  });

  it('fails a breaking change without a bump, and a bump without a changelog entry', () => {
    const noBump = judge({ label: 'HTTP API', before: '1.0.0', after: '1.1.0', changelog, breakingCount: 2 });
    expect(noBump).toEqual({
      ok: false,
      reason: expect.stringContaining('without a major version bump (1.0.0 → 1.1.0)'),
    });
    const noEntry = judge({
      label: 'HTTP API',
      before: '2.0.0',
      after: '3.0.0',
      changelog,
      breakingCount: 1,
    });
    expect(noEntry).toEqual({ ok: false, reason: expect.stringContaining('has no entry for it') });
  });

  it('accepts a breaking change with a major bump and its changelog entry', () => {
    expect(
      judge({ label: 'HTTP API', before: '1.2.0', after: '2.0.0', changelog, breakingCount: 1 }).ok,
    ).toBe(true);
  });
});
