import { describe, expect, it } from 'vitest';
import { chatText, senderLabel, shouldShowTour } from './transcript';

describe('transcript helpers', () => {
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
