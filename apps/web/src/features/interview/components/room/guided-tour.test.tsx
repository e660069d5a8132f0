import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GuidedTour, TOUR_STEPS } from './guided-tour';
import { HintBox } from './hint-box';
import { CandidateTile, InterviewerTile } from './participant-tiles';
import { RoomFooter } from './room-footer';

const noop = () => undefined;

function Room({ recording }: { recording: boolean }) {
  return (
    <>
      <InterviewerTile name="Ava" status={null} speaking={false} canRepeat={false} onRepeat={noop} />
      <CandidateTile
        name="Sam"
        avatar={null}
        recording={recording}
        elapsedSeconds={0}
        remainingSeconds={120}
        stream={null}
        canStart={false}
        onStart={noop}
        onStop={noop}
        editName={{
          ref: null,
          'aria-haspopup': 'dialog',
          'aria-expanded': false,
          onPointerEnter: noop,
          onFocus: noop,
          onClick: noop,
        }}
      />
      <HintBox hint="" />
      <RoomFooter
        transcript={false}
        hints
        captions
        onToggleTranscript={noop}
        onToggleHints={noop}
        onToggleCaptions={noop}
        onEnd={noop}
        endDisabled={false}
      />
    </>
  );
}

describe('GuidedTour', () => {
  it.each([false, true])(
    'every step points at a part of the room that exists (recording: %s)',
    (recording) => {
      const { container } = render(<Room recording={recording} />);
      for (const step of TOUR_STEPS) {
        expect(container.querySelector(`[data-tour="${step.target}"]`), step.title).not.toBeNull();
      }
    },
  );

  it('keeps focus inside the tour and Escape skips it', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    render(
      <>
        <Room recording={false} />
        <GuidedTour open onDone={onDone} />
      </>,
    );
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(onDone).toHaveBeenCalled();
  });
});
