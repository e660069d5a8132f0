import type { InterviewFeedback } from '@mockint/api-contract';
import type { StoredAnswer } from '../api/answer-store';
import { paceOf, answerMetrics, lengthVerdict } from '../analysis/bands';

/** How many finished sessions the progress view looks back over. */
export const PROGRESS_SESSIONS = 10;

export interface ProgressPoint {
  roomId: string;
  at: string;
  overall: number;
  scores: Record<string, number>;
}

export interface Weakest {
  category: string;
  score: number;
  tip: string | null;
}

/** Oldest first, so charts read left to right in time. */
export function progressPoints(feedbacks: InterviewFeedback[]): ProgressPoint[] {
  return feedbacks
    .map((f) => ({
      roomId: f.interviewRoom.id,
      at: f.interviewRoom.createdAt,
      overall: f.overallScore,
      scores: Object.fromEntries(f.scores.map((s) => [s.category, s.score])),
    }))
    .sort((a, b) => a.at.localeCompare(b.at));
}

/**
 * The weakest category: lowest mean over the last three sessions (one bad day is not a trend), with the
 * latest report's advice about it (an area to improve naming it, else the latest tip).
 */
export function weakestCategory(feedbacks: InterviewFeedback[]): Weakest | null {
  const points = progressPoints(feedbacks).slice(-3);
  const latest = [...feedbacks].sort((a, b) =>
    b.interviewRoom.createdAt.localeCompare(a.interviewRoom.createdAt),
  )[0];
  if (!points.length || !latest) return null;
  const categories = new Set(points.flatMap((p) => Object.keys(p.scores)));
  let weakest: Weakest | null = null;
  for (const category of categories) {
    const values = points.map((p) => p.scores[category]).filter((v): v is number => typeof v === 'number');
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    if (!weakest || mean < weakest.score) weakest = { category, score: mean, tip: null };
  }
  if (!weakest) return null;
  const name = weakest.category.toLowerCase();
  weakest.tip =
    latest.areasToImprove.find((a) => a.toLowerCase().includes(name)) ?? latest.actionableTips[0] ?? null;
  return weakest;
}

export interface DeliveryTrendPoint {
  roomId: string;
  at: number;
  wpm: number | null;
  fillersPer100: number | null;
  longestPause: number | null;
  /** Share (0–1) of the session's recorded answers whose spoken length is in the band (decision 0810). */
  lengthInBand: number | null;
}

/** Per session recorded on this device: mean pace, fillers per 100 words, longest pause. Oldest first. */
export function deliveryTrend(answers: StoredAnswer[]): DeliveryTrendPoint[] {
  const byRoom = new Map<string, StoredAnswer[]>();
  for (const a of answers) byRoom.set(a.roomId, [...(byRoom.get(a.roomId) ?? []), a]);
  return [...byRoom.entries()]
    .map(([roomId, list]) => {
      const metrics = list.map((a) => answerMetrics(a.metrics, a.transcript));
      const paced = metrics.filter((m) => m.audio && paceOf(m) !== null);
      const voiced = paced.reduce((s, m) => s + m.audio!.speakingTime, 0);
      const words = metrics.reduce((s, m) => s + m.words, 0);
      const fillers = metrics.reduce((s, m) => s + m.fillers.length, 0);
      return {
        roomId,
        at: Math.min(...list.map((a) => a.recordedAt)),
        wpm: voiced > 0 ? paced.reduce((s, m) => s + paceOf(m)! * m.audio!.speakingTime, 0) / voiced : null,
        fillersPer100: words > 0 ? (fillers / words) * 100 : null,
        longestPause: paced.length ? Math.max(...paced.map((m) => m.audio!.longestPause)) : null,
        lengthInBand: lengthShare(metrics.map((m) => m.length)),
      };
    })
    .sort((a, b) => a.at - b.at)
    .slice(-PROGRESS_SESSIONS);
}

function lengthShare(lengths: (number | null)[]): number | null {
  const known = lengths.filter((l): l is number => l !== null);
  if (!known.length) return null;
  return known.filter((l) => lengthVerdict(l).status === 'in').length / known.length;
}
