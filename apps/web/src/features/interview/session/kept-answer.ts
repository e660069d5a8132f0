import { draftKey, readDraft, removeDraft, writeDraft } from '@/lib/session-drafts';
import type { PendingAnswer } from './session-types';

/**
 * The room's typed draft and its unacknowledged answer, kept in sessionStorage for this tab (decision 0635)
 * through the app's session drafts (decision 0535: keys carry the candidate id, logout removes them). Read when a
 * room is made, written as they change, removed when the interview ends.
 */
export const keptDraftKey = (candidateId: string, roomId: string) =>
  draftKey(candidateId, `interview-room:${roomId}:draft`);
export const keptAnswerKey = (candidateId: string, roomId: string) =>
  draftKey(candidateId, `interview-room:${roomId}:answer`);

function isPendingAnswer(value: unknown): value is PendingAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    (v.kind === 'text' && typeof v.text === 'string' && v.text.trim() !== '') ||
    (v.kind === 'audio' && typeof v.audioBase64 === 'string' && v.audioBase64 !== '')
  );
}

export function readKeptAnswer(key: string): PendingAnswer | null {
  const answer = readDraft<{ answer?: unknown }>(key)?.values.answer;
  return isPendingAnswer(answer) ? answer : null;
}

/** A recording too large for the tab's storage quota is not kept (writeDraft swallows the quota error). */
export function writeKeptAnswer(key: string, answer: PendingAnswer | null): void {
  if (answer) writeDraft(key, { values: { answer }, step: 0 });
  else removeDraft(key);
}

export function readKeptDraft(key: string): string {
  const text = readDraft<{ text?: unknown }>(key)?.values.text;
  return typeof text === 'string' ? text : '';
}

export function writeKeptDraft(key: string, text: string): void {
  if (text) writeDraft(key, { values: { text }, step: 0 });
  else removeDraft(key);
}
