import type { InterviewFeedback } from '@mockint/api-contract';

/**
 * The report as plain text for the clipboard ("Copy summary"): what a candidate pastes into notes. `extra`:
 * the app's additions (the on-device delivery figures), appended as they are.
 */
export function reportSummaryText(feedback: InterviewFeedback, title: string, extra?: string | null): string {
  const list = (heading: string, items: string[]) =>
    items.length ? [`${heading}:`, ...items.map((item) => `- ${item}`), ''] : [];
  return [
    title,
    `Overall score: ${Math.round(feedback.overallScore)}/100`,
    ...feedback.scores.map((s) => `- ${s.category}: ${Math.round(s.score)}/100`),
    '',
    'Summary:',
    feedback.summary.trim(),
    '',
    ...list('Strengths', feedback.strengths),
    ...list('Areas to improve', feedback.areasToImprove),
    ...list('Actionable tips', feedback.actionableTips),
    ...(extra ? [extra, ''] : []),
  ]
    .join('\n')
    .trim();
}
