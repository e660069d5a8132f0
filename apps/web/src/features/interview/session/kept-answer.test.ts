import { beforeEach, describe, expect, it } from 'vitest';
import {
  keptAnswerKey,
  keptDraftKey,
  readKeptAnswer,
  readKeptDraft,
  writeKeptAnswer,
  writeKeptDraft,
} from './kept-answer';

describe('kept answer and draft (sessionStorage)', () => {
  beforeEach(() => sessionStorage.clear());

  it('round-trips an answer and a draft per candidate and room, and removes them when emptied', () => {
    const answer = keptAnswerKey('c1', 'r1');
    writeKeptAnswer(answer, { kind: 'audio', audioBase64: 'AQID' });
    expect(readKeptAnswer(answer)).toEqual({ kind: 'audio', audioBase64: 'AQID' });
    expect(readKeptAnswer(keptAnswerKey('c2', 'r1'))).toBeNull();
    writeKeptAnswer(answer, null);
    expect(sessionStorage.getItem(answer)).toBeNull();

    const draft = keptDraftKey('c1', 'r1');
    writeKeptDraft(draft, 'half an answer');
    expect(readKeptDraft(draft)).toBe('half an answer');
    writeKeptDraft(draft, '');
    expect(sessionStorage.getItem(draft)).toBeNull();
  });

  it('ignores what is not an answer', () => {
    const key = keptAnswerKey('c1', 'r1');
    sessionStorage.setItem(
      key,
      JSON.stringify({ values: { answer: { kind: 'text', text: '  ' } }, step: 0 }),
    );
    expect(readKeptAnswer(key)).toBeNull();
    sessionStorage.setItem(key, '{not json');
    expect(readKeptAnswer(key)).toBeNull();
  });
});
