import { describe, expect, it } from 'vitest';
import type { AudioMetrics } from '../analysis/delivery-analysis';
import { attemptFigures, betterOf, changeOf, FIGURES, type FigureKey } from './attempts';

const spec = (key: FigureKey) => FIGURES.find((f) => f.key === key)!;

const audio = (patch: Partial<AudioMetrics>): AudioMetrics => ({
  duration: 30,
  speakingTime: 20,
  silenceTime: 10,
  speechStart: 1,
  speechEnd: 29,
  pauses: [
    { start: 5, duration: 3.1 },
    { start: 12, duration: 1 },
    { start: 20, duration: 2.2 },
  ],
  longestPause: 3.1,
  syllables: 70,
  syllablesPerSecond: 3.5,
  ...patch,
});

describe('attemptFigures', () => {
  it('takes length, syllable rate (as an estimated pace), longest pause and pauses over 2 s from the audio', () => {
    expect(attemptFigures(audio({}))).toEqual({
      length: 28,
      syllableRate: 3.5,
      estimatedWpm: 140,
      longestPause: 3.1,
      pausesOver2s: 2,
    });
    expect(attemptFigures(null)).toEqual({
      length: null,
      syllableRate: null,
      estimatedWpm: null,
      longestPause: null,
      pausesOver2s: null,
    });
  });
});

describe('betterOf', () => {
  it('prefers the value closer to its band', () => {
    // 3.3 syll/s = 132 wpm (in band) beats 4.75 = 190 wpm.
    expect(betterOf(spec('pace'), [3.3, 4.75])).toEqual([0]);
    // Both under a minute: the longer one is closer to the band.
    expect(betterOf(spec('length'), [40, 25])).toEqual([0]);
    expect(betterOf(spec('longestPause'), [3.4, 1.1])).toEqual([1]);
  });

  it('ranks pauses by length inside the band too; a tie has no better', () => {
    expect(betterOf(spec('longestPause'), [2.5, 1.1])).toEqual([1]);
    expect(betterOf(spec('pausesOver2s'), [1, 0])).toEqual([1]);
    expect(betterOf(spec('length'), [70, 90])).toEqual([]);
    expect(betterOf(spec('pace'), [3.5, null])).toEqual([]);
  });
});

describe('changeOf', () => {
  it('names the direction from one attempt to the next', () => {
    expect(changeOf(spec('pace'), 3.3, 4.7)).toBe('faster');
    expect(changeOf(spec('length'), 40, 25)).toBe('shorter');
    expect(changeOf(spec('longestPause'), 3.1, 1)).toBe('shorter');
    expect(changeOf(spec('pausesOver2s'), 1, 0)).toBe('fewer');
    expect(changeOf(spec('pausesOver2s'), 1, 1)).toBe('same');
    expect(changeOf(spec('pace'), null, 4)).toBeNull();
  });
});
