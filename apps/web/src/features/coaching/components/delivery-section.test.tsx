// Installs IndexedDB's globals; each test gets an empty database.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Chat } from '@mockint/api-contract/socket';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { answerStore } from '../api/answer-store';
import { spokenAnswerMetrics as metrics, twentyWords } from '../test-support/answer-fixtures';
import DeliverySection from './delivery-section';

const chat = (id: string, sender: Chat['sender'], sentence: string): Chat => ({
  id,
  sender,
  timestamp: '2026-01-01T10:00:00Z',
  sentences: [sentence],
});

function renderSection(chats: Chat[]) {
  const router = createMemoryRouter(
    [{ path: '*', element: <DeliverySection roomId="room-1" chats={chats} /> }],
    { initialEntries: ['/app/interview-sessions/report?session=room-1'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  // fake-indexeddb's structured clone gives back a plain object for happy-dom's Blob; a browser keeps a Blob.
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:answer');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
});
// Put back after each test, so the file shares its worker (decision 0080).
afterEach(() => vi.unstubAllGlobals());

describe('DeliverySection', () => {
  it('shows a recorded answer with replay and its out-of-band pause; typed and other-device answers say why figures are absent', async () => {
    // One store per page: the shared one opens the stubbed database on first use.
    const store = answerStore();
    await store.deleteAll();
    await store.put({
      roomId: 'room-1',
      chatId: 'u1',
      transcript: 'x',
      audio: new Blob(['a'], { type: 'audio/webm' }),
      metrics,
      recordedAt: 1,
    });
    await store.put({
      roomId: 'room-1',
      chatId: 'u2',
      transcript: 'typed',
      audio: null,
      metrics: null,
      recordedAt: 2,
    });
    renderSection([
      chat('m1', 'MODEL', 'Tell me about yourself.'),
      chat('u1', 'CANDIDATE', twentyWords),
      chat('m2', 'MODEL', 'Why us?'),
      chat('u2', 'CANDIDATE', 'Um, I typed this.'),
      chat('m3', 'MODEL', 'Anything else?'),
      chat('u3', 'CANDIDATE', 'No.'),
    ]);

    const items = await screen.findAllByTestId('question-item');
    expect(items).toHaveLength(3);
    const first = within(items[0]!);
    expect(first.getByText('Tell me about yourself.')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Play answer 1' })).toBeInTheDocument();
    expect(first.getByText('150 wpm')).toBeInTheDocument();
    expect(first.getByText(/A silence over 3 s reads as being stuck/)).toBeInTheDocument();
    expect(first.getByTestId('long-pauses')).toHaveTextContent('3.6 s at 5.0 s');
    // 12 s from the first word to the last: under the 1–2 min band, with its reason (decision 0810).
    expect(first.getByText('0:12')).toBeInTheDocument();
    expect(first.getByText(/Under 1 minute a behavioural answer rarely covers/)).toBeInTheDocument();
    expect(within(screen.getByTestId('delivery-figures')).getByText('0 of 1')).toBeInTheDocument();

    expect(within(items[1]!).getByText(/Typed answer: there is no recording/)).toBeInTheDocument();
    expect(within(items[1]!).getByText('Fillers heard: “um”')).toBeInTheDocument();
    expect(within(items[2]!).getByText(/No recording on this device/)).toBeInTheDocument();
    expect(
      screen.getByText(
        '1 of 3 answers were recorded on this device; the others show what the transcript allows.',
      ),
    ).toBeInTheDocument();
    // A typed answer has no talk time: the share is by words, and the figure says so.
    const figures = within(screen.getByTestId('delivery-figures'));
    expect(figures.getByText('Your share of the words')).toBeInTheDocument();
    expect(
      figures.getByText(/^By words of .*transcript: talk time is known only when every answer was spoken/),
    ).toBeInTheDocument();
    // The out-of-band answer is reachable from the plot.
    expect(
      screen.getByRole('link', { name: /Answer 1: 150 words per minute, 0:12 long, out of band/ }),
    ).toHaveAttribute('href', '#answer-1');
  });

  it("deletes this session's recordings after confirmation, and keeps the retention chosen", async () => {
    const store = answerStore();
    await store.deleteAll();
    await store.put({
      roomId: 'room-1',
      chatId: 'u1',
      transcript: 'x',
      audio: new Blob(['a']),
      metrics,
      recordedAt: Date.now(),
    });
    renderSection([chat('m1', 'MODEL', 'Q?'), chat('u1', 'CANDIDATE', 'An answer.')]);
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Play answer 1' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Keep recordings for'), '7');
    await waitFor(async () => expect(await store.getRetentionDays()).toBe(7));

    await user.click(screen.getByRole('button', { name: "Delete this session's recordings" }));
    const dialog = await screen.findByRole('alertdialog', { name: "Delete this session's recordings?" });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/No recording on this device/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play answer 1' })).toBeNull();
    expect(await store.listRoom('room-1')).toEqual([]);
  });
});
