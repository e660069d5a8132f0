import { describe, expect, it } from 'vitest';
import type { AudioMetrics } from './delivery-analysis';
import {
  answerMetrics,
  fillerVerdict,
  formatLength,
  isOutOfBand,
  lengthVerdict,
  paceOf,
  paceVerdict,
  pauseVerdict,
} from './bands';

const audio = (patch: Partial<AudioMetrics> = {}): AudioMetrics => ({
  duration: 80,
  speakingTime: 20,
  silenceTime: 60,
  speechStart: 0.5,
  speechEnd: 79,
  pauses: [],
  longestPause: 1,
  syllables: 80,
  syllablesPerSecond: 4,
  ...patch,
});

describe('answerMetrics', () => {
  it('derives wpm from the transcript over voiced time, and an estimate from syllables', () => {
    const words = Array.from({ length: 50 }, () => 'word').join(' ');
    const m = answerMetrics(audio(), words);
    expect(m.wpm).toBeCloseTo(150);
    expect(m.estimatedWpm).toBeCloseTo(160);
    expect(paceOf(m)).toBeCloseTo(150);
  });

  it('falls back to the estimate when the transcript is empty, and has neither for a typed answer', () => {
    expect(paceOf(answerMetrics(audio(), ''))).toBeCloseTo(160);
    const typed = answerMetrics(null, 'I typed this.');
    expect(typed.wpm).toBeNull();
    expect(typed.estimatedWpm).toBeNull();
    expect(typed.words).toBe(3);
  });
});

describe('verdicts', () => {
  it('judges pace against 130–160 wpm with a reason out of band', () => {
    expect(paceVerdict(145).status).toBe('in');
    expect(paceVerdict(110)).toMatchObject({ status: 'low', reason: expect.stringContaining('130') });
    expect(paceVerdict(190)).toMatchObject({ status: 'high', reason: expect.stringContaining('160') });
    expect(paceVerdict(null).status).toBe('unknown');
  });

  it('judges fillers under 3 per 100 words and pauses up to 3 s', () => {
    expect(fillerVerdict(2.9).status).toBe('in');
    expect(fillerVerdict(3).status).toBe('high');
    expect(pauseVerdict(3).status).toBe('in');
    expect(pauseVerdict(3.4).status).toBe('high');
  });

  it('judges the spoken length against one to two minutes, first to last word (decision 0810)', () => {
    expect(lengthVerdict(59.4).status).toBe('low');
    expect(lengthVerdict(60).status).toBe('in');
    expect(lengthVerdict(120).status).toBe('in');
    expect(lengthVerdict(121)).toMatchObject({
      status: 'high',
      reason: expect.stringContaining('2 minutes'),
    });
    expect(lengthVerdict(null).status).toBe('unknown');
    // Leading and trailing silence is not the answer's length.
    expect(answerMetrics(audio(), '').length).toBeCloseTo(78.5);
    expect(answerMetrics(null, 'typed').length).toBeNull();
    expect(formatLength(78.5)).toBe('1:19');
  });

  it('flags an answer with any metric out of band', () => {
    const words = Array.from({ length: 50 }, () => 'word').join(' ');
    expect(isOutOfBand(answerMetrics(audio(), words))).toBe(false);
    expect(isOutOfBand(answerMetrics(audio({ longestPause: 4 }), words))).toBe(true);
    expect(isOutOfBand(answerMetrics(audio({ speechEnd: 30 }), words))).toBe(true);
    // A metric switched off never flags an answer (decision 0811).
    const on = { pace: true, fillers: true, pauses: true, length: true, talkShare: true };
    expect(isOutOfBand(answerMetrics(audio({ longestPause: 4 }), words), { ...on, pauses: false })).toBe(
      false,
    );
    expect(isOutOfBand(answerMetrics(audio({ speechEnd: 30 }), words), { ...on, length: false })).toBe(false);
    expect(isOutOfBand(answerMetrics(audio(), `um ${words}`.replace(/word word/g, 'um word')))).toBe(true);
  });
});
