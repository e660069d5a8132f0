// The interviewer tile's status line in real Chromium (decision 0767): a late interviewer is said there, announced
// (role="status"), with no Repeat Response while the turn is the server's (decision 0662).
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderInApp } from '../../../../../test/component';
import { INTERVIEWER_LATE } from '../../session/session-view';
import { InterviewerTile } from './participant-tiles';

test('a late interviewer is said on its tile and announced, with no Repeat Response', async () => {
  renderInApp(
    <InterviewerTile
      name="Alex"
      status={INTERVIEWER_LATE}
      speaking={false}
      canRepeat={false}
      onRepeat={() => {}}
    />,
  );
  const status = await screen.findByRole('status');
  expect(status.textContent).toBe('The interviewer is taking longer than usual');
  expect(status).toBeVisible();
  expect(screen.queryByRole('button', { name: /Repeat Response/ })).toBeNull();
});
