// Build only (the prerender's renderer imports it; the app never does): the early paint's templates
// (decision 0547), the report's own components rendered with a token in place of every text.
import type { ReactNode } from 'react';
import type { InterviewFeedback } from '@mockint/api-contract';
import { paths } from '@/config/paths';
import { fillToken, tokenize } from '@/lib/template-fill';
import type { ReportView } from '../utils/report-view';
import { FeedbackReady } from './feedback-page';
import { ReportTop } from './report-page';

/** One item per list: the pattern the filler repeats. */
const view = tokenize<ReportView>({
  overall: { text: '', label: '', toneClass: '' },
  scores: [{ category: '', text: '', now: '', width: '', barClass: '' }],
  summary: '',
  strengths: [''],
  areasToImprove: [''],
  actionableTips: [''],
  subtitle: '',
  exportTitle: '',
});

// What ReportTop reads the report itself for renders nothing of it in the first paint: the export's
// buttons (the report is read on a press) and the lazy score chart (its fallback shows).
const unread = {} as InterviewFeedback;

/** The template of each page that has one, by path; the filler's values add `session` (the URL's). */
export const earlyPaintTemplates: Record<string, () => ReactNode> = {
  [paths.interviewFeedback]: () => <FeedbackReady view={view} sessionId={fillToken('session')} />,
  [paths.interviewSessionReport]: () => <ReportTop feedback={unread} view={view} />,
};
