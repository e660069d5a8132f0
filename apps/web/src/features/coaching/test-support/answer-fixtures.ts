import type { AudioMetrics } from '../analysis/delivery-analysis';

// Test data only (no app module imports this): one spoken answer as the recorder measures it, shared by the
// tests of the sections that show delivery. With a 20-word transcript it reads as 150 wpm and its 3.6 s pause
// is out of band.

/** Figures of a 14 s answer: 8 s of speech, one 3.6 s pause at 5 s. */
export const spokenAnswerMetrics: AudioMetrics = {
  duration: 14,
  speakingTime: 8,
  silenceTime: 6,
  speechStart: 1,
  speechEnd: 13,
  pauses: [{ start: 5, duration: 3.6 }],
  longestPause: 3.6,
  syllables: 30,
  syllablesPerSecond: 3.75,
};

/** The 20-word transcript that, with `spokenAnswerMetrics`, makes 150 words per minute. */
export const twentyWords = Array.from({ length: 20 }, () => 'word').join(' ');
