/**
 * Speech-like test signals with known answers: each "syllable" is a harmonic tone (a vowel's periodicity)
 * under a raised-cosine envelope; syllables of a word are joined by a short low-level transition, words by
 * a short gap, and phrases by silences of given length. Used by the unit tests and the analysis bench.
 */

export interface SyntheticPlan {
  sampleRate: number;
  /** Syllables per word, per phrase: [[2, 1, 3], [1, 1]] = two phrases. */
  phrases: number[][];
  /** Silence after each phrase but the last, seconds. */
  pausesAfter: number[];
  leadingSilence?: number;
  trailingSilence?: number;
  syllableSeconds?: number;
  /** Noise floor amplitude (0 = digital silence). */
  noise?: number;
  f0?: number;
}

export interface SyntheticTruth {
  samples: Float32Array;
  syllables: number;
  /** Seconds of syllables and their joins, without the phrase pauses and the leading/trailing silence. */
  speechSeconds: number;
}

export function synthesize(plan: SyntheticPlan): SyntheticTruth {
  const rate = plan.sampleRate;
  const syllableSeconds = plan.syllableSeconds ?? 0.18;
  const f0 = plan.f0 ?? 140;
  const noise = plan.noise ?? 0;
  const out: number[] = [];
  // Deterministic noise: a tiny LCG, so a test's signal is the same on every run.
  let seed = 12345;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff - 0.5;
  };
  const silence = (seconds: number) => {
    for (let i = 0; i < Math.round(seconds * rate); i++) out.push(noise * rand());
  };
  const syllable = () => {
    const n = Math.round(syllableSeconds * rate);
    for (let i = 0; i < n; i++) {
      const t = i / rate;
      const envelope = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / n);
      const tone =
        Math.sin(2 * Math.PI * f0 * t) +
        0.5 * Math.sin(4 * Math.PI * f0 * t) +
        0.3 * Math.sin(6 * Math.PI * f0 * t);
      out.push(0.3 * envelope * tone + noise * rand());
    }
  };
  let syllables = 0;
  let speechSeconds = 0;
  silence(plan.leadingSilence ?? 0.5);
  plan.phrases.forEach((words, p) => {
    words.forEach((count, w) => {
      for (let s = 0; s < count; s++) {
        syllable();
        syllables++;
        speechSeconds += syllableSeconds;
      }
      if (w < words.length - 1) {
        silence(0.05);
        speechSeconds += 0.05;
      }
    });
    if (p < plan.phrases.length - 1) silence(plan.pausesAfter[p] ?? 0);
  });
  silence(plan.trailingSilence ?? 0.5);
  return { samples: Float32Array.from(out), syllables, speechSeconds };
}
