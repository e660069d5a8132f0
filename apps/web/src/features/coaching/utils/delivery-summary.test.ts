import { describe, expect, it } from 'vitest';
import { deliverySummaryText } from './delivery-summary';
import { ALL_METRICS_ON } from './metric-settings';
import { TRANSCRIPT_SOURCE } from '../analysis/bands';
import type { InterviewDelivery } from './per-question';

const delivery: InterviewDelivery = {
  answers: 2,
  measured: 2,
  wpm: 150,
  paceFromTranscript: true,
  fillersPer100: 3.2,
  longestPause: 3.4,
  talkShare: 0.41,
  talkShareBasis: 'time',
  outOfBand: 1,
  lengthKnown: 2,
  lengthInBand: 1,
};

describe('deliverySummaryText', () => {
  it('lists every figure with its band, and says which come from the transcript', () => {
    expect(deliverySummaryText(delivery, ALL_METRICS_ON)).toBe(
      [
        'Delivery (measured on this device):',
        `- Pace: 150 wpm (in band), from ${TRANSCRIPT_SOURCE}`,
        `- Fillers: 3.2 per 100 words (above the band), from ${TRANSCRIPT_SOURCE}`,
        '- Longest pause: 3.4 s (above the band)',
        '- Answers of 1:00–2:00: 1 of 2',
        '- Your share of talk time: 41 %',
      ].join('\n'),
    );
  });

  it('says a pace was estimated from the audio when no transcript words counted', () => {
    expect(deliverySummaryText({ ...delivery, paceFromTranscript: false }, ALL_METRICS_ON)).toMatch(
      /- Pace: 150 wpm \(in band\), estimated from the audio/,
    );
  });

  it('leaves out what the candidate switched off, and says nothing when everything is off', () => {
    const text = deliverySummaryText(delivery, { ...ALL_METRICS_ON, fillers: false, length: false });
    expect(text).not.toMatch(/Fillers|Answers of/);
    expect(text).toMatch(/Pace/);
    const none = { pace: false, fillers: false, pauses: false, length: false, talkShare: false };
    expect(deliverySummaryText(delivery, none)).toBeNull();
  });
});
