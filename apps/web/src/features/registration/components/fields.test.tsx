import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { matchCountries } from '@/lib/format';
import { Autocomplete } from './fields';

const COUNTRIES = ['Germany', 'Georgia', 'Nigeria', 'Niger', 'Algeria'];

function CountryField() {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="country">Country</label>
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

  it('picks with the mouse before the blur hides the list', () => {
    render(<CountryField />);
    const input = screen.getByRole('combobox', { name: 'Country' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'nig' } });
    fireEvent.mouseDown(screen.getByRole('option', { name: 'Niger' }));
    expect(input).toHaveValue('Niger');
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
