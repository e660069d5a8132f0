import type { InterviewFeedback, InterviewRoom } from '@mockint/api-contract';
import { formatDateTime, formatDuration } from '@/lib/format/time';
import { interviewTypeLabel } from '@/lib/format/labels';
import { scoreTone } from './feedback-outcome';

// What the report's components show, as strings: the one place that turns a report into its texts and
// classes. The React components render it, and the early paint (decision 0547) fills the same components'
// prerendered markup with it before the app's script has arrived, so both show exactly the same. Types, not
// interfaces: the early paint's filler takes any tree of strings and lists.

const toneText = { good: 'text-success', fair: 'text-warning', poor: 'text-destructive-soft' } as const;
const toneBar = { good: 'bg-success', fair: 'bg-warning', poor: 'bg-destructive' } as const;

export type OverallView = {
  text: string;
  label: string;
  toneClass: string;
};

export type ScoreView = {
  category: string;
  text: string;
  /** aria-valuenow, as the attribute's text. */
  now: string;
  width: string;
  barClass: string;
};

export type ReportView = {
  overall: OverallView;
  scores: ScoreView[];
  summary: string;
  strengths: string[];
  areasToImprove: string[];
  actionableTips: string[];
  /** The report page's line under its heading: type · role · company · date · duration. */
  subtitle: string;
  /** The title the report's export (print, copy) carries. */
  exportTitle: string;
};

const rounded = (score: number) => String(Math.round(score));

export function overallView(score: number): OverallView {
  return {
    text: rounded(score),
    label: `Overall score ${score} out of 100`,
    toneClass: toneText[scoreTone(score)],
  };
}

export function scoreView(category: string, score: number): ScoreView {
  return {
    category,
    text: `${rounded(score)}/100`,
    now: rounded(score),
    width: `${Math.max(0, Math.min(100, score))}%`,
    barClass: toneBar[scoreTone(score)],
  };
}

export function reportSubtitle(room: InterviewRoom): string {
  return [
    room.interviewType ? interviewTypeLabel(room.interviewType) : null,
    room.interviewJobRole?.label,
    room.companyName,
    room.createdAt ? formatDateTime(room.createdAt) : null,
    typeof room.timeElapsed === 'number' ? formatDuration(room.timeElapsed) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

export function reportView(feedback: InterviewFeedback): ReportView {
  const room = feedback.interviewRoom;
  return {
    overall: overallView(feedback.overallScore),
    scores: feedback.scores.map((s) => scoreView(s.category, s.score)),
    summary: feedback.summary,
    strengths: feedback.strengths,
    areasToImprove: feedback.areasToImprove,
    actionableTips: feedback.actionableTips,
    subtitle: reportSubtitle(room),
    exportTitle: ['Interview Report', room.interviewJobRole?.label, room.companyName]
      .filter(Boolean)
      .join(' · '),
  };
}
