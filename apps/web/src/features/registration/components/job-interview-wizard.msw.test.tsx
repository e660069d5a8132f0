// What the candidate sees for each answer of the register call (moved from the e2e 'registration errors' group,
// decision 0772): the wizard on its summary step, answered by the mock itself (its routes, store and rule book as
// MSW handlers, decision 0313) with the same faults the e2e set. The e2e keeps one test through the real server.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getResponse, RequestHandler } from 'msw';
import { createMockApiHandlers, type MockApiHandlers } from '@mockint/mock-server/msw';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { clearAllCookies, setSessionCookies } from '@/lib/auth/cookies';
import { syncLoggedIn } from '@/lib/auth/logged-in';
import { clearAllDrafts } from '@/lib/session-drafts';
import { Address, clearToasts, renderRoutesInApp, settles } from '../../../../test/component';
import { JobInterviewWizard } from './job-interview-wizard';

let mock: MockApiHandlers;
let handlers: RequestHandler[];

beforeAll(async () => {
  mock = await createMockApiHandlers(new URL(env.apiBaseUrl).origin);
  // The HTTP handlers only: nothing here opens the interview socket.
  handlers = mock.handlers.filter((h) => h instanceof RequestHandler);
});

afterAll(() => mock.close());

/** A call the mock does not answer (no handler) fails as a refused connection would. */
async function answeredByMock(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const response = await getResponse(handlers, request);
  if (!response)
    throw new TypeError(`Failed to fetch (no mock handler for ${request.method} ${request.url})`);
  return response;
}

let candidateId = '';
beforeEach(async () => {
  // The app's fetch, answered by the mock's handlers without swapping the global for the whole file:
  // restoreMocks puts it back after each test, so the file shares its worker (decision 0014).
  vi.spyOn(globalThis, 'fetch').mockImplementation(answeredByMock);
  const res = await mock.app.inject({
    method: 'POST',
    url: '/__mock/sessions',
    payload: { persona: 'default' },
  });
  const { candidate, accessToken, refreshToken, expiresIn } = res.json().data;
  candidateId = candidate.id;
  setSessionCookies({ candidateId, accessToken, refreshToken, expiresIn });
  // What the app's sign-in does after setting the cookies (the guard re-reads them on each navigation).
  syncLoggedIn();
});

afterEach(async () => {
  await clearToasts();
  // Signed out again, the wizard's saved answers gone: the next file in this worker starts as a visitor.
  clearAllCookies();
  syncLoggedIn();
  clearAllDrafts();
});

/** The mock's next register call answers `status` with `message`, as the e2e's `mock.fault` set it. */
async function fault(status: number, message: string) {
  const res = await mock.app.inject({
    method: 'POST',
    url: '/__mock/faults',
    payload: { route: 'POST /interviews/register', status, message, times: 1, scope: { candidateId } },
  });
  expect(res.statusCode).toBe(200);
}

/** The address now (each route renders its own). */
const address = () => screen.getByRole('status', { name: 'Address' }).textContent;

/** The wizard from a template that fills every field, so it opens on its summary step (e2e: openTemplateSummary). */
async function openTemplateSummary() {
  renderRoutesInApp(
    [
      {
        path: paths.registerJobInterview,
        element: (
          <>
            <JobInterviewWizard />
            <Address />
          </>
        ),
      },
      { path: '*', element: <Address /> },
    ],
    { route: `${paths.registerJobInterview}?interviewTemplateId=tpl-nimbus-frontend` },
  );
  await screen.findByText('Step 4 of 4: Summary');
  await settles(() =>
    expect(screen.getByText('Auto-populated form was successfully loaded from the template.')).toBeVisible(),
  );
}

/** A tiny but real PDF file for the resume input. */
const pdf = (name: string) =>
  new File(['%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'], name, { type: 'application/pdf' });

const registerErrors: { message: string; status?: number; toast: string; url?: RegExp }[] = [
  {
    message: 'BENEFIT_QUOTA_EXCEEDED',
    toast: 'Quota limit reached. Upgrade your plan to start a new interview',
    url: /\/app\/subscriptions$/,
  },
  {
    message: 'INTERVIEW_QUOTA_EXCEEDED',
    toast: "We've hit the daily mock interview limit for Free users. Please consider upgrading your plan.",
    url: /\/app\/dashboard$/,
  },
  { message: 'FILE_EXTENSION_NOT_ALLOWED', toast: 'Only PDF files are allowed for resume upload.' },
  { message: 'FILE_SIZE_EXCEEDED', toast: 'Resume file size must not exceed 5MB.' },
  { message: 'FILE_UPLOAD_FAILED', toast: 'Resume upload failed. Please try another resume file.' },
  { message: 'Company is not allowed', toast: 'Failed to register interview: Company is not allowed' },
  { message: 'boom', status: 500, toast: 'Failed to register interview. Please try again.' },
  // Statuses the client throws for are still answers: the spec's non-200 message, not the exception one.
  { message: 'gone', status: 404, toast: 'Failed to register interview. Please try again.' },
  { message: 'conflict', status: 409, toast: 'Failed to register interview. Please try again.' },
  { message: 'bad gateway', status: 502, toast: 'Failed to register interview. Please try again.' },
  { message: 'unavailable', status: 503, toast: 'Failed to register interview. Please try again.' },
];

describe('registration errors', () => {
  for (const e of registerErrors) {
    it(`${e.status ?? 400} ${e.message}`, async () => {
      const user = userEvent.setup();
      await openTemplateSummary();
      await user.upload(screen.getByTestId('resume-input'), pdf('cv.pdf'));
      expect(screen.getByTestId('resume-name')).toHaveTextContent('cv.pdf');
      await user.click(screen.getByRole('checkbox', { name: 'Accept terms and conditions' }));
      await fault(e.status ?? 400, e.message);
      await user.click(screen.getByRole('button', { name: 'Register Interview' }));
      await settles(() => expect(screen.getByText(e.toast, { exact: true })).toBeVisible());
      if (e.url) await settles(() => expect(address()).toMatch(e.url!));
      else {
        await settles(() => expect(address()).toMatch(/register-job-interview/));
        if (e.message.startsWith('FILE_'))
          await settles(() => expect(screen.queryByTestId('resume-name')).toBeNull());
      }
    });
  }

  it('a call that gets no answer shows the exception message', async () => {
    const user = userEvent.setup();
    await openTemplateSummary();
    await user.click(screen.getByRole('checkbox', { name: 'Accept terms and conditions' }));
    vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/interviews/register'))
        throw new TypeError('Failed to fetch');
      return answeredByMock(request);
    });
    await user.click(screen.getByRole('button', { name: 'Register Interview' }));
    await settles(() =>
      expect(
        screen.getByText('An error occurred while registering the interview. Please try again.', {
          exact: true,
        }),
      ).toBeVisible(),
    );
  });
});
