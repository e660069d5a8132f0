// "Practice this answer again" (decision 0813) in real Chromium with its real IndexedDB: attempts side by
// side with the interview answer, which was better and which way each figure moved, deletion, and a new
// attempt recorded through the recorder the app gives (a fake one here; the real one in the e2e).
import { screen, within } from '@testing-library/react';
import { beforeEach, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { Chat } from '@mockint/api-contract/socket';
import { renderInApp, settles } from '../../../../test/component';
import { answerStore, type StoredAttempt } from '../api/answer-store';
import type { CreateAttemptRecorder } from '../hooks/use-practice';
import type { AudioMetrics } from '../analysis/delivery-analysis';
import { twentyWords } from '../test-support/answer-fixtures';
import { ALL_METRICS_ON } from '../utils/metric-settings';
import DeliverySection from './delivery-section';

const chat = (id: string, sender: Chat['sender'], sentence: string): Chat => ({
  id,
  sender,
  timestamp: '2026-01-01T10:00:00Z',
  sentences: [sentence],
});
const chats = [chat('m1', 'MODEL', 'Tell me about a conflict.'), chat('u1', 'CANDIDATE', twentyWords)];

const metrics = (length: number, rate: number, gaps: number[]): AudioMetrics => ({
  duration: length + 2,
  speakingTime: length - gaps.reduce((a, b) => a + b, 0),
  silenceTime: 2,
  speechStart: 1,
  speechEnd: 1 + length,
  pauses: gaps.map((duration, i) => ({ start: 3 + i * 5, duration })),
  longestPause: Math.max(0, ...gaps),
  syllables: 0,
  syllablesPerSecond: rate,
});
const attempt = (id: string, at: number, m: AudioMetrics): StoredAttempt => ({
  id,
  roomId: 'room-1',
  chatId: 'u1',
  audio: new Blob(['a'], { type: 'audio/webm' }),
  metrics: m,
  recordedAt: at,
});

const fakeRecorder =
  (): CreateAttemptRecorder =>
  ({ onTick }) => ({
    start: vi.fn(async () => {
      onTick(0);
      return true;
    }),
    stop: vi.fn(async () => {
      onTick(3);
      return new Blob(['not audio'], { type: 'audio/webm' });
    }),
    cancel: vi.fn(),
  });

beforeEach(async () => {
  const store = answerStore();
  await store.deleteAll();
  await store.setMetricSettings(ALL_METRICS_ON);
  await store.put({
    roomId: 'room-1',
    chatId: 'u1',
    transcript: twentyWords,
    audio: new Blob(['a'], { type: 'audio/webm' }),
    metrics: metrics(30, 3.6, [3.4, 1.2]),
    recordedAt: 1,
  });
});

test('attempts sit beside the interview answer: bands, the better one and the direction of each figure; one is deleted', async () => {
  await answerStore().putAttempt(attempt('a1', 2, metrics(40, 3.3, [3.1, 2.2])));
  await answerStore().putAttempt(attempt('a2', 3, metrics(25, 4.75, [1])));
  renderInApp(<DeliverySection roomId="room-1" chats={chats} createRecorder={fakeRecorder()} />);
  const table = await screen.findByTestId('attempts-table');
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
  expect(headers.map((h) => h?.match(/^(Figure|In the interview|Attempt \d)/)?.[0])).toEqual([
    'Figure',
    'In the interview',
    'Attempt 1',
    'Attempt 2',
  ]);
  const cell = (figure: string, column: number) =>
    table.querySelector(`td[data-figure="${figure}"][data-column="${column}"]`)!;
  // Attempt 2 against attempt 1: faster, shorter, a shorter longest pause, fewer pauses over 2 s.
  expect(cell('pace', 2)).toHaveTextContent('faster than before');
  expect(cell('length', 2)).toHaveTextContent('shorter than before');
  expect(cell('longestPause', 2)).toHaveTextContent('shorter than before');
  expect(cell('pausesOver2s', 2)).toHaveTextContent('fewer than before');
  // 3.3 syllables/s ≈ 132 wpm is in band; 4.75 ≈ 190 wpm is not: attempt 1 was the better pace.
  expect(cell('pace', 1)).toHaveTextContent(/in band.*better/);
  expect(cell('pace', 2)).toHaveTextContent('above the band');
  expect(cell('longestPause', 2)).toHaveTextContent(/in band.*better/);
  // Words need a transcript: a local attempt says so instead of a zero.
  expect(within(table).getAllByText('not available for a local attempt')).toHaveLength(4);

  await userEvent.click(within(table).getByRole('button', { name: 'Delete Attempt 1 of answer 1' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete Attempt 1 of answer 1?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await settles(() => expect(within(table).getAllByRole('columnheader')).toHaveLength(3));
  expect((await answerStore().listAttempts('room-1')).map((a) => a.id)).toEqual(['a2']);
});

test('a new attempt is recorded with the given recorder and kept on this device', async () => {
  renderInApp(<DeliverySection roomId="room-1" chats={chats} createRecorder={fakeRecorder()} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Practice this answer again' }));
  expect(await screen.findByTestId('practice-elapsed')).toHaveTextContent('Recording 0:00');
  await userEvent.click(screen.getByRole('button', { name: 'Stop and keep this attempt' }));
  const table = await screen.findByTestId('attempts-table');
  expect(within(table).getByRole('columnheader', { name: /Attempt 1/ })).toBeVisible();
  expect(await answerStore().listAttempts('room-1')).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Practice this answer again' })).toBeEnabled();
});

test('keyboard only: an attempt is recorded, stopped and deleted without the pointer', async () => {
  renderInApp(<DeliverySection roomId="room-1" chats={chats} createRecorder={fakeRecorder()} />);
  const start = await screen.findByRole('button', { name: 'Practice this answer again' });
  // Tab reaches each control from the one before; Enter and Space press it.
  const tabTo = async (target: HTMLElement) => {
    for (let i = 0; i < 80 && document.activeElement !== target; i++) await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(target);
  };
  await tabTo(start);
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByTestId('practice-elapsed')).toHaveTextContent('Recording 0:00');
  await tabTo(screen.getByRole('button', { name: 'Stop and keep this attempt' }));
  await userEvent.keyboard(' ');
  const table = await screen.findByTestId('attempts-table');
  // Playing needs real audio: the e2e (tests/sessions/practice-again.spec.ts) plays by keyboard.
  await tabTo(within(table).getByRole('button', { name: 'Delete Attempt 1 of answer 1' }));
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete Attempt 1 of answer 1?' });
  await tabTo(within(dialog).getByRole('button', { name: 'Delete' }));
  await userEvent.keyboard('{Enter}');
  await settles(async () => expect(await answerStore().listAttempts('room-1')).toHaveLength(0));
});

test("every recording's player keeps a live address under StrictMode (Play did nothing in `pnpm dev`)", async () => {
  await answerStore().putAttempt(attempt('a1', 2, metrics(40, 3.3, [3.1, 2.2])));
  renderInApp(<DeliverySection roomId="room-1" chats={chats} createRecorder={fakeRecorder()} />);
  await screen.findByTestId('attempts-table');
  const players = await settles(() => {
    const found = [...document.querySelectorAll('audio')];
    expect(found.length).toBeGreaterThanOrEqual(2);
    for (const audio of found) expect(audio.src).toMatch(/^blob:/);
    return found;
  });
  // A revoked address cannot be read: the element would never play.
  for (const audio of players) await expect(fetch(audio.src).then((r) => r.ok)).resolves.toBe(true);
});
