import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Captions } from './captions';

describe('Captions', () => {
  it("shows 'You are speaking...' while recording", () => {
    render(<Captions text="Question?" userSpeaking processing={false} />);
    expect(screen.getByText('You are speaking...')).toBeInTheDocument();
  });
  it('shows typing dots while processing', () => {
    render(<Captions text="" userSpeaking={false} processing />);
    expect(screen.getByRole('status', { name: 'Processing' })).toBeInTheDocument();
  });
  it('clamps the interviewer text to 3 lines and is announced politely', () => {
    render(<Captions text="A long question" userSpeaking={false} processing={false} />);
    expect(screen.getByText('A long question')).toHaveClass('line-clamp-3');
    expect(screen.getByRole('region', { name: 'Captions' })).toHaveAttribute('aria-live', 'polite');
  });
});
