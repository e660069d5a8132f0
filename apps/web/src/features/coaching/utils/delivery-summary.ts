import {
  BANDS,
  TRANSCRIPT_SOURCE,
  fillerVerdict,
  formatLength,
  paceVerdict,
  pauseVerdict,
  type MetricVerdict,
} from '../analysis/bands';
import type { MetricSettings } from './metric-settings';
import type { InterviewDelivery } from './per-question';

const verdictText = (v: MetricVerdict) =>
  v.status === 'in'
    ? ' (in band)'
    : v.status === 'low'
      ? ' (below the band)'
      : v.status === 'high'
        ? ' (above the band)'
        : '';

/**
 * The delivery figures as plain text for Copy summary: only the figures the candidate sees (decision 0811),
 * and each figure computed from the transcript says so (0812). Null when there is nothing to add.
 */
export function deliverySummaryText(d: InterviewDelivery, shown: MetricSettings): string | null {
  if (d.answers === 0) return null;
  const lines = [
    shown.pace && d.wpm !== null
      ? `- Pace: ${Math.round(d.wpm)} wpm${verdictText(paceVerdict(d.wpm))}, ${d.paceFromTranscript ? `from ${TRANSCRIPT_SOURCE}` : 'estimated from the audio'}`
      : null,
    shown.fillers && d.fillersPer100 !== null
      ? `- Fillers: ${d.fillersPer100.toFixed(1)} per 100 words${verdictText(fillerVerdict(d.fillersPer100))}, from ${TRANSCRIPT_SOURCE}`
      : null,
    shown.pauses && d.longestPause !== null
      ? `- Longest pause: ${d.longestPause.toFixed(1)} s${verdictText(pauseVerdict(d.longestPause))}`
      : null,
    shown.length && d.lengthKnown
      ? `- Answers of ${formatLength(BANDS.length.min)}–${formatLength(BANDS.length.max)}: ${d.lengthInBand} of ${d.lengthKnown}`
      : null,
    shown.talkShare && d.talkShare !== null
      ? d.talkShareBasis === 'time'
        ? `- Your share of talk time: ${Math.round(d.talkShare * 100)} %`
        : `- Your share of the words: ${Math.round(d.talkShare * 100)} %, from ${TRANSCRIPT_SOURCE}`
      : null,
  ].filter((line): line is string => line !== null);
  return lines.length ? ['Delivery (measured on this device):', ...lines].join('\n') : null;
}
