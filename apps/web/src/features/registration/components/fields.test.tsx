import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchCountries } from '@/lib/format';
import { Autocomplete } from './fields';

const COUNTRIES = ['Germany', 'Georgia', 'Nigeria', 'Niger', 'Algeria'];

function CountryField() {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="country" id="country-label">
        Country
      </label>
      <Autocomplete
        id="country"
        value={value}
        onChange={setValue}
        suggest={(q, limit) => matchCountries(COUNTRIES, q, limit)}
      />
    </>
  );
}

describe('Autocomplete', () => {
  it('lists prefix matches first and picks with the keyboard', () => {
    render(<CountryField />);
    const input = screen.getByRole('combobox', { name: 'Country' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'ger' } });
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Germany', 'Algeria', 'Niger', 'Nigeria']);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input).toHaveValue('Algeria');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('picks with the mouse before the blur hides the list', async () => {
    render(<CountryField />);
    const input = screen.getByRole('combobox', { name: 'Country' });
    await userEvent.type(input, 'nig');
    await userEvent.click(screen.getByRole('option', { name: 'Niger' }));
    expect(input).toHaveValue('Niger');
    expect(input).toHaveFocus();
  });

  it('follows the combobox pattern: named listbox, active descendant, aria-expanded', async () => {
    render(<CountryField />);
    const input = screen.getByRole('combobox', { name: 'Country' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(input, 'ger');
    const listbox = screen.getByRole('listbox', { name: 'Country' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    await userEvent.keyboard('{ArrowDown}');
    const first = screen.getByRole('option', { name: 'Germany' });
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps free text: typing a value that is no suggestion, and Escape, never clear it', async () => {
    render(<CountryField />);
    const input = screen.getByRole('combobox', { name: 'Country' });
    await userEvent.type(input, 'Atlantis');
    expect(input).toHaveValue('Atlantis');
    await userEvent.keyboard('{Escape}{Escape}');
    expect(input).toHaveValue('Atlantis');
  });

  it('clears its hide timer on unmount', () => {
    vi.useFakeTimers();
    try {
      const { unmount } = render(<CountryField />);
      const input = screen.getByRole('combobox', { name: 'Country' });
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value: 'g' } });
      fireEvent.blur(input);
      expect(vi.getTimerCount()).toBeGreaterThan(0);
      unmount();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('hides the suggestions 150 ms after blur, not before', () => {
    vi.useFakeTimers();
    try {
      render(<CountryField />);
      const input = screen.getByRole('combobox', { name: 'Country' });
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value: 'g' } });
      expect(screen.getByRole('listbox')).toBeVisible();
      fireEvent.blur(input);
      act(() => vi.advanceTimersByTime(149));
      expect(screen.getByRole('listbox')).toBeVisible();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(input).toHaveAttribute('aria-expanded', 'false');
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes on Escape', () => {
    render(<CountryField />);
    const input = screen.getByRole('combobox', { name: 'Country' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'g' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
