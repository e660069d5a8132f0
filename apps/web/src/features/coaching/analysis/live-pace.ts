import { BANDS, SYLLABLES_PER_WORD } from './bands';

export type LivePace = 'slow' | 'good' | 'fast';

/** Voiced seconds needed before the coach says anything: a first sentence is too short to judge. */
export const LIVE_MIN_VOICED_SECONDS = 4;
/** The polite live region speaks at most this often (decision 0802: quiet, not a running commentary). */
export const ANNOUNCE_EVERY_MS = 10_000;

export const LIVE_PACE_TEXT: Record<LivePace, string> = { slow: 'Slow', good: 'Good pace', fast: 'Fast' };

/** Pace band from the running syllable count (syllables per voiced second → words per minute). */
export function livePace(syllables: number, voicedSeconds: number): LivePace | null {
  if (voicedSeconds < LIVE_MIN_VOICED_SECONDS) return null;
  const wpm = ((syllables / voicedSeconds) * 60) / SYLLABLES_PER_WORD;
  if (wpm < BANDS.pace.min) return 'slow';
  if (wpm > BANDS.pace.max) return 'fast';
  return 'good';
}

/** Whether the live region should speak now: a change, and 10 s since it last spoke. */
export function shouldAnnounce(
  last: { at: number; pace: LivePace | null } | null,
  now: number,
  pace: LivePace | null,
): boolean {
  if (pace === null) return false;
  if (!last) return true;
  return pace !== last.pace && now - last.at >= ANNOUNCE_EVERY_MS;
}

export type LiveLength = 'short' | 'good' | 'wrap';

/** Seconds before the band's end when the coach says to wrap up (the recorder also stops at 120 s). */
export const WRAP_UP_SECONDS = 15;

export const LIVE_LENGTH_TEXT: Record<LiveLength, string> = {
  short: `Aim for ${BANDS.length.min / 60}–${BANDS.length.max / 60} min`,
  good: 'Good length',
  wrap: 'Time to wrap up',
};

/** The answer's length so far against the 1–2 min band (decision 0810), from the recording's elapsed time. */
export function liveLength(elapsedSeconds: number): LiveLength {
  if (elapsedSeconds < BANDS.length.min) return 'short';
  if (elapsedSeconds < BANDS.length.max - WRAP_UP_SECONDS) return 'good';
  return 'wrap';
}
