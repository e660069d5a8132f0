// The dashboard's spec lines of one card each (moved from the e2e suite's dashboard-lines spec, decision 0767):
// the month's change in colour, the session summary's Duration, and an empty latest-feedback answer.
import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { InterviewRoomPage, InterviewStats } from '@mockint/api-contract';
import { jsonAnswer, renderInApp, roomFixture } from '../../../../test/component';
import { interviewStatsQueryKey } from '../api/get-interview-stats';
import { latestInterviewRoomsQueryKey } from '../api/get-interview-rooms';
import { latestFeedbackQueryKey } from '../api/get-latest-feedback';
import { LatestFeedbackCard, SessionSummaryCard } from './feedback-cards';
import { TotalInterviewCard } from './stat-cards';

/** The stats card with the month's change at `change` per cent; resolves to the change's line. */
async function changeLine(change: number) {
  const stats: InterviewStats = { all: { sessions: 12 }, month: { sessions: 4, percentageChange: change } };
  const { client } = renderInApp(<TotalInterviewCard />);
  client.setQueryData(interviewStatsQueryKey, stats);
  const line = await screen.findByTestId('percentage-change');
  expect(line).toBeVisible();
  return line;
}

/** The line's text colour as the screen shows it, [r, g, b] (oklch/lab normalised through a canvas). */
function colourOf(node: Element): [number, number, number] {
  const ctx = document.createElement('canvas').getContext('2d')!;
  ctx.fillStyle = getComputedStyle(node).color;
  ctx.fillRect(0, 0, 1, 1);
  const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
  return [r!, g!, b!];
}

describe('dashboard spec lines', () => {
  test('a rise is green with a plus', async () => {
    const line = await changeLine(25);
    expect(line).toHaveTextContent('+25');
    const [r, g, b] = colourOf(line);
    expect(g).toBeGreaterThan(r + 40);
    expect(g).toBeGreaterThan(b);
  });

  test('a fall is red', async () => {
    const line = await changeLine(-40);
    expect(line).toHaveTextContent('-40');
    const [r, g, b] = colourOf(line);
    expect(r).toBeGreaterThan(g + 40);
    expect(r).toBeGreaterThan(b + 40);
  });

  test('no change is neutral, without a sign', async () => {
    const line = await changeLine(0);
    expect(line).not.toHaveTextContent('+');
    const [r, g, b] = colourOf(line);
    expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeLessThan(40);
  });

  for (const status of ['FINISHED', 'ONGOING', 'REGISTERED'] as const) {
    test(`the session summary shows the duration only when FINISHED (${status})`, async () => {
      // The latest session first, then one of every other status (as the e2e reordered the mock's list).
      const others = (['FINISHED', 'ONGOING', 'REGISTERED'] as const).filter((s) => s !== status);
      const page: InterviewRoomPage = {
        content: [status, ...others].map((s, i) => roomFixture({ id: `room-${i}`, status: s })),
        totalPages: 1,
        totalElements: 3,
      };
      const { client } = renderInApp(<SessionSummaryCard />);
      client.setQueryData(latestFeedbackQueryKey, null);
      client.setQueryData(latestInterviewRoomsQueryKey, page);
      const heading = await screen.findByRole('heading', { name: 'Session Details' });
      const terms = (text: string) =>
        within(heading.parentElement!)
          .queryAllByRole('term')
          .filter((term) => term.textContent?.includes(text));
      expect(terms('Company')).toHaveLength(1);
      expect(terms('Company')[0]).toBeVisible();
      expect(terms('Duration')).toHaveLength(status === 'FINISHED' ? 1 : 0);
    });
  }

  for (const [name, body] of [
    ['data null', { status: 200, message: 'OK', data: null }],
    ['no data', { status: 200, message: 'OK' }],
  ] as const) {
    test(`an empty latest-feedback answer (${name}) is no feedback yet, not an error`, async () => {
      const fetch = vi
        .spyOn(globalThis, 'fetch')
        .mockImplementation(async (input) =>
          new Request(input).url.endsWith('/candidate/interview-feedbacks/latest')
            ? jsonAnswer(body)
            : jsonAnswer({ status: 404, message: 'not in this test', data: null }, 404),
        );
      renderInApp(<LatestFeedbackCard />);
      expect(await screen.findByText('No feedback yet.', { exact: false })).toBeVisible();
      expect(fetch).toHaveBeenCalled();
      expect(
        screen.queryAllByText('Failed to fetch candidate interview feedback. Please try again.'),
      ).toHaveLength(0);
      expect(screen.queryAllByText('Your latest feedback could not be loaded.')).toHaveLength(0);
    });
  }
});
