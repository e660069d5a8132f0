import type { Analytics } from '@mockint/api-contract/socket';

// The mock has no negotiation model: these scores are a transparent heuristic over the candidate's words, so a
// developer can move them on purpose (numbers and evidence raise them, hedging lowers them).

const HEDGES =
  /\b(maybe|perhaps|i guess|i think|sorry|if possible|kind of|sort of|um+|uh+|not sure|hopefully|just)\b/gi;
const ASKS =
  /\b(expect|expecting|looking for|would like|i need|counter|comfortable at|closer to|require|propose|ask for|asking for)\b/gi;
const EVIDENCE =
  /\b(market|survey|data|research|experience|years?|results?|led|increased|cut|reduced|grew|saved|percent|benchmark|range|scope|responsibilit(y|ies))\b/gi;
const NUMBER = /\d|\b(thousand|hundred|million|percent)\b/i;

const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));
const count = (text: string, re: RegExp) => (text.match(re) ?? []).length;

export interface NegotiationInput {
  answer: string;
  currency: string | null;
  expectation: number | null;
  /** Offer factor of the opening turn and of the latest offer on the table. */
  initialFactor: number | null;
  latestFactor: number | null;
}

export function negotiationAnalytics(input: NegotiationInput): Analytics {
  const text = input.answer;
  const words = text.split(/\s+/).filter(Boolean).length;
  const hedges = count(text, HEDGES);
  const asks = count(text, ASKS);
  const evidence = count(text, EVIDENCE);
  const hasNumber = NUMBER.test(text);
  const offer = (factor: number | null) =>
    input.expectation !== null && factor !== null
      ? Math.round((input.expectation * factor) / 100) * 100
      : null;
  return {
    salaryCurrency: input.currency,
    salaryInitialOffer: offer(input.initialFactor),
    salaryFinalOffer: offer(input.latestFactor),
    negotiationConfidence: clamp(55 + Math.min(words, 60) / 3 - hedges * 12 + (hasNumber ? 10 : 0)),
    assertivenessScore: clamp(40 + asks * 15 + (hasNumber ? 15 : 0) - hedges * 10),
    justificationStrength: clamp(30 + evidence * 12 + (hasNumber ? 10 : 0)),
  };
}
