/**
 * Delivery analysis of one spoken answer, from its samples alone (decision 0800). Pure: no DOM, no Web
 * Audio, so it runs in a Worker and under unit tests on synthetic signals.
 *
 * - Voice activity: frame energy against a threshold derived from the answer's own level distribution; a
 *   silence shorter than the hangover is bridged (stop consonants, breaths inside a phrase), a longer one is
 *   a pause with its full length.
 * - Speech rate without a transcript: syllable nuclei, after de Jong & Wempe (2009): peaks of the intensity
 *   contour above a threshold, separated from the previous peak by a dip of at least MIN_DIP_DB, and voiced
 *   (periodic) at the peak.
 */

export interface Pause {
  /** Seconds from the start of the recording. */
  start: number;
  duration: number;
}

export interface AudioMetrics {
  /** Length of the recording, seconds. */
  duration: number;
  /** From the first to the last voiced frame, minus the pauses inside: the answer's voiced time. */
  speakingTime: number;
  /** Everything else: before the first word, after the last, and the pauses. */
  silenceTime: number;
  /** First and last voiced instant, seconds (0 when nothing was voiced). */
  speechStart: number;
  speechEnd: number;
  /** Pauses inside the answer (leading and trailing silence are not pauses). */
  pauses: Pause[];
  longestPause: number;
  syllables: number;
  /** Syllables per second of voiced time (articulation rate); null when nothing was voiced. */
  syllablesPerSecond: number | null;
}

export const FRAME_SECONDS = 0.025;
export const HOP_SECONDS = 0.01;
/** Silences shorter than this are part of speech (VAD hangover). */
export const HANGOVER_SECONDS = 0.25;
/** de Jong & Wempe's defaults: silence threshold −25 dB below the 0.99 quantile, dip 2 dB. */
const SILENCE_DB_BELOW_PEAK = 25;
const MIN_DIP_DB = 2;
/** Voiced frames sit this far above the estimated noise floor at least. */
const MIN_SNR_DB = 10;
const FLOOR_DB = -100;

function quantile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return FLOOR_DB;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))));
  return sorted[index]!;
}

/** Frame intensities in dB (mean square), one per HOP_SECONDS. */
export function intensityContour(samples: Float32Array, sampleRate: number): Float64Array {
  const frame = Math.max(1, Math.round(FRAME_SECONDS * sampleRate));
  const hop = Math.max(1, Math.round(HOP_SECONDS * sampleRate));
  const count = samples.length < frame ? 0 : Math.floor((samples.length - frame) / hop) + 1;
  const out = new Float64Array(count);
  for (let f = 0; f < count; f++) {
    let sum = 0;
    const start = f * hop;
    for (let i = start; i < start + frame; i++) sum += samples[i]! * samples[i]!;
    const ms = sum / frame;
    out[f] = ms > 1e-10 ? 10 * Math.log10(ms) : FLOOR_DB;
  }
  return out;
}

/** Normalised autocorrelation peak in the 60–400 Hz pitch range: ~1 for a vowel, low for noise. */
function periodicity(samples: Float32Array, sampleRate: number, center: number): number {
  const half = Math.round(0.02 * sampleRate);
  const start = Math.max(0, center - half);
  const end = Math.min(samples.length, center + half);
  const minLag = Math.round(sampleRate / 400);
  const maxLag = Math.round(sampleRate / 60);
  if (end - start < maxLag * 2) return 0;
  let best = 0;
  for (let lag = minLag; lag <= maxLag; lag++) {
    let xy = 0;
    let xx = 0;
    let yy = 0;
    for (let i = start; i + lag < end; i++) {
      const x = samples[i]!;
      const y = samples[i + lag]!;
      xy += x * y;
      xx += x * x;
      yy += y * y;
    }
    const r = xx > 0 && yy > 0 ? xy / Math.sqrt(xx * yy) : 0;
    if (r > best) best = r;
  }
  return best;
}

export function analyzeSamples(samples: Float32Array, sampleRate: number): AudioMetrics {
  const duration = samples.length / sampleRate;
  const db = intensityContour(samples, sampleRate);
  const sorted = Float64Array.from(db).sort();
  const peak = quantile(sorted, 0.99);
  const noise = quantile(sorted, 0.1);
  const threshold = Math.max(peak - SILENCE_DB_BELOW_PEAK, noise + MIN_SNR_DB);
  const empty: AudioMetrics = {
    duration,
    speakingTime: 0,
    silenceTime: duration,
    speechStart: 0,
    speechEnd: 0,
    pauses: [],
    longestPause: 0,
    syllables: 0,
    syllablesPerSecond: null,
  };
  if (db.length === 0 || peak <= FLOOR_DB + MIN_SNR_DB) return empty;

  const voiced = Array.from(db, (value) => value >= threshold);
  const first = voiced.indexOf(true);
  const last = voiced.lastIndexOf(true);
  if (first < 0) return empty;

  // Unvoiced runs inside the answer: shorter than the hangover are bridged, longer are pauses.
  const frameOffset = FRAME_SECONDS / 2;
  const pauses: Pause[] = [];
  for (let f = first; f <= last;) {
    if (voiced[f]) {
      f++;
      continue;
    }
    let end = f;
    while (end <= last && !voiced[end]) end++;
    const length = (end - f) * HOP_SECONDS;
    if (length >= HANGOVER_SECONDS) pauses.push({ start: f * HOP_SECONDS + frameOffset, duration: length });
    f = end;
  }
  const span = (last - first + 1) * HOP_SECONDS;
  const paused = pauses.reduce((sum, p) => sum + p.duration, 0);
  const speakingTime = Math.max(0, span - paused);

  // Syllable nuclei: smooth the contour a little (Praat's intensity uses a ~3× pitch-period window).
  const smooth = new Float64Array(db.length);
  for (let f = 0; f < db.length; f++) {
    let sum = 0;
    let n = 0;
    for (let k = Math.max(0, f - 2); k <= Math.min(db.length - 1, f + 2); k++) {
      sum += db[k]!;
      n++;
    }
    smooth[f] = sum / n;
  }
  const hop = Math.round(HOP_SECONDS * sampleRate);
  const frame = Math.round(FRAME_SECONDS * sampleRate);
  let syllables = 0;
  let lastPeak: number | null = null;
  let minSincePeak = Infinity;
  for (let f = 1; f < smooth.length - 1; f++) {
    const value = smooth[f]!;
    if (value < minSincePeak) minSincePeak = value;
    const isPeak = value > smooth[f - 1]! && value >= smooth[f + 1]!;
    if (!isPeak || value < threshold) continue;
    // A peak counts when the contour dipped MIN_DIP_DB below both this peak and the previous one.
    const dipped =
      lastPeak === null || (lastPeak - minSincePeak >= MIN_DIP_DB && value - minSincePeak >= MIN_DIP_DB);
    if (!dipped) {
      if (lastPeak !== null && value > lastPeak) lastPeak = value;
      continue;
    }
    if (periodicity(samples, sampleRate, f * hop + Math.round(frame / 2)) < 0.5) continue;
    syllables++;
    lastPeak = value;
    minSincePeak = value;
  }

  return {
    duration,
    speakingTime,
    silenceTime: Math.max(0, duration - speakingTime),
    speechStart: first * HOP_SECONDS + frameOffset,
    speechEnd: Math.min(duration, (last + 1) * HOP_SECONDS + frameOffset),
    pauses,
    longestPause: pauses.reduce((max, p) => Math.max(max, p.duration), 0),
    syllables,
    syllablesPerSecond: speakingTime > 0 ? syllables / speakingTime : null,
  };
}
