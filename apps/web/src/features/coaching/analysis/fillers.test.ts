import { describe, expect, it } from 'vitest';
import { countWords, findFillers, transcriptMetrics } from './fillers';

const texts = (s: string) => findFillers(s).map((h) => h.text);

describe('findFillers', () => {
  it('counts hesitations and "basically" wherever they are', () => {
    expect(texts('Um, I think, uh, we basically rewrote it. Erm.')).toEqual(['um', 'uh', 'basically', 'erm']);
  });

  it('counts "you know" and "I mean" only as set-off markers', () => {
    expect(texts('You know, it was hard. I mean, really hard.')).toEqual(['you know', 'i mean']);
    expect(texts('You know the answer and I mean what I say.')).toEqual([]);
    expect(texts('It was late, you know')).toEqual(['you know']);
  });

  it('counts "kind of" / "sort of" as hedges, not after a determiner', () => {
    expect(texts('It was kind of slow and sort of fragile.')).toEqual(['kind of', 'sort of']);
    expect(texts('A kind of cache, the sort of tool we needed.')).toEqual([]);
  });

  it('counts "like" set off by commas or opening a clause, never the verb or comparison', () => {
    expect(texts('Like, we had, like, ten services.')).toEqual(['like', 'like']);
    expect(texts('I like Go, and I would like to look like them.')).toEqual([]);
    expect(texts('It looks like a queue.')).toEqual([]);
  });
});

describe('transcriptMetrics', () => {
  it('gives words and fillers per 100 words', () => {
    const m = transcriptMetrics("Um, I've built 3 APIs, you know, in Go.");
    expect(m.words).toBe(9);
    expect(m.fillers).toHaveLength(2);
    expect(m.fillersPer100).toBeCloseTo((2 / 9) * 100);
  });

  it('has no rate for an empty transcript', () => {
    expect(transcriptMetrics('  ').fillersPer100).toBeNull();
    expect(countWords('')).toBe(0);
  });
});
