import type { Chat } from '@mockint/api-contract/socket';
import type { StoredAnswer } from '../api/answer-store';
import type { AudioMetrics } from '../analysis/delivery-analysis';
import {
  answerMetrics,
  isOutOfBand,
  lengthVerdict,
  paceOf,
  paceSource,
  type AnswerMetrics,
} from '../analysis/bands';
import { countWords } from '../analysis/fillers';
import { ALL_METRICS_ON, type MetricSettings } from './metric-settings';

export type AbsentReason = 'typed' | 'elsewhere' | 'unanalysed' | null;

export const ABSENT_TEXT: Record<Exclude<AbsentReason, null>, string> = {
  typed: 'Typed answer: there is no recording, so pace and pauses do not apply.',
  elsewhere:
    'No recording on this device (answered on another device, deleted, or past the retention): pace and pauses are not available.',
  unanalysed: 'The recording is here but could not be analysed: pace and pauses are not available.',
};

export interface QuestionItem {
  /** 1-based, in the order of the interview. */
  number: number;
  chatId: string;
  question: string;
  answer: string;
  stored: StoredAnswer | null;
  metrics: AnswerMetrics;
  absent: AbsentReason;
  outOfBand: boolean;
}

const text = (chat: Chat) => chat.sentences.join(' ').trim();

/**
 * One item per candidate answer: the interviewer's turn before it (all its chats), the answer as the report
 * has it, and what this device kept of it. Answers typed in the room are stored without audio.
 */
export function buildQuestionItems(
  chats: Chat[],
  stored: StoredAnswer[],
  shown: MetricSettings = ALL_METRICS_ON,
): QuestionItem[] {
  const byChat = new Map(stored.map((s) => [s.chatId, s]));
  const items: QuestionItem[] = [];
  let question: string[] = [];
  for (const chat of chats) {
    if (chat.sender === 'MODEL') {
      question.push(text(chat));
      continue;
    }
    const kept = byChat.get(chat.id) ?? null;
    const answer = text(chat) || kept?.transcript || '';
    const audio: AudioMetrics | null = kept?.metrics ?? null;
    const absent: AbsentReason = !kept ? 'elsewhere' : !kept.audio ? 'typed' : !audio ? 'unanalysed' : null;
    const metrics = answerMetrics(audio, answer);
    items.push({
      number: items.length + 1,
      chatId: chat.id,
      question: question.join(' ').trim(),
      answer,
      stored: kept,
      metrics,
      absent,
      outOfBand: isOutOfBand(metrics, shown),
    });
    question = [];
  }
  return items;
}

export interface InterviewDelivery {
  answers: number;
  /** Answers with a recording analysed on this device. */
  measured: number;
  /** Mean pace over measured answers, weighted by voiced time. */
  wpm: number | null;
  /** Whether any answer's pace counted the transcript's words (else all are estimates from the audio; 0812). */
  paceFromTranscript: boolean;
  fillersPer100: number | null;
  longestPause: number | null;
  /**
   * The candidate's share of talk (0–1), by time when every answer was recorded and analysed on this device
   * with its question's audio time kept; by words otherwise (decision 0803).
   */
  talkShare: number | null;
  talkShareBasis: 'time' | 'words';
  outOfBand: number;
  /** Answers with a spoken length, and how many of them are in the length band (decision 0810). */
  lengthKnown: number;
  lengthInBand: number;
}

export function interviewDelivery(chats: Chat[], items: QuestionItem[]): InterviewDelivery {
  const measured = items.filter((i) => i.metrics.audio && paceOf(i.metrics) !== null);
  const voiced = measured.reduce((sum, i) => sum + i.metrics.audio!.speakingTime, 0);
  const words = items.reduce((sum, i) => sum + i.metrics.words, 0);
  const fillers = items.reduce((sum, i) => sum + i.metrics.fillers.length, 0);
  const share = talkShareOf(chats, items, words);
  return {
    answers: items.length,
    measured: measured.length,
    wpm:
      voiced > 0
        ? measured.reduce((s, i) => s + paceOf(i.metrics)! * i.metrics.audio!.speakingTime, 0) / voiced
        : null,
    paceFromTranscript: measured.some((i) => paceSource(i.metrics) === 'transcript'),
    fillersPer100: words > 0 ? (fillers / words) * 100 : null,
    longestPause: measured.length ? Math.max(...measured.map((i) => i.metrics.audio!.longestPause)) : null,
    talkShare: share.value,
    talkShareBasis: share.basis,
    outOfBand: items.filter((i) => i.outOfBand).length,
    lengthKnown: items.filter((i) => i.metrics.length !== null).length,
    lengthInBand: items.filter((i) => lengthVerdict(i.metrics.length).status === 'in').length,
  };
}

/**
 * Share of talk time: the candidate's voiced time over it plus the interviewer's audio time of every question
 * (as played in the room). Time is known only when every answer was recorded and analysed here with its
 * question's time (a typed answer has no duration); otherwise the share of the transcript's words.
 */
function talkShareOf(
  chats: Chat[],
  items: QuestionItem[],
  candidateWords: number,
): { value: number | null; basis: 'time' | 'words' } {
  const timed =
    items.length > 0 &&
    items.every((i) => i.metrics.audio && typeof i.stored?.interviewerSeconds === 'number');
  if (timed) {
    const candidate = items.reduce((sum, i) => sum + i.metrics.audio!.speakingTime, 0);
    const interviewer = items.reduce((sum, i) => sum + i.stored!.interviewerSeconds!, 0);
    const total = candidate + interviewer;
    return { value: total > 0 ? candidate / total : null, basis: 'time' };
  }
  const allWords = chats.reduce((sum, c) => sum + countWords(text(c)), 0);
  return { value: allWords > 0 ? candidateWords / allWords : null, basis: 'words' };
}

/**
 * When each word of the answer starts during replay: no word timings come from the server, so the words
 * are spread over the voiced stretches in proportion to their length (the pauses stay silent).
 */
export function wordStartTimes(wordCount: number, audio: AudioMetrics | null): number[] | null {
  if (!audio || wordCount === 0 || audio.speakingTime <= 0) return null;
  const segments: [number, number][] = [];
  let start = audio.speechStart;
  for (const pause of audio.pauses) {
    segments.push([start, pause.start]);
    start = pause.start + pause.duration;
  }
  segments.push([start, audio.speechEnd]);
  const total = segments.reduce((sum, [a, b]) => sum + Math.max(0, b - a), 0);
  if (total <= 0) return null;
  const times: number[] = [];
  for (let w = 0; w < wordCount; w++) {
    let offset = (w / wordCount) * total;
    for (const [a, b] of segments) {
      const length = Math.max(0, b - a);
      if (offset < length || segments.at(-1)![0] === a) {
        times.push(a + offset);
        break;
      }
      offset -= length;
    }
  }
  return times;
}
