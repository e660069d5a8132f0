import type { AudioMetrics } from './delivery-analysis';
import { transcriptMetrics, type FillerHit } from './fillers';
import { ALL_METRICS_ON, type MetricSettings } from '../utils/metric-settings';

/** Target bands (decision 0800 cites where each comes from). */
export const BANDS = {
  pace: { min: 130, max: 160 },
  fillersPer100: { max: 3 },
  longestPause: { max: 3 },
  /** Spoken length of one answer, seconds (decision 0810): one to two minutes for a behavioural answer. */
  length: { min: 60, max: 120 },
  /** A pause longer than this is listed with its position. */
  notablePause: 2,
} as const;

/**
 * Where a figure computed from the transcript says its words come from (decision 0812). In the development
 * build the transcript is the mock's script, not what was said: the report says so, so that a developer does
 * not take those figures for measurements. `import.meta.env.DEV` directly (as main.tsx does): a production
 * build keeps only the plain wording.
 */
export const TRANSCRIPT_SOURCE = import.meta.env.DEV ? "the mock's scripted transcript" : 'the transcript';

/** English averages about 1.5 syllables per word in conversation: the estimate's syllables → words. */
export const SYLLABLES_PER_WORD = 1.5;

export type BandStatus = 'in' | 'low' | 'high' | 'unknown';

export interface MetricVerdict {
  status: BandStatus;
  /** One short sentence when out of band (or unknown), else ''. */
  reason: string;
}

export interface AnswerMetrics {
  audio: AudioMetrics | null;
  words: number;
  fillers: FillerHit[];
  fillersPer100: number | null;
  /** Words of the transcript over voiced time; null without audio or transcript. */
  wpm: number | null;
  /** From syllable nuclei alone: shows when the transcript is missing. */
  estimatedWpm: number | null;
  /** Spoken length: first to last voiced instant, seconds; null without audio or with nothing voiced. */
  length: number | null;
}

/** An answer's spoken length (decision 0810): silence before the first and after the last word is not counted. */
export function answerLength(audio: AudioMetrics | null): number | null {
  if (!audio || audio.speechEnd <= audio.speechStart) return null;
  return audio.speechEnd - audio.speechStart;
}

export function answerMetrics(audio: AudioMetrics | null, transcript: string): AnswerMetrics {
  const t = transcriptMetrics(transcript);
  const voiced = audio?.speakingTime ?? 0;
  return {
    audio,
    words: t.words,
    fillers: t.fillers,
    fillersPer100: t.fillersPer100,
    wpm: voiced >= 1 && t.words > 0 ? (t.words / voiced) * 60 : null,
    estimatedWpm:
      audio?.syllablesPerSecond != null && voiced >= 1
        ? (audio.syllablesPerSecond * 60) / SYLLABLES_PER_WORD
        : null,
    length: answerLength(audio),
  };
}

/** The pace a verdict judges: the transcript's when there is one, else the estimate. */
export function paceOf(m: AnswerMetrics): number | null {
  return m.wpm ?? m.estimatedWpm;
}

/** What the pace of `paceOf` was computed from: the transcript's words, or the audio's syllables. */
export function paceSource(m: AnswerMetrics): 'transcript' | 'audio' | null {
  return m.wpm !== null ? 'transcript' : m.estimatedWpm !== null ? 'audio' : null;
}

export function paceVerdict(wpm: number | null): MetricVerdict {
  if (wpm === null) return { status: 'unknown', reason: '' };
  if (wpm < BANDS.pace.min)
    return {
      status: 'low',
      reason: `Below ${BANDS.pace.min} wpm listeners start to lose the thread; tighten pauses between ideas.`,
    };
  if (wpm > BANDS.pace.max)
    return {
      status: 'high',
      reason: `Above ${BANDS.pace.max} wpm key points go by too fast to note; slow down on the result.`,
    };
  return { status: 'in', reason: '' };
}

export function fillerVerdict(per100: number | null): MetricVerdict {
  if (per100 === null) return { status: 'unknown', reason: '' };
  if (per100 >= BANDS.fillersPer100.max)
    return {
      status: 'high',
      reason: `${BANDS.fillersPer100.max} or more per 100 words makes an answer sound unsure; pause silently instead.`,
    };
  return { status: 'in', reason: '' };
}

export function pauseVerdict(longest: number | null): MetricVerdict {
  if (longest === null) return { status: 'unknown', reason: '' };
  if (longest > BANDS.longestPause.max)
    return {
      status: 'high',
      reason: `A silence over ${BANDS.longestPause.max} s reads as being stuck; say you are thinking, or bridge to your structure.`,
    };
  return { status: 'in', reason: '' };
}

export function lengthVerdict(seconds: number | null): MetricVerdict {
  if (seconds === null) return { status: 'unknown', reason: '' };
  if (seconds < BANDS.length.min)
    return {
      status: 'low',
      reason: `Under ${BANDS.length.min / 60} minute a behavioural answer rarely covers the situation, your action and the result; add the result.`,
    };
  if (seconds > BANDS.length.max)
    return {
      status: 'high',
      reason: `Over ${BANDS.length.max / 60} minutes the interviewer loses the point; lead with the result and cut the background.`,
    };
  return { status: 'in', reason: '' };
}

/** m:ss, for lengths. */
export function formatLength(seconds: number | null): string {
  if (seconds === null) return '—';
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Out of band on any figure the candidate sees (a metric switched off never flags an answer; 0811). */
export function isOutOfBand(m: AnswerMetrics, shown: MetricSettings = ALL_METRICS_ON): boolean {
  const out = (v: MetricVerdict) => v.status === 'low' || v.status === 'high';
  return (
    (shown.pace && out(paceVerdict(paceOf(m)))) ||
    (shown.fillers && out(fillerVerdict(m.fillersPer100))) ||
    (shown.pauses && out(pauseVerdict(m.audio?.longestPause ?? null))) ||
    (shown.length && out(lengthVerdict(m.length)))
  );
}
