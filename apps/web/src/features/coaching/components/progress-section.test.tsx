// Installs IndexedDB's globals; each test gets an empty database.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '@/lib/format';
import { createQueryClient } from '@/lib/query-client';
import { answerStore } from '../api/answer-store';
import { spokenAnswerMetrics, twentyWords } from '../test-support/answer-fixtures';
import ProgressSection from './progress-section';

// No reports yet: the section's delivery table (what this device recorded) is what is under test here.
vi.mock('../api/get-progress', () => ({
  useProgress: () => ({ isPending: false, isError: false, data: { feedbacks: [], missing: 0 } }),
}));

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
});

describe('ProgressSection', () => {
  it('lists delivery per recorded session under its column headers, one row a session', async () => {
    const store = answerStore();
    await store.deleteAll();
    const recordedAt = Date.UTC(2026, 0, 5, 12);
    await store.put({
      roomId: 'room-1',
      chatId: 'u1',
      transcript: twentyWords,
      audio: null,
      metrics: spokenAnswerMetrics,
      recordedAt,
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ProgressSection />
      </QueryClientProvider>,
    );

    const table = await screen.findByRole('table', {
      name: 'Delivery per session recorded on this device, oldest first',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Session', 'Pace', 'Fillers per 100 words', 'Longest pause', 'Answers of 1–2 min']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent(
      formatDate(new Date(recordedAt).toISOString()),
    );
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['150 wpm', '0.0', '3.6 s', '0 %']);
  });

  it('shows only the figures the candidate sees (decision 0811)', async () => {
    const store = answerStore();
    await store.deleteAll();
    await store.setMetricSettings({
      pace: true,
      fillers: false,
      pauses: false,
      length: true,
      talkShare: true,
    });
    await store.put({
      roomId: 'room-1',
      chatId: 'u1',
      transcript: twentyWords,
      audio: null,
      metrics: spokenAnswerMetrics,
      recordedAt: Date.UTC(2026, 0, 5, 12),
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ProgressSection />
      </QueryClientProvider>,
    );
    const table = await screen.findByRole('table', {
      name: 'Delivery per session recorded on this device, oldest first',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Session', 'Pace', 'Answers of 1–2 min']);
  });
});
