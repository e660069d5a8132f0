import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, IconButton } from './button';

describe('Button', () => {
  it('is a non-submitting button by default', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
  });

  it('disables itself and reports busy while loading, so a second click cannot fire', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Register Interview
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Register Interview' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders its child element when asChild is set', () => {
    render(
      <Button asChild>
        <a href="/app/pricing">Buy Credits</a>
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'Buy Credits' })).toHaveAttribute('href', '/app/pricing');
  });
});

describe('IconButton', () => {
  it('is announced by its aria-label and hides the icon from assistive tech', () => {
    render(<IconButton aria-label="Open menu" icon={<svg data-testid="icon" />} />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toBeInTheDocument();
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
  });
});
