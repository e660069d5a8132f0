import type { InterviewFeedback } from '@mockint/api-contract';
import { describe, expect, it } from 'vitest';
import { reportSummaryText } from './report-summary';

describe('reportSummaryText', () => {
  it('lists the score, categories, summary and every list as plain text, skipping empty lists', () => {
    const feedback = {
      overallScore: 71.6,
      scores: [
        { category: 'Communication', score: 80 },
        { category: 'Relevance', score: 62.4 },
      ],
      summary: ' Solid answers. ',
      strengths: ['Clear structure'],
      areasToImprove: [],
      actionableTips: ['Lead with the result', 'Use numbers'],
    } as unknown as InterviewFeedback;
    expect(reportSummaryText(feedback, 'Interview Report · Acme')).toBe(
      [
        'Interview Report · Acme',
        'Overall score: 72/100',
        '- Communication: 80/100',
        '- Relevance: 62/100',
        '',
        'Summary:',
        'Solid answers.',
        '',
        'Strengths:',
        '- Clear structure',
        '',
        'Actionable tips:',
        '- Lead with the result',
        '- Use numbers',
      ].join('\n'),
    );
    // The app's addition (the delivery figures) goes last, as given.
    expect(reportSummaryText(feedback, 'T', 'Delivery (measured on this device):\n- Pace: 150 wpm')).toMatch(
      /- Use numbers\n\nDelivery \(measured on this device\):\n- Pace: 150 wpm$/,
    );
  });
});
