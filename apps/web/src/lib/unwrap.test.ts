import { describe, expect, it } from 'vitest';
import { unwrap } from './unwrap';

describe('unwrap', () => {
  it('returns the data of a successful envelope', () => {
    expect(unwrap({ data: { data: { id: 'r1' } } }, 'Room missing')).toEqual({ id: 'r1' });
  });

  it("throws the server's message on an error answer", () => {
    expect(() => unwrap({ error: { message: 'INTERVIEW_NOT_FINISHED' } }, 'Room missing')).toThrow(
      'INTERVIEW_NOT_FINISHED',
    );
  });

  it('throws the fallback when the answer carries no data', () => {
    expect(() => unwrap({ data: { data: null } }, 'Room missing')).toThrow('Room missing');
    expect(() => unwrap({}, 'Room missing')).toThrow('Room missing');
  });
});
