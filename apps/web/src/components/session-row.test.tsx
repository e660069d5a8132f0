import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Table, TableBody } from '@mockint/ui';
import { renderInApp, roomFixture } from '../../test/component';
import { SessionActionLink, SessionRow, SessionTableHeader } from './session-row';

function renderRow(row: React.ReactNode) {
  renderInApp(
    <StrictMode>
      <Table>
        <TableBody>{row}</TableBody>
      </Table>
    </StrictMode>,
  );
  return screen.getByRole('row');
}

describe('SessionRow', () => {
  it("shows the dashboard's columns: title, company, duration, time, status and the action", () => {
    const room = roomFixture();
    const row = renderRow(<SessionRow room={room} actions={<SessionActionLink room={room} />} />);
    const cells = within(row).getAllByRole('cell');
    expect(cells).toHaveLength(6);
    expect(cells[0]).toHaveTextContent('Job InterviewSenior · Frontend Engineer');
    expect(cells[1]).toHaveTextContent('Acme Corp');
    expect(cells[2]).toHaveTextContent('1 minute');
    expect(within(row).getByRole('link', { name: 'View Report' })).toHaveAttribute(
      'href',
      `/app/interview-sessions/report?session=${room.id}`,
    );
    expect(row).not.toHaveAttribute('data-testid');
  });

  it('adds the interviewer and the language on the sessions page', () => {
    const room = roomFixture({ status: 'REGISTERED' });
    const row = renderRow(<SessionRow room={room} detailed actions={<SessionActionLink room={room} />} />);
    const cells = within(row).getAllByRole('cell');
    expect(cells).toHaveLength(8);
    expect(cells[2]).toHaveTextContent('Emma Clarke');
    expect(cells[3]).toHaveTextContent('English');
    // A session not started yet has no duration.
    expect(cells[4]).toHaveTextContent('-');
    expect(within(row).getByRole('link', { name: 'Start Now' })).toBeVisible();
    expect(row).toHaveAttribute('data-testid', 'session-row');
  });

  it('shows the fallback when the status has no action', () => {
    const room = roomFixture({ status: 'CANCELLED' as never });
    const row = renderRow(
      <SessionRow room={room} actions={<SessionActionLink room={room} fallback={<span>-</span>} />} />,
    );
    expect(within(row).queryByRole('link')).toBeNull();
    expect(within(row).getAllByRole('cell').at(-1)).toHaveTextContent('-');
  });
});

describe('SessionTableHeader', () => {
  it("names the rows' columns, the interviewer and language only on the sessions page", () => {
    renderInApp(
      <StrictMode>
        <Table>
          <SessionTableHeader />
          <SessionTableHeader detailed />
        </Table>
      </StrictMode>,
    );
    const [latest, detailed] = screen.getAllByRole('row');
    const names = (row: HTMLElement) =>
      within(row)
        .getAllByRole('columnheader')
        .map((c) => c.textContent);
    expect(names(latest!)).toEqual(['Title', 'Company', 'Duration', 'Time', 'Status', 'Action']);
    expect(names(detailed!)).toEqual([
      'Title',
      'Company',
      'Interviewer',
      'Language',
      'Duration',
      'Time',
      'Status',
      'Action',
    ]);
  });
});
