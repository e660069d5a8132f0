import { describe, expect, it, vi } from 'vitest';
import { publishAnswerEvent, subscribeAnswerEvents } from './answer-events';

describe('answer events', () => {
  it('reaches subscribers until they unsubscribe, and a throwing one never reaches the publisher', () => {
    const seen = vi.fn();
    const off = subscribeAnswerEvents(seen);
    const offBad = subscribeAnswerEvents(() => {
      throw new Error('boom');
    });
    expect(() => publishAnswerEvent({ type: 'text', roomId: 'r', interviewerSeconds: 2 })).not.toThrow();
    off();
    offBad();
    publishAnswerEvent({ type: 'text', roomId: 'r', interviewerSeconds: 2 });
    expect(seen).toHaveBeenCalledTimes(1);
  });
});
