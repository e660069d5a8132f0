// The room's page when its data could not be loaded (decision 0639): a reload just after a network blip can meet
// the server still failing (503), while the interview is live. The page must offer a way back in, not only out.
import { screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { clearToasts, jsonAnswer, renderInApp, settles } from '../../../../../test/component';
import { RoomPage } from './room-page';

afterEach(async () => {
  await clearToasts();
});

const ROOM_ID = 'room-unavailable';

test("the room's data failing (503): Retry asks again, Back to Dashboard stays", async () => {
  const fetch = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () =>
      jsonAnswer({ status: 503, message: 'Service Unavailable', data: null }, 503),
    );
  const roomCalls = () =>
    fetch.mock.calls.filter(([input]) =>
      new Request(input).url.endsWith(`/candidate/interview-rooms/${ROOM_ID}`),
    ).length;
  renderInApp(<RoomPage />, { route: `/interview/room?session=${ROOM_ID}` });
  await screen.findByRole('heading', { name: 'We could not load this interview' });
  expect(screen.getByRole('button', { name: 'Back to Dashboard' })).toBeEnabled();
  const before = roomCalls();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await settles(() => expect(roomCalls()).toBeGreaterThan(before));
  // Still failing: the page says so again, and Retry is there for the next try.
  await settles(() => expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled());
  expect(screen.getByRole('heading', { name: 'We could not load this interview' })).toBeVisible();
});
