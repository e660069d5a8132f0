// The feedback page's two timed and guarded lines (spec 2.5): without ?session= it says 'Session id is not
// provided' (also logged) and goes to '/'; with a finished report it opens 'Help us improve!' after 4 seconds,
// not before, unless feedback was already given.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import type { InterviewFeedback } from '@mockint/api-contract';
import { paths, withQuery } from '@/config/paths';
import { resetAppState, useAppStore } from '@/lib/app-state';
import { createQueryClient } from '@/lib/query-client';
import { clearToasts, renderInApp, roomFixture, settles } from '../../../../test/component';
import { getInterviewFeedbackQueryOptions } from '../api/get-interview-feedback';
import type { FeedbackOutcome } from '../utils/feedback-outcome';
import { FeedbackPage } from './feedback-page';

const SESSION = 'room-1';
const feedback = {
  id: 'f1',
  overallScore: 72,
  scores: [{ category: 'Communication', score: 81 }],
  summary: 'Clear answers.',
  strengths: ['Structure'],
  areasToImprove: ['Pace'],
  actionableTips: ['Lead with the result'],
  interviewRoom: roomFixture({ id: SESSION }),
} as unknown as InterviewFeedback;

beforeEach(() => {
  localStorage.clear();
  resetAppState();
});

afterEach(async () => {
  vi.useRealTimers();
  await clearToasts();
});

/** The feedback page at `url` in a router that also has the login page's route. */
function renderFeedback(url: string) {
  const client = createQueryClient();
  const ready: FeedbackOutcome = { kind: 'ok', feedback };
  client.setQueryData(getInterviewFeedbackQueryOptions(SESSION).queryKey, ready);
  renderInApp(
    <Routes>
      <Route path={paths.interviewFeedback} element={<FeedbackPage />} />
      <Route path={paths.login} element={<p>The login page</p>} />
    </Routes>,
    { client, route: url },
  );
}

test("without a session id: 'Session id is not provided', shown and logged, and the login page", async () => {
  const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  renderFeedback(paths.interviewFeedback);
  expect(await screen.findByText('The login page')).toBeVisible();
  // A toast: waited for until it has faded in, not read once.
  await settles(() => expect(screen.getByText('Session id is not provided')).toBeVisible());
  expect(log).toHaveBeenCalledWith('Session id is not provided');
});

test("'Help us improve!' opens 4000 ms after the report shows, not at 3999 ms", async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  renderFeedback(withQuery(paths.interviewFeedback, { session: SESSION }));
  // The report is in the cache: the first render shows it (a query that waited would poll with fake timers).
  expect(screen.queryByText('Loading your feedback…')).toBeNull();
  expect(screen.getByText('Clear answers.')).toBeVisible();
  await vi.advanceTimersByTimeAsync(3999);
  expect(useAppStore.getState().feedbackDialogOpen).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(useAppStore.getState()).toMatchObject({
    feedbackDialogOpen: true,
    feedbackInterviewRoomId: SESSION,
  });
});

test('it does not open once feedback was given', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  useAppStore.setState({ feedbackSubmitted: true });
  renderFeedback(withQuery(paths.interviewFeedback, { session: SESSION }));
  // The report is in the cache: the first render shows it (a query that waited would poll with fake timers).
  expect(screen.queryByText('Loading your feedback…')).toBeNull();
  expect(screen.getByText('Clear answers.')).toBeVisible();
  await vi.advanceTimersByTimeAsync(10_000);
  expect(useAppStore.getState().feedbackDialogOpen).toBe(false);
});
