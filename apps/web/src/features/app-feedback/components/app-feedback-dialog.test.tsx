import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAppState, useAppStore } from '@/lib/app-state';
import { setSessionCookies } from '@/lib/auth/cookies';
import { syncLoggedIn } from '@/lib/auth/logged-in';
import { createQueryClient } from '@/lib/query-client';
import { writeCandidate } from '@/lib/storage';
import { candidateFixture } from '../../../../test/component';
import AppFeedbackDialog from './app-feedback-dialog';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({
  toast: Object.assign(vi.fn(), toast, { dismiss: vi.fn(), warning: vi.fn(), info: vi.fn() }),
}));

const candidate = candidateFixture({ id: 'cand-1' });

function renderDialog(at = '/app/dashboard?feedback=true') {
  const router = createMemoryRouter([{ path: '*', element: <AppFeedbackDialog /> }], {
    initialEntries: [at],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Answers the profile refresh normally and the feedback submit with `submitStatus`. */
function stubApi(submitStatus: number) {
  const submits: Request[] = [];
  const fetchMock = vi.fn(async (request: Request) => {
    if (new URL(request.url).pathname.endsWith('/candidates/me')) {
      return json(200, { status: 200, message: 'OK', data: candidate });
    }
    submits.push(request);
    return json(submitStatus, {
      status: submitStatus,
      message: submitStatus === 200 ? 'OK' : 'Failed',
      data: null,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return submits;
}

beforeEach(() => {
  vi.clearAllMocks();
  setSessionCookies({ candidateId: candidate.id, accessToken: 'at', refreshToken: 'rt', expiresIn: 3600 });
  writeCandidate(candidate);
  syncLoggedIn();
  resetAppState();
  useAppStore.setState({ feedbackDialogOpen: true });
});
afterEach(() => vi.unstubAllGlobals());

describe('AppFeedbackDialog', () => {
  it('requires a rating and a non-blank comment', async () => {
    const submits = stubApi(200);
    renderDialog();
    await userEvent.type(screen.getByLabelText(/your feedback/i), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText('Please ensure the feedback is not empty.')).toBeInTheDocument();
    expect(screen.getByText('Rating is required')).toBeInTheDocument();
    expect(submits).toHaveLength(0);
  });

  it.each(['/interview/feedback?session=r1', '/interview/room?session=r1', '/interview/join?session=r1'])(
    "says 'Comment is required' in the join area (%s)",
    async (at) => {
      const submits = stubApi(200);
      renderDialog(at);
      await userEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
      expect(await screen.findByText('Comment is required')).toBeInTheDocument();
      expect(screen.queryByText('Please ensure the feedback is not empty.')).not.toBeInTheDocument();
      expect(submits).toHaveLength(0);
    },
  );

  it('submits rating, comment and name, then closes and remembers it', async () => {
    const submits = stubApi(200);
    const router = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Help us improve!' })).toBeInTheDocument();
    expect(screen.getByLabelText(/name/i)).toHaveValue('Ada Lovelace');

    await userEvent.click(screen.getByRole('radio', { name: 'Satisfied (4 of 5)' }));
    await userEvent.type(screen.getByLabelText(/your feedback/i), 'Loved the interviewer');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Feedback submitted successfully', expect.anything()),
    );
    expect(submits).toHaveLength(1);
    const request = submits[0]!;
    expect(new URL(request.url).pathname).toBe('/api/v1/application-feedbacks/submit');
    expect(await request.json()).toEqual({
      candidateId: 'cand-1',
      candidateName: 'Ada Lovelace',
      rating: 4,
      comment: 'Loved the interviewer',
      interviewRoomId: null,
    });
    expect(useAppStore.getState()).toMatchObject({ feedbackDialogOpen: false, feedbackSubmitted: true });
    expect(localStorage.getItem('feedbackSubmitted')).toBe('true');
    expect(router.state.location.search).toBe('');
  });

  it.each([
    ['cleared', ''],
    ['only spaces', '   '],
  ])('submits with the name %s: the name is optional, sent as null', async (_, typed) => {
    const submits = stubApi(200);
    renderDialog();
    const name = screen.getByLabelText(/name/i);
    await userEvent.clear(name);
    if (typed) await userEvent.type(name, typed);
    await userEvent.click(screen.getByRole('radio', { name: 'Satisfied (4 of 5)' }));
    await userEvent.type(screen.getByLabelText(/your feedback/i), 'Clear questions');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Feedback submitted successfully', expect.anything()),
    );
    expect(submits).toHaveLength(1);
    expect(await submits[0]!.json()).toMatchObject({
      candidateName: null,
      rating: 4,
      comment: 'Clear questions',
    });
    expect(useAppStore.getState().feedbackDialogOpen).toBe(false);
  });

  it('keeps the dialog open and reports a failed submit', async () => {
    stubApi(500);
    renderDialog();
    await userEvent.click(screen.getByRole('radio', { name: 'Very satisfied (5 of 5)' }));
    await userEvent.type(screen.getByLabelText(/your feedback/i), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to submit feedback', expect.anything()),
    );
    expect(useAppStore.getState().feedbackDialogOpen).toBe(true);
    expect(localStorage.getItem('feedbackSubmitted')).toBeNull();
  });

  it("says 'Candidate id is not available' and sends nothing when the profile has no id", async () => {
    writeCandidate({ ...candidate, id: '' });
    const submits: Request[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        if (new URL(request.url).pathname.endsWith('/candidates/me'))
          return json(200, { status: 200, message: 'OK', data: { ...candidate, id: '' } });
        submits.push(request);
        return json(200, { status: 200, message: 'OK', data: null });
      }),
    );
    renderDialog();
    await userEvent.click(screen.getByRole('radio', { name: 'Satisfied (4 of 5)' }));
    await userEvent.type(screen.getByLabelText(/your feedback/i), 'Nice');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Candidate id is not available', expect.anything()),
    );
    expect(submits).toHaveLength(0);
  });

  it('offers a visitor sign-in instead of a form that cannot be sent', async () => {
    document.cookie = 'accessToken=; path=/; max-age=0';
    syncLoggedIn();
    renderDialog('/app/pricing?feedback=true');
    const dialog = screen.getByRole('dialog', { name: 'Help us improve!' });
    expect(dialog).toBeInTheDocument();
    expect(screen.queryByLabelText(/your feedback/i)).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in with Google' })).toHaveAttribute(
      'href',
      '/auth/sign-in?platform=google',
    );
  });
});
