import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup, RadioGroupItem } from './radio-group';

function Rating({ onValueChange }: { onValueChange: (v: string) => void }) {
  return (
    <RadioGroup aria-label="Rating" onValueChange={onValueChange}>
      {['1', '2', '3'].map((v) => (
        <RadioGroupItem key={v} value={v} aria-label={`Rating ${v}`} />
      ))}
    </RadioGroup>
  );
}

describe('RadioGroup', () => {
  it('selects the option that arrow navigation focuses, even when focus lands after the key is released', () => {
    const onValueChange = vi.fn();
    render(<Rating onValueChange={onValueChange} />);
    const [first, second] = screen.getAllByRole('radio');
    act(() => first!.focus());
    fireEvent.keyDown(first!, { key: 'ArrowRight' });
    fireEvent.keyUp(first!, { key: 'ArrowRight' });
    // A busy device: the roving focus moves only now, after keyup.
    act(() => second!.focus());
    expect(second).toHaveAttribute('aria-checked', 'true');
    expect(onValueChange).toHaveBeenLastCalledWith('2');
  });

  it('does not select an option that gets focus from Tab or a click-less focus', () => {
    const onValueChange = vi.fn();
    render(<Rating onValueChange={onValueChange} />);
    const [first, second] = screen.getAllByRole('radio');
    act(() => first!.focus());
    fireEvent.keyDown(first!, { key: 'Tab' });
    act(() => second!.focus());
    expect(second).toHaveAttribute('aria-checked', 'false');
    expect(onValueChange).not.toHaveBeenCalled();
  });
});
