import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ResendAnswer } from './resend-answer';

describe('ResendAnswer', () => {
  it('after Audio Processing Error it says the answer could not be processed, not that the connection broke (G12)', () => {
    render(<ResendAnswer why="audioError" onResend={() => undefined} onDiscard={() => undefined} />);
    const banner = screen.getByRole('region', { name: 'Unsent answer' });
    expect(banner).toHaveTextContent('Your last answer could not be processed. Send it again?');
    expect(banner).not.toHaveTextContent(/connection/);
  });

  it('after a drop it names the connection; Send Answer Again and Discard act', () => {
    const onResend = vi.fn();
    const onDiscard = vi.fn();
    render(<ResendAnswer why="connection" onResend={onResend} onDiscard={onDiscard} />);
    expect(screen.getByRole('region', { name: 'Unsent answer' })).toHaveTextContent(
      'Your last answer was interrupted by the connection. Send it again?',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send Answer Again' }));
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onResend).toHaveBeenCalledOnce();
    expect(onDiscard).toHaveBeenCalledOnce();
  });
});
