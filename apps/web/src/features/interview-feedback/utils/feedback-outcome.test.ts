import { describe, expect, it } from 'vitest';
import type { InterviewFeedback } from '@mockint/api-contract';
import { classifyFeedback, outcomeMessage, scoreTone } from './feedback-outcome';

const feedback = (status: string) => ({ interviewRoom: { status } }) as unknown as InterviewFeedback;

describe('classifyFeedback', () => {
  it('accepts only finished rooms', () => {
    expect(classifyFeedback({ data: feedback('FINISHED') }).kind).toBe('ok');
    expect(classifyFeedback({ data: feedback('ONGOING') }).kind).toBe('not-finished');
  });
  it('maps API errors to the spec messages', () => {
    expect(
      outcomeMessage(classifyFeedback({ errorMessage: 'INTERVIEW_NOT_FINISHED', httpStatus: 400 })),
    ).toBe('Interview is not completed yet');
    expect(outcomeMessage(classifyFeedback({ httpStatus: 404 }))).toBe('No feedback data found');
    expect(outcomeMessage(classifyFeedback({ data: null }))).toBe('No feedback data found');
    expect(outcomeMessage(classifyFeedback({ errorMessage: 'boom', httpStatus: 500 }))).toBe(
      'Something went wrong while fetching feedback data',
    );
  });
  it('tells a report being generated from one that does not exist', () => {
    expect(classifyFeedback({ errorMessage: 'FEEDBACK_GENERATING', httpStatus: 404 })).toEqual({
      kind: 'generating',
    });
    expect(classifyFeedback({ errorMessage: 'FEEDBACK_NOT_FOUND', httpStatus: 404 })).toEqual({
      kind: 'not-found',
    });
    expect(classifyFeedback({ errorMessage: 'Interview room not found', httpStatus: 404 })).toEqual({
      kind: 'not-found',
    });
  });
  it('bands scores', () => {
    expect([90, 60, 10].map(scoreTone)).toEqual(['good', 'fair', 'poor']);
  });
});
