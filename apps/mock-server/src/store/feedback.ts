import type { ChatRecord, FeedbackContent, ScoreRecord } from './types.ts';

export const SCORE_CATEGORIES = [
  'Communication',
  'Technical Knowledge',
  'Problem Solving',
  'Confidence',
  'Relevance',
] as const;

const clamp = (n: number, lo = 0, hi = 100) => Math.max(lo, Math.min(hi, Math.round(n)));
const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
const EVIDENCE =
  /\b(\d+|percent|measured|metric|result|because|so that|therefore|improved|reduced|increased)\b/gi;
const STRUCTURE = /\b(first|then|finally|after|so|because|which|compared|approach|tested|fixed)\b/gi;
const HEDGES = /\b(i think|maybe|not sure|i guess|kind of|sort of|probably)\b/gi;

/**
 * A deterministic stand-in for the AI report: the same chats always give the same report, and longer,
 * more concrete answers score higher, so a developer can steer the report by what they type.
 */
export function buildFeedback(chats: readonly ChatRecord[], ctx: { jobRoleName: string }): FeedbackContent {
  const questions = chats.filter((c) => c.sender === 'MODEL').length;
  const answers = chats.filter((c) => c.sender === 'CANDIDATE').map((c) => c.sentences.join(' ').trim());
  const answered = answers.filter((a) => a.length > 0);
  if (answered.length === 0) {
    const scores = SCORE_CATEGORIES.map((category) => ({ category, score: 0 }));
    return {
      overallScore: 0,
      scores,
      summary: `The session ended before any answer was given, so there is nothing to assess yet for the ${ctx.jobRoleName} role.`,
      strengths: ['You registered and joined a practice session.'],
      areasToImprove: ['Answer the interviewer\u2019s questions so a report can be generated.'],
      actionableTips: [
        'Start a new session when you have 15 quiet minutes and answer every question out loud.',
      ],
    };
  }
  const totalWords = answered.reduce((n, a) => n + words(a), 0);
  const avgWords = totalWords / answered.length;
  const all = answered.join(' ');
  const evidence = (all.match(EVIDENCE) ?? []).length;
  const structure = (all.match(STRUCTURE) ?? []).length;
  const hedges = (all.match(HEDGES) ?? []).length;
  const coverage = questions === 0 ? 1 : Math.min(1, answered.length / Math.max(1, questions - 1));

  const scores: ScoreRecord[] = [
    { category: 'Communication', score: clamp(30 + Math.min(avgWords, 60) * 1.0 + coverage * 8) },
    {
      category: 'Technical Knowledge',
      score: clamp(28 + Math.min(evidence, 12) * 4 + Math.min(avgWords, 50) * 0.5),
    },
    {
      category: 'Problem Solving',
      score: clamp(30 + Math.min(structure, 15) * 3.5 + Math.min(avgWords, 40) * 0.4),
    },
    { category: 'Confidence', score: clamp(45 + Math.min(avgWords, 40) * 0.9 - hedges * 6) },
    { category: 'Relevance', score: clamp(25 + coverage * 55 + Math.min(answered.length, 6) * 2) },
  ];
  const overallScore = clamp(scores.reduce((n, s) => n + s.score, 0) / scores.length);
  const ranked = [...scores].sort((a, b) => b.score - a.score);
  const best = ranked.slice(0, 2).map((s) => s.category);
  const worst = ranked.slice(-2).map((s) => s.category);
  const band = overallScore >= 75 ? 'strong' : overallScore >= 50 ? 'solid' : 'early-stage';

  const strengths = [
    `${best[0]} stood out across your ${answered.length} answer${answered.length === 1 ? '' : 's'}.`,
    `Good ${best[1]?.toLowerCase()} for a ${ctx.jobRoleName} candidate.`,
  ];
  if (evidence >= 3) strengths.push('You backed your points with concrete numbers and outcomes.');
  const areasToImprove = worst.map((c) => `${c}: ${improvementFor(c)}`);
  if (hedges > 0)
    areasToImprove.push('Hedging phrases such as "I think" or "maybe" weakened otherwise good answers.');
  const actionableTips = [
    avgWords < 25
      ? 'Aim for 60-90 second answers: situation, your action, and the measurable result.'
      : 'Keep answers focused: lead with the result, then explain how you got there.',
    'Prepare two stories with numbers (impact, scale, time saved) you can adapt to several questions.',
    `Research the company's products before the interview and tie one answer to them.`,
  ];
  return {
    overallScore,
    scores,
    summary:
      `A ${band} interview for the ${ctx.jobRoleName} role (${overallScore}/100). ` +
      `You answered ${answered.length} of ${Math.max(questions, answered.length)} prompts with about ${Math.round(avgWords)} words per answer. ` +
      `Your strongest area was ${best[0]?.toLowerCase()}; focus next on ${worst[worst.length - 1]?.toLowerCase()}.`,
    strengths,
    areasToImprove,
    actionableTips,
  };
}

function improvementFor(category: string): string {
  switch (category) {
    case 'Communication':
      return 'structure answers so the listener can follow them (context, action, result).';
    case 'Technical Knowledge':
      return 'name the tools, techniques and trade-offs behind your decisions.';
    case 'Problem Solving':
      return 'walk through how you broke the problem down and what you tried first.';
    case 'Confidence':
      return 'state your contribution directly and avoid hedging.';
    default:
      return 'answer the question that was asked before adding context.';
  }
}
