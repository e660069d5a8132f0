// The session list's resume action (spec 2.4 and the toasts of section 8): no presigned link is the warning
// 'You have not uploaded a resume.', a link opens in a new tab. Which of the two the mock answers for a seeded
// session is its business; here each answer is given.
import { screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { InterviewRoomPage } from '@mockint/api-contract';
import { createQueryClient } from '@/lib/query-client';
import { clearToasts, jsonAnswer, renderInApp, roomFixture, settles } from '../../../../test/component';
import { interviewRoomsPageQueryKey } from '../api/get-interview-rooms-page';
import { NO_RESUME, RESUME_FAILED } from '../api/get-interview-resume';
import { sessionsPageFrom } from '../utils/pagination';
import { SessionsPage } from './sessions-page';

afterEach(async () => {
  await clearToasts();
});

const room = roomFixture({ id: 'room-resume', hasResume: true });

/** The session list with one finished session, and the resume link answered with `presignedUrl`. */
function sessionsWithResume(presignedUrl: string | null) {
  const fetch = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input) =>
      new Request(input).url.endsWith(`/candidate/interview-resumes/${room.id}`)
        ? jsonAnswer({ status: 200, message: 'OK', data: { presignedUrl } })
        : jsonAnswer({ status: 404, message: 'not in this test', data: null }, 404),
    );
  const client = createQueryClient();
  const page: InterviewRoomPage = { content: [room], totalPages: 1, totalElements: 1 };
  client.setQueryData(interviewRoomsPageQueryKey(sessionsPageFrom(new URLSearchParams())), page);
  renderInApp(<SessionsPage />, { client });
  return fetch;
}

test("no uploaded resume: the warning 'You have not uploaded a resume.', and no tab opens", async () => {
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  const fetch = sessionsWithResume(null);
  await userEvent.click(await screen.findByRole('button', { name: 'Open resume' }));
  // A toast: waited for until it has faded in, not read once.
  await settles(() => expect(screen.getByText(NO_RESUME)).toBeVisible());
  expect(NO_RESUME).toBe('You have not uploaded a resume.');
  expect(fetch).toHaveBeenCalled();
  expect(screen.queryAllByText(RESUME_FAILED)).toHaveLength(0);
  expect(open).not.toHaveBeenCalled();
});

test('an uploaded resume opens in a new tab, with no warning', async () => {
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  const url = 'https://files.mockint.invalid/resumes/room-resume.pdf';
  sessionsWithResume(url);
  await userEvent.click(await screen.findByRole('button', { name: 'Open resume' }));
  await settles(() => expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener,noreferrer'));
  expect(screen.queryAllByText(NO_RESUME)).toHaveLength(0);
});
