import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SelectField } from './panel-kit';

const TYPED = '__typed__';

// The shape of the panel's "message" and "error code" rows: a list of known values plus "type your own".
function MessageRow() {
  const [message, setMessage] = useState('Unauthorized');
  const [typed, setTyped] = useState('');
  return (
    <>
      <SelectField
        label="Message"
        value={message}
        onChange={setMessage}
        options={['Unauthorized', 404, { value: TYPED, label: 'Type a message…' }]}
        typed={{ when: TYPED, label: 'Typed message', value: typed, onChange: setTyped }}
      />
      <output>{message === TYPED ? typed : message}</output>
    </>
  );
}

describe('SelectField', () => {
  it('offers each option under its label and opens a labelled text row only for "type your own"', async () => {
    const user = userEvent.setup();
    render(<MessageRow />);
    const select = screen.getByLabelText('Message');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Unauthorized',
      '404',
      'Type a message…',
    ]);
    expect(screen.queryByLabelText('Typed message')).toBeNull();

    await user.selectOptions(select, 'Type a message…');
    await user.type(screen.getByLabelText('Typed message'), 'Custom words');
    expect(screen.getByRole('status')).toHaveTextContent('Custom words');

    await user.selectOptions(select, '404');
    expect(screen.queryByLabelText('Typed message')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('404');
  });
});
