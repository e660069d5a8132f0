import { describe, expect, it, vi } from 'vitest';
import { AnswerSeam, type RoomAnswer } from './answer-seam';

describe('answer seam', () => {
  it("pairs a recording, with its question's audio time, with the transcript that follows it", () => {
    const seam = new AnswerSeam('r', () => 7);
    const answers: RoomAnswer[] = [];
    seam.subscribe((answer) => answers.push(answer));
    const blob = new Blob(['a']);
    seam.interviewerPlayed(4000);
    seam.interviewerPlayed(2500);
    seam.recorded(blob, seam.takeQuestionSeconds());
    expect(answers).toEqual([]);
    seam.transcribed('c1', 'Hello there');
    expect(answers).toEqual([
      {
        roomId: 'r',
        chatId: 'c1',
        transcript: 'Hello there',
        audio: blob,
        recordedAt: 7,
        interviewerSeconds: 6.5,
      },
    ]);
    // The next question's count started afresh.
    expect(seam.takeQuestionSeconds()).toBe(0);
  });

  it("keeps a typed answer as text only (with its question's audio time), never with the previous recording", () => {
    const seam = new AnswerSeam('r');
    const answers: RoomAnswer[] = [];
    seam.subscribe((answer) => answers.push(answer));
    seam.recorded(new Blob(['a']), 4);
    seam.interviewerPlayed(3000);
    seam.typed();
    seam.transcribed('c2', 'typed');
    expect(answers[0]).toMatchObject({ chatId: 'c2', audio: null, interviewerSeconds: 3 });
  });

  it('a transcript no answer of this tab waits for is handed on without a recording or a question time', () => {
    const seam = new AnswerSeam('r', () => 9);
    const answers: RoomAnswer[] = [];
    seam.subscribe((answer) => answers.push(answer));
    seam.recorded(new Blob(['a']), 1);
    seam.transcribed('c1', 'first');
    seam.transcribed('c2', 'second');
    expect(answers[1]).toEqual({
      roomId: 'r',
      chatId: 'c2',
      transcript: 'second',
      audio: null,
      recordedAt: 9,
    });
  });

  it('reaches subscribers until they unsubscribe, and a throwing one never reaches the room', () => {
    const seam = new AnswerSeam('r');
    const seen = vi.fn();
    const off = seam.subscribe(seen);
    const offBad = seam.subscribe(() => {
      throw new Error('boom');
    });
    expect(() => seam.transcribed('c1', 'x')).not.toThrow();
    off();
    offBad();
    seam.transcribed('c2', 'y');
    expect(seen).toHaveBeenCalledTimes(1);
  });
});
