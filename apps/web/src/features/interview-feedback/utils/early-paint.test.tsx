import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { InterviewFeedback } from '@mockint/api-contract';
import { EARLY_REQUESTS_GLOBAL } from '@/lib/early-requests';
import { paths } from '@/config/paths';
import { earlyPaintTemplates } from '../components/early-paint-templates';
import { FeedbackReady } from '../components/feedback-page';
import { ReportTop } from '../components/report-page';
import { earlyPaint } from './early-paint';
import { reportView } from './report-view';

const SESSION = 'room-1';
const feedback = {
  id: 'f1',
  overallScore: 72.4,
  scores: [
    { category: 'Communication', score: 81 },
    { category: 'Technical Knowledge', score: 48.6 },
  ],
  summary: 'Clear answers.\nMore numbers next time.',
  strengths: ['Structure', '<b>not bold</b>'],
  areasToImprove: ['Pace'],
  actionableTips: ['Lead with the result', 'Quantify', 'Pause'],
  interviewRoom: {
    id: SESSION,
    status: 'FINISHED',
    interviewType: 'JOB_INTERVIEW',
    interviewJobRole: { label: 'Frontend Engineer' },
    companyName: 'Acme & Co',
    createdAt: '2026-11-20T10:00:00Z',
    timeElapsed: 900,
  },
} as unknown as InterviewFeedback;

/** The page as the build writes it: the frame (in its loading state), the template, the preloader's answer. */
function page(
  path: string,
  answer: Response | null,
  loading = '<main data-early-paint-target>Loading…</main>',
) {
  window.history.replaceState(null, '', `${path}?session=${SESSION}`);
  const template = renderToString(<MemoryRouter>{earlyPaintTemplates[path]!()}</MemoryRouter>);
  document.body.innerHTML =
    `<div id="root"><div data-frame><nav>top</nav>${loading}</div>` +
    `<template data-early-paint>${template}</template></div>`;
  (window as unknown as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL] = [
    {
      url: `http://api.test/api/v1/candidate/interview-feedbacks/room/${SESSION}`,
      token: 't',
      startedAt: 0,
      response: Promise.resolve(answer),
    },
  ];
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Markup without React's text separators, for comparing a filled template with React's own render. */
function normalized(html: string): string {
  const div = document.createElement('div');
  div.innerHTML = html;
  const walker = document.createTreeWalker(div, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const c of comments) c.parentNode?.removeChild(c);
  div.normalize();
  return div.innerHTML;
}

const frame = () => document.querySelector('#root > [data-frame]')!;

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL];
  document.body.innerHTML = '';
});

describe('earlyPaint', () => {
  it("fills the feedback page's template into the frame: the markup React renders for the same report", async () => {
    const answer = json({ data: feedback });
    page(paths.interviewFeedback, answer);
    await earlyPaint();
    expect(frame().hasAttribute('data-early-painted')).toBe(true);
    expect(frame().querySelector('[data-early-paint-target]')).toBeNull();
    const react = renderToString(
      <MemoryRouter>
        <FeedbackReady view={reportView(feedback)} sessionId={SESSION} />
      </MemoryRouter>,
    );
    expect(normalized(frame().innerHTML)).toBe(normalized(`<nav>top</nav>${react}`));
    expect(frame().textContent).toContain('<b>not bold</b>');
    // The app still reads the answer: the early paint read a copy.
    expect(answer.bodyUsed).toBe(false);
  });

  it("fills the report page's top the same way", async () => {
    page(paths.interviewSessionReport, json({ data: feedback }));
    await earlyPaint();
    const react = renderToString(
      <MemoryRouter>
        <ReportTop feedback={feedback} view={reportView(feedback)} />
      </MemoryRouter>,
    );
    expect(normalized(frame().innerHTML)).toBe(normalized(`<nav>top</nav>${react}`));
    expect(frame().textContent).toContain('Job Interview · Frontend Engineer · Acme & Co');
  });

  it.each([
    ['an error answer', json({ message: 'FEEDBACK_GENERATING' }, 404)],
    ['a network failure', null],
    [
      'a room that is not finished',
      json({ data: { ...feedback, interviewRoom: { ...feedback.interviewRoom, status: 'ACTIVE' } } }),
    ],
    ['a field of the wrong type', json({ data: { ...feedback, overallScore: '72' } })],
    ['an empty list (the page shows its own words for it)', json({ data: { ...feedback, strengths: [] } })],
    ['no report in the answer', json({})],
  ])('leaves the page to the app on %s', async (_, answer) => {
    page(paths.interviewFeedback, answer);
    await earlyPaint();
    expect(frame().hasAttribute('data-early-painted')).toBe(false);
    expect(frame().querySelector('[data-early-paint-target]')?.textContent).toBe('Loading…');
  });

  it('leaves the page alone once the app has taken it over', async () => {
    let arrive!: (r: Response) => void;
    page(paths.interviewFeedback, null);
    (window as unknown as Record<string, { response: Promise<Response> }[]>)[
      EARLY_REQUESTS_GLOBAL
    ]![0]!.response = new Promise((resolve) => (arrive = resolve));
    const painting = earlyPaint();
    document.getElementById('root')!.innerHTML = '<main>the app</main>';
    arrive(json({ data: feedback }));
    await painting;
    expect(document.getElementById('root')!.innerHTML).toBe('<main>the app</main>');
  });

  it("does nothing for another session's answer", async () => {
    page(paths.interviewFeedback, json({ data: feedback }));
    window.history.replaceState(null, '', `${paths.interviewFeedback}?session=other`);
    await earlyPaint();
    expect(frame().hasAttribute('data-early-painted')).toBe(false);
  });
});
