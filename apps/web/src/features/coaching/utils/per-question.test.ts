import type { Chat } from '@mockint/api-contract/socket';
import { describe, expect, it } from 'vitest';
import type { StoredAnswer } from '../api/answer-store';
import type { AudioMetrics } from '../analysis/delivery-analysis';
import { buildQuestionItems, interviewDelivery, wordStartTimes } from './per-question';

const chat = (id: string, sender: Chat['sender'], sentence: string): Chat => ({
  id,
  sender,
  timestamp: '2026-01-01T10:00:00Z',
  sentences: [sentence],
});

const audio = (patch: Partial<AudioMetrics> = {}): AudioMetrics => ({
  duration: 12,
  speakingTime: 8,
  silenceTime: 4,
  speechStart: 1,
  speechEnd: 11,
  pauses: [{ start: 5, duration: 2 }],
  longestPause: 2,
  syllables: 30,
  syllablesPerSecond: 3.75,
  ...patch,
});

const kept = (
  chatId: string,
  metrics: AudioMetrics | null,
  withAudio = true,
  interviewerSeconds?: number,
): StoredAnswer => ({
  roomId: 'r',
  chatId,
  transcript: 'x',
  audio: withAudio ? new Blob(['a']) : null,
  metrics,
  recordedAt: 1,
  ...(interviewerSeconds === undefined ? {} : { interviewerSeconds }),
});

const chats = [
  chat('m1', 'MODEL', 'Hello.'),
  chat('m2', 'MODEL', 'Tell me about yourself.'),
  chat('u1', 'CANDIDATE', Array.from({ length: 20 }, () => 'word').join(' ')),
  chat('m3', 'MODEL', 'Why this role?'),
  chat('u2', 'CANDIDATE', 'Um, I typed it.'),
  chat('m4', 'MODEL', 'Anything else?'),
  chat('u3', 'CANDIDATE', 'No.'),
];

describe('buildQuestionItems', () => {
  it("pairs each answer with the interviewer's turn before it and says why any metric is absent", () => {
    // A 70 s answer: in the length band too.
    const items = buildQuestionItems(chats, [
      kept('u1', audio({ speechEnd: 71, duration: 72 })),
      kept('u2', null, false),
    ]);
    expect(items.map((i) => [i.number, i.question, i.absent])).toEqual([
      [1, 'Hello. Tell me about yourself.', null],
      [2, 'Why this role?', 'typed'],
      [3, 'Anything else?', 'elsewhere'],
    ]);
    // 20 words over 8 s voiced = 150 wpm: in band.
    expect(items[0]!.metrics.wpm).toBeCloseTo(150);
    expect(items[0]!.outOfBand).toBe(false);
    // The typed answer still has its fillers counted (1 of 4 words): out of band.
    expect(items[1]!.metrics.fillers).toHaveLength(1);
    expect(items[1]!.outOfBand).toBe(true);
  });

  it('sums up the interview: weighted pace, fillers, longest pause, share of words when an answer was typed', () => {
    const items = buildQuestionItems(chats, [
      kept('u1', audio({ longestPause: 3.5, speechEnd: 71, duration: 72 })),
      kept('u2', null, false),
    ]);
    const d = interviewDelivery(chats, items);
    expect(d).toMatchObject({ answers: 3, measured: 1, longestPause: 3.5, outOfBand: 2 });
    expect(d.wpm).toBeCloseTo(150);
    expect(d.fillersPer100).toBeCloseTo((1 / 25) * 100);
    // A typed answer has no talk time: the share falls back to the transcript's words (25 of 35).
    expect(d.talkShareBasis).toBe('words');
    expect(d.talkShare).toBeCloseTo(25 / (25 + 10));
  });

  it("takes the share of talk time when every answer was recorded here with its question's audio time", () => {
    // Voiced 8 + 6 + 2 = 16 s against the interviewer's 10 + 4 + 10 = 24 s: 40 %, whatever the word counts.
    const items = buildQuestionItems(chats, [
      kept('u1', audio(), true, 10),
      kept('u2', audio({ speakingTime: 6 }), true, 4),
      kept('u3', audio({ speakingTime: 2 }), true, 10),
    ]);
    const d = interviewDelivery(chats, items);
    expect(d.talkShareBasis).toBe('time');
    expect(d.talkShare).toBeCloseTo(0.4);
  });

  it('falls back to words when a recording predates the question times or was not analysed', () => {
    const noTime = interviewDelivery(
      chats,
      buildQuestionItems(chats, [
        kept('u1', audio(), true, 10),
        kept('u2', audio(), true),
        kept('u3', audio(), true, 3),
      ]),
    );
    expect(noTime.talkShareBasis).toBe('words');
    expect(noTime.talkShare).toBeCloseTo(25 / 35);
    const unanalysed = interviewDelivery(
      chats,
      buildQuestionItems(chats, [
        kept('u1', audio(), true, 10),
        kept('u2', null, true, 4),
        kept('u3', audio(), true, 3),
      ]),
    );
    expect(unanalysed.talkShareBasis).toBe('words');
  });
});

describe('wordStartTimes', () => {
  it('spreads the words over the voiced stretches, skipping the pauses', () => {
    // Voiced 1–5 s and 7–11 s: 4 words start at 1, 3, 7, 9.
    expect(wordStartTimes(4, audio())).toEqual([1, 3, 7, 9]);
    expect(wordStartTimes(3, null)).toBeNull();
  });
});
