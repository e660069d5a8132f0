// The delivery section's answers to the candidate's own settings and to where its figures come from
// (decisions 0811, 0812), in real Chromium with its real IndexedDB.
import { screen, within } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { Chat } from '@mockint/api-contract/socket';
import { renderInApp, settles } from '../../../../test/component';
import { answerStore } from '../api/answer-store';
import { roomDeliverySummary } from '../api/room-delivery-summary';
import { spokenAnswerMetrics, twentyWords } from '../test-support/answer-fixtures';
import { ALL_METRICS_ON } from '../utils/metric-settings';
import DeliverySection from './delivery-section';

const chat = (id: string, sender: Chat['sender'], sentence: string): Chat => ({
  id,
  sender,
  timestamp: '2026-01-01T10:00:00Z',
  sentences: [sentence],
});
const chats = [
  chat('m1', 'MODEL', 'Tell me about a conflict.'),
  chat('u1', 'CANDIDATE', `Um, ${twentyWords}`),
];

beforeEach(async () => {
  const store = answerStore();
  await store.deleteAll();
  await store.setMetricSettings(ALL_METRICS_ON);
  await store.put({
    roomId: 'room-1',
    chatId: 'u1',
    transcript: twentyWords,
    audio: new Blob(['a'], { type: 'audio/webm' }),
    metrics: spokenAnswerMetrics,
    recordedAt: Date.now(),
  });
});

test('a figure switched off leaves the report, the timeline and Copy summary, and stays off on this device', async () => {
  renderInApp(<DeliverySection roomId="room-1" chats={chats} />);
  const item = await screen.findByTestId('question-item');
  expect(within(item).getByTestId('question-metrics')).toHaveTextContent(/Pace/);
  expect(within(item).getByTestId('long-pauses')).toBeVisible();
  expect(screen.getByRole('link', { name: /Answer 1: .* out of band/ })).toBeVisible();
  expect(await roomDeliverySummary('room-1', chats)).toMatch(/Longest pause: 3\.6 s/);

  const settings = within(screen.getByTestId('metric-settings'));
  await userEvent.click(settings.getByRole('checkbox', { name: 'Pace' }));
  await userEvent.click(settings.getByRole('checkbox', { name: 'Pauses' }));
  // Both switches are stored and applied one after the other: wait for the effect of both, not the first.
  await settles(() =>
    expect(within(item).getByTestId('question-metrics')).not.toHaveTextContent(/Pace|Longest pause/),
  );
  expect(within(item).queryByTestId('long-pauses')).toBeNull();
  expect(within(item).queryByTestId('speech-rate')).toBeNull();
  const figures = screen.getByTestId('delivery-figures');
  expect(figures).not.toHaveTextContent(/Pace|Longest pause/);
  expect(figures).toHaveTextContent(/Fillers/);
  expect(screen.queryByRole('link', { name: /Answer 1: .* out of band/ })).toBeNull();

  expect(await answerStore().getMetricSettings()).toEqual({ ...ALL_METRICS_ON, pace: false, pauses: false });
  const copied = await roomDeliverySummary('room-1', chats);
  expect(copied).not.toMatch(/Pace|Longest pause/);
  expect(copied).toMatch(/Fillers/);
});

test("figures from the transcript say so; in the development build, that it is the mock's script", async () => {
  await answerStore().put({
    roomId: 'room-1',
    chatId: 'u2',
    transcript: '',
    audio: new Blob(['a'], { type: 'audio/webm' }),
    metrics: spokenAnswerMetrics,
    recordedAt: Date.now(),
  });
  renderInApp(
    <DeliverySection
      roomId="room-1"
      chats={[...chats, chat('m2', 'MODEL', 'And then?'), chat('u2', 'CANDIDATE', '')]}
    />,
  );
  const [withWords, withoutWords] = await screen.findAllByTestId('question-item');
  // Component tests run a development build: the scripted transcript is named.
  expect(import.meta.env.DEV).toBe(true);
  expect(screen.getByTestId('scripted-transcript-note')).toHaveTextContent(/not from what was said/);
  const words = within(withWords!).getByTestId('question-metrics');
  expect(words).toHaveTextContent("Pace (from the mock's scripted transcript)");
  expect(words).toHaveTextContent("Fillers (from the mock's scripted transcript)");
  // No words: the pace is the audio's estimate, and says that instead.
  expect(within(withoutWords!).getByTestId('question-metrics')).toHaveTextContent(
    'Pace (estimated from the audio)',
  );
  expect(screen.getByTestId('delivery-figures')).toHaveTextContent(
    "Pace (from the mock's scripted transcript)",
  );
  expect(await roomDeliverySummary('room-1', chats)).toMatch(/from the mock's scripted transcript/);
});
