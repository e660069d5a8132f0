import { describe, expect, it } from 'vitest';
import { analyzeSamples } from './delivery-analysis';
import { synthesize } from '../test-support/synthetic-speech';

const RATE = 16000;

describe('analyzeSamples', () => {
  it('finds each pause with its length and position, and none at the edges', () => {
    const truth = synthesize({
      sampleRate: RATE,
      phrases: [
        [2, 1, 3],
        [1, 2],
        [3, 1],
      ],
      pausesAfter: [2.5, 0.8],
      leadingSilence: 1.5,
      trailingSilence: 2,
      noise: 0.002,
    });
    const metrics = analyzeSamples(truth.samples, RATE);
    expect(metrics.pauses).toHaveLength(2);
    expect(metrics.pauses[0]!.duration).toBeCloseTo(2.5, 1);
    expect(metrics.pauses[1]!.duration).toBeCloseTo(0.8, 1);
    expect(metrics.longestPause).toBeCloseTo(2.5, 1);
    // The first pause starts after 1.5 s of lead-in and 6 syllables + 2 joins.
    expect(metrics.pauses[0]!.start).toBeCloseTo(1.5 + 6 * 0.18 + 2 * 0.05, 1);
    expect(metrics.speechStart).toBeCloseTo(1.5, 1);
    expect(metrics.speakingTime).toBeGreaterThan(truth.speechSeconds - 0.15);
    expect(metrics.speakingTime).toBeLessThan(truth.speechSeconds + 0.15);
  });

  it('bridges gaps shorter than the hangover (between words) instead of calling them pauses', () => {
    const truth = synthesize({ sampleRate: RATE, phrases: [[1, 1, 1, 1, 1, 1]], pausesAfter: [] });
    expect(analyzeSamples(truth.samples, RATE).pauses).toEqual([]);
  });

  it('counts syllable nuclei, so the speech rate matches the signal', () => {
    const truth = synthesize({
      sampleRate: RATE,
      phrases: [
        [2, 1, 3, 1, 2],
        [1, 2, 2, 1],
        [3, 1, 1, 2],
      ],
      pausesAfter: [0.6, 3.2],
      noise: 0.003,
    });
    const metrics = analyzeSamples(truth.samples, RATE);
    expect(metrics.syllables).toBe(truth.syllables);
    const trueRate = truth.syllables / truth.speechSeconds;
    expect(metrics.syllablesPerSecond!).toBeGreaterThan(trueRate * 0.9);
    expect(metrics.syllablesPerSecond!).toBeLessThan(trueRate * 1.1);
    expect(metrics.pauses.filter((p) => p.duration > 2)).toHaveLength(1);
  });

  it('does not count noise bursts as syllables (no periodicity)', () => {
    let seed = 7;
    const samples = new Float32Array(RATE * 3);
    for (let i = 0; i < samples.length; i++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const burst = Math.floor(i / (RATE * 0.2)) % 2 === 0 ? 0.3 : 0.002;
      samples[i] = burst * (seed / 0x7fffffff - 0.5);
    }
    expect(analyzeSamples(samples, RATE).syllables).toBe(0);
  });

  it('reports a silent or empty recording as nothing voiced', () => {
    expect(analyzeSamples(new Float32Array(RATE * 2), RATE)).toMatchObject({
      speakingTime: 0,
      syllables: 0,
      syllablesPerSecond: null,
      pauses: [],
    });
    expect(analyzeSamples(new Float32Array(0), RATE).duration).toBe(0);
  });
});
