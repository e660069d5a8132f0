import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InterviewerTile } from './participant-tiles';

describe('InterviewerTile (decision 0643)', () => {
  it("the interviewer's sentence paused by media keys: said on the tile, with Resume", async () => {
    const onResume = vi.fn();
    render(
      <InterviewerTile
        name="Ava"
        status={null}
        speaking
        canRepeat={false}
        onRepeat={() => undefined}
        paused
        onResume={onResume}
      />,
    );
    const tile = screen.getByRole('region', { name: 'Interviewer Ava' });
    expect(screen.getByRole('status')).toHaveTextContent('Audio paused');
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(onResume).toHaveBeenCalledTimes(1);
    expect(tile).toContainElement(screen.getByRole('button', { name: 'Resume' }));
  });

  it('playing, it is Speaking with no Resume', () => {
    render(
      <InterviewerTile name="Ava" status={null} speaking canRepeat={false} onRepeat={() => undefined} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Speaking');
    expect(screen.queryByRole('button', { name: 'Resume' })).toBeNull();
  });
});
