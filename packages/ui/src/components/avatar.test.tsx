import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, avatarFallbackText } from './avatar';

describe('avatarFallbackText', () => {
  it('takes the first two characters of the full name as written', () => {
    expect(avatarFallbackText('jane doe')).toBe('ja');
    expect(avatarFallbackText('  Al')).toBe('Al');
    expect(avatarFallbackText('X')).toBe('X');
  });
  it('is empty for a missing name', () => {
    expect(avatarFallbackText(undefined)).toBe('');
    expect(avatarFallbackText(null)).toBe('');
  });
});

describe('Avatar', () => {
  it('shows the initials and names the person when there is no image', () => {
    render(<Avatar name="Maria Lopez" />);
    expect(screen.getByText('Ma')).toBeInTheDocument();
    expect(screen.getByText('Maria Lopez')).toHaveClass('sr-only');
  });
});
