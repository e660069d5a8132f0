import type { InterviewScript } from './schema.ts';

export type TurnKind = 'opening' | 'question' | 'follow-up' | 'closing';

export interface Sentence {
  /** `<turn id>-<n>`, the clip name in fixtures/audio/<scenario>/ (make-audio.sh derives the same ids). */
  lineId: string;
  text: string;
}

export interface Turn {
  index: number;
  id: string;
  kind: TurnKind;
  topic: string | null;
  sentences: Sentence[];
  hint: string | null;
  candidateAnswer: string | null;
  offerFactor: number | null;
}

/** The script in speaking order: opening, q1, q1-followup, q2, …, closing. */
export function flattenTurns(s: InterviewScript): Turn[] {
  const turns: Turn[] = [];
  const push = (
    id: string,
    kind: TurnKind,
    topic: string | null,
    t: { sentences: string[]; hint?: string; candidateAnswer?: string; offerFactor?: number | undefined },
  ) => {
    turns.push({
      index: turns.length,
      id,
      kind,
      topic,
      sentences: t.sentences.map((text, i) => ({ lineId: `${id}-${i + 1}`, text })),
      hint: t.hint ?? null,
      candidateAnswer: t.candidateAnswer ?? null,
      offerFactor: t.offerFactor ?? null,
    });
  };
  push('opening', 'opening', null, s.opening);
  s.questions.forEach((q, i) => {
    push(`q${i + 1}`, 'question', q.topic, q);
    push(`q${i + 1}-followup`, 'follow-up', q.topic, q.followUp);
  });
  push('closing', 'closing', null, s.closing);
  return turns;
}
