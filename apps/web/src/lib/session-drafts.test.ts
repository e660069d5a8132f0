import { beforeEach, describe, expect, it } from 'vitest';
import { runLogoutCleanups } from './auth/logout-registry';
import { clearAllDrafts, draftKey, readDraft, removeDraft, writeDraft } from './session-drafts';

beforeEach(() => sessionStorage.clear());

describe('session drafts', () => {
  it('round-trips values and step under a per-candidate key', () => {
    const key = draftKey('cand-1', 'job-interview');
    writeDraft(key, { values: { companyName: 'Acme' }, step: 2 });
    expect(readDraft(key)).toEqual({ values: { companyName: 'Acme' }, step: 2 });
    expect(readDraft(draftKey('cand-2', 'job-interview'))).toBeNull();
  });

  it('ignores what is not a draft', () => {
    sessionStorage.setItem('draft:c:x', 'not json');
    expect(readDraft('draft:c:x')).toBeNull();
    sessionStorage.setItem('draft:c:y', JSON.stringify({ step: 1 }));
    expect(readDraft('draft:c:y')).toBeNull();
  });

  it('removes one draft, or all of them (logout), and leaves other keys', () => {
    sessionStorage.setItem('other', 'kept');
    writeDraft(draftKey('c', 'a'), { values: {}, step: 0 });
    writeDraft(draftKey('c', 'b'), { values: {}, step: 0 });
    removeDraft(draftKey('c', 'a'));
    expect(readDraft(draftKey('c', 'a'))).toBeNull();
    runLogoutCleanups();
    expect(readDraft(draftKey('c', 'b'))).toBeNull();
    expect(sessionStorage.getItem('other')).toBe('kept');
    clearAllDrafts();
  });
});
