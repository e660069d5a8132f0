// The report's early paint (decision 0547): the build inlines this file, bundled on its own (no React, no
// app), into the feedback page's and the report page's HTML, after their frame and the report's template.
// When the report that index.html's preloader asked for (decision 0545) arrives, it fills the template and
// puts it in place of the frame's loading state. On a slow phone that is about a second before the app's
// script has downloaded and run; the app then takes over and renders the same report.
import type { InterviewFeedback } from '@mockint/api-contract';
import { EARLY_REQUESTS_GLOBAL, type EarlyRequest } from '@/lib/early-requests';
import { EARLY_PAINTED, fillTemplate } from '@/lib/template-fill';
import { classifyFeedback } from './feedback-outcome';
import { reportView } from './report-view';

/** The template the build writes after the frame, and the frame's element it replaces. */
export const EARLY_PAINT_TEMPLATE = 'data-early-paint';
export const EARLY_PAINT_TARGET = 'data-early-paint-target';

const isText = (v: unknown): v is string => typeof v === 'string';
const isTexts = (v: unknown): v is string[] => Array.isArray(v) && v.every(isText);
const isScore = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * The report's fields the early paint shows, checked by hand (the contract's schemas would bring zod along):
 * anything unexpected leaves the page to the app, which validates the answer and says what went wrong.
 */
export function isPaintable(feedback: unknown): feedback is InterviewFeedback {
  const f = feedback as Partial<Record<keyof InterviewFeedback, unknown>> | null;
  return (
    !!f &&
    isScore(f.overallScore) &&
    Array.isArray(f.scores) &&
    f.scores.every(
      (s: { category?: unknown; score?: unknown }) => isText(s?.category) && isScore(s?.score),
    ) &&
    isText(f.summary) &&
    isTexts(f.strengths) &&
    isTexts(f.areasToImprove) &&
    isTexts(f.actionableTips) &&
    typeof f.interviewRoom === 'object' &&
    f.interviewRoom !== null
  );
}

/**
 * Fills the page from the preloader's answer, once it is in, if the frame is still on screen. Does nothing,
 * leaving the page to the app, for anything but a finished report that fits the template.
 */
export function earlyPaint(doc: Document = document): Promise<void> {
  const root = doc.getElementById('root');
  const frame = root?.querySelector(':scope > [data-frame]');
  const template = root?.querySelector<HTMLTemplateElement>(`:scope > template[${EARLY_PAINT_TEMPLATE}]`);
  const target = frame?.querySelector(`[${EARLY_PAINT_TARGET}]`);
  const session = new URLSearchParams(doc.location?.search ?? '').get('session');
  const early = (doc.defaultView as (Window & { [EARLY_REQUESTS_GLOBAL]?: EarlyRequest[] }) | null)?.[
    EARLY_REQUESTS_GLOBAL
  ];
  // The page's one early request is its report's (route-table.ts); the URL ends with the session's id.
  const request = early?.find((e) => session && e.url.endsWith(`/${encodeURIComponent(session)}`));
  if (!frame || !template || !target || !session || !request) return Promise.resolve();
  return request.response
    .then((response) => (response?.ok ? response.clone().json() : null))
    .then((body: { data?: unknown } | null) => {
      const data = body?.data;
      if (!isPaintable(data)) return;
      if (classifyFeedback({ data, httpStatus: 200 }).kind !== 'ok') return;
      // The app has taken over (or the frame is hidden: a visitor), so the page is the app's.
      if (!target.isConnected || !frame.isConnected) return;
      // Imported, not cloned: a clone stays the template's inert document's, where a <details> has no working
      // shell (its closed content showed).
      const content = doc.importNode(template.content, true);
      if (!fillTemplate(content, { ...reportView(data), session })) return;
      target.replaceWith(content);
      frame.setAttribute(EARLY_PAINTED, '');
    })
    .catch(() => undefined);
}
