import { describe, expect, it } from 'vitest';
import { isAnswerText, parseClientMessage } from '../src/socket/index.ts';

const metadata = { sessionId: 's-1', interviewRoomId: 'r-1' };

describe('the typed-answer rule, shared by the client and the server', () => {
  it('refuses blank text and accepts anything with a visible character', () => {
    expect(isAnswerText('')).toBe(false);
    expect(isAnswerText('  \n\t ')).toBe(false);
    expect(isAnswerText(' yes ')).toBe(true);
  });

  it("is the rule the server's parse applies, with the message the room shows", () => {
    const blank = parseClientMessage({ type: 'user_response_text', message: '   ', metadata });
    expect(blank.ok).toBe(false);
    expect(blank.ok ? '' : blank.error).toContain('Message cannot be empty');
    expect(parseClientMessage({ type: 'user_response_text', message: 'My answer', metadata }).ok).toBe(true);
  });
});
