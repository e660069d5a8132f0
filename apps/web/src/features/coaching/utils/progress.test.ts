import type { InterviewFeedback } from '@mockint/api-contract';
import { describe, expect, it } from 'vitest';
import type { StoredAnswer } from '../api/answer-store';
import type { AudioMetrics } from '../analysis/delivery-analysis';
import { deliveryTrend, progressPoints, weakestCategory } from './progress';

const feedback = (
  id: string,
  at: string,
  overall: number,
  scores: [string, number][],
  areas: string[] = [],
) =>
  ({
    overallScore: overall,
    scores: scores.map(([category, score]) => ({ category, score })),
    areasToImprove: areas,
    actionableTips: [`tip of ${id}`],
    interviewRoom: { id, createdAt: at },
  }) as unknown as InterviewFeedback;

const list = [
  feedback(
    'b',
    '2026-02-01T10:00:00Z',
    70,
    [
      ['Communication', 80],
      ['Problem Solving', 50],
    ],
    ['Problem solving: walk through your steps.'],
  ),
  feedback('a', '2026-01-01T10:00:00Z', 60, [
    ['Communication', 40],
    ['Problem Solving', 70],
  ]),
];

describe('progress', () => {
  it('orders sessions oldest first with their overall and category scores', () => {
    expect(progressPoints(list).map((p) => [p.roomId, p.overall, p.scores['Communication']])).toEqual([
      ['a', 60, 40],
      ['b', 70, 80],
    ]);
  });

  it('names the weakest category over recent sessions, with the latest advice about it', () => {
    expect(weakestCategory(list)).toEqual({
      category: 'Communication',
      score: 60,
      tip: 'tip of b',
    });
    const worse = [
      ...list,
      feedback(
        'c',
        '2026-03-01T10:00:00Z',
        50,
        [
          ['Communication', 90],
          ['Problem Solving', 20],
        ],
        ['Problem solving: say what you tried.'],
      ),
    ];
    expect(weakestCategory(worse)).toMatchObject({
      category: 'Problem Solving',
      tip: 'Problem solving: say what you tried.',
    });
    expect(weakestCategory([])).toBeNull();
  });

  it('sums delivery per session recorded on this device', () => {
    const m = {
      speakingTime: 10,
      longestPause: 2,
      syllablesPerSecond: 4,
      pauses: [],
    } as unknown as AudioMetrics;
    const answer = (
      roomId: string,
      at: number,
      transcript: string,
      metrics: AudioMetrics | null,
    ): StoredAnswer => ({
      roomId,
      chatId: `${roomId}${at}`,
      transcript,
      audio: null,
      metrics,
      recordedAt: at,
    });
    const words25 = Array.from({ length: 25 }, () => 'word').join(' ');
    const trend = deliveryTrend([
      answer('r2', 50, `um ${words25}`, { ...m, longestPause: 4 }),
      answer('r1', 10, words25, m),
      answer('r1', 20, 'typed', null),
    ]);
    expect(trend.map((t) => t.roomId)).toEqual(['r1', 'r2']);
    expect(trend[0]!.wpm).toBeCloseTo(150);
    expect(trend[0]!.fillersPer100).toBe(0);
    expect(trend[1]).toMatchObject({ longestPause: 4 });
    expect(trend[1]!.fillersPer100).toBeCloseTo((1 / 26) * 100);
  });

  it('gives the share of recorded answers in the 1–2 min length band per session (decision 0810)', () => {
    const spoken = (roomId: string, at: number, seconds: number): StoredAnswer => ({
      roomId,
      chatId: `${roomId}${at}`,
      transcript: '',
      audio: null,
      metrics: {
        speakingTime: seconds,
        speechStart: 1,
        speechEnd: 1 + seconds,
        pauses: [],
      } as unknown as AudioMetrics,
      recordedAt: at,
    });
    const typed = { ...spoken('r1', 3, 0), metrics: null };
    const trend = deliveryTrend([spoken('r1', 1, 90), spoken('r1', 2, 30), typed, spoken('r2', 9, 150)]);
    // A typed answer has no length: 1 of the 2 spoken answers of r1, none of r2.
    expect(trend.map((t) => t.lengthInBand)).toEqual([0.5, 0]);
  });
});
