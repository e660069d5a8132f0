// The live coach's length hint and the candidate's settings (decisions 0810, 0811), in real Chromium: the
// microphone is a Web Audio stream, so the coach's AudioWorklet really loads.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { renderInApp, settles } from '../../../../test/component';
import { answerStore } from '../api/answer-store';
import { ALL_METRICS_ON } from '../utils/metric-settings';
import LiveCoach from './live-coach';

let context: AudioContext;
beforeEach(async () => {
  context = new AudioContext();
  await answerStore().setMetricSettings(ALL_METRICS_ON);
});
afterEach(() => context.close());

test('while answering it shows the pace and the length against 1–2 min', async () => {
  const stream = context.createMediaStreamDestination().stream;
  renderInApp(<LiveCoach stream={stream} elapsedSeconds={75} />);
  expect(await screen.findByText('Listening…')).toBeVisible();
  expect(screen.getByTestId('live-length')).toHaveTextContent('Good length');
  expect(screen.getByText('1:15')).toBeVisible();
});

test('pace switched off: no pace, only the time and the length', async () => {
  await answerStore().setMetricSettings({ ...ALL_METRICS_ON, pace: false });
  const stream = context.createMediaStreamDestination().stream;
  renderInApp(<LiveCoach stream={stream} elapsedSeconds={110} />);
  await settles(() => expect(screen.getByTestId('live-length')).toHaveTextContent('Time to wrap up'));
  expect(screen.queryByText('Listening…')).toBeNull();
});

test('before an answer it says what it will show, without what is switched off', async () => {
  await answerStore().setMetricSettings({ ...ALL_METRICS_ON, length: false });
  renderInApp(<LiveCoach stream={null} elapsedSeconds={0} />);
  expect(await screen.findByText('The coach shows your pace while you answer.')).toBeVisible();
});
