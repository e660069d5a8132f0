import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { SessionStatusBadge } from './session-status-badge';

describe('SessionStatusBadge', () => {
  it('labels known statuses and falls back to Unknown', () => {
    const { rerender } = render(<SessionStatusBadge status="FINISHED" />);
    expect(screen.getByText('Finished')).toHaveAttribute('data-status', 'FINISHED');
    rerender(<SessionStatusBadge status="CANCELLED" />);
    expect(screen.getByText('Unknown')).toHaveAttribute('data-status', 'Unknown');
  });
});
