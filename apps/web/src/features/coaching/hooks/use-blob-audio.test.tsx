import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { PlayPauseButton } from '../components/play-pause-button';
import { useBlobAudio } from './use-blob-audio';

function Player({ audio }: { audio: Blob }) {
  const { playing, toggle, audioProps } = useBlobAudio(audio);
  return (
    <>
      <PlayPauseButton playing={playing} label="answer 1" onToggle={toggle} />
      <audio data-testid="audio" {...audioProps} />
    </>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('useBlobAudio', () => {
  it('plays the recording from its object URL and revokes the URL once the player goes', () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const { unmount } = render(
      <StrictMode>
        <Player audio={new Blob(['x'], { type: 'audio/webm' })} />
      </StrictMode>,
    );
    const src = screen.getByTestId('audio').getAttribute('src');
    expect(src).toMatch(/^blob:/);
    // StrictMode mounts twice: the URL in use is not one a cleanup revoked.
    expect(revoke).not.toHaveBeenCalledWith(src);
    fireEvent.play(screen.getByTestId('audio'));
    expect(screen.getByRole('button', { name: 'Pause answer 1' })).toHaveTextContent('Pause');
    fireEvent.ended(screen.getByTestId('audio'));
    expect(screen.getByRole('button', { name: 'Play answer 1' })).toBeVisible();
    unmount();
    expect(revoke).toHaveBeenCalledWith(src);
  });

  it('stays on Play when the browser refuses to play', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(new Error('NotAllowedError'));
    render(
      <StrictMode>
        <Player audio={new Blob(['x'], { type: 'audio/webm' })} />
      </StrictMode>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Play answer 1' }));
    await vi.waitFor(() => expect(HTMLMediaElement.prototype.play).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: 'Play answer 1' })).toBeVisible();
  });
});
