import { describe, expect, it } from 'vitest';
import { chatText, formatClock, senderLabel, shouldShowTour } from './transcript';

describe('transcript helpers', () => {
  it('formats hour and minute', () => {
    expect(formatClock('2026-01-01T09:05:59Z', 'UTC')).toBe('09:05');
    expect(formatClock('2026-01-01T21:40:00+02:00', 'UTC')).toBe('19:40');
    expect(formatClock('nope', 'UTC')).toBe('');
  });
  it('joins sentences and names the sender', () => {
    expect(chatText({ sentences: [' Hi. ', '', 'How are you?'] })).toBe('Hi. How are you?');
    expect(senderLabel({ sender: 'CANDIDATE' }, 'Ava')).toBe('You');
    expect(senderLabel({ sender: 'MODEL' }, 'Ava')).toBe('Ava');
  });
  it("shows the tour unless intro is 'true'", () => {
    expect(shouldShowTour(undefined)).toBe(true);
    expect(shouldShowTour('false')).toBe(true);
    expect(shouldShowTour('true')).toBe(false);
  });
});
