// Room-level facts the socket needs: which script, the template values for hints, and where the conversation
// stands. Kept apart from the socket so the rules are testable without one.
import type { ChatRecord, RoomRecord, Store } from '../store/index.ts';
import {
  fillTemplate,
  formatMoney,
  type LoadedScript,
  type ScriptCatalogue,
  type Turn,
} from '../interview-scripts/index.ts';

/** How far the interviewer got in the current turn; survives the socket so a reconnect continues. */
export interface RoomProgress {
  scenarioId: string;
  turnIndex: number;
  /** model_response frames of the turn the client has been sent. */
  framesSent: number;
  hintSent: boolean;
  /** The turn's MODEL chat (stored on the room when the turn started). */
  chat: ChatRecord;
}

/** What happens right after a (re)join, decided from the stored chats and the in-memory progress. */
export type ResumePlan =
  | { kind: 'start'; turnIndex: number }
  | { kind: 'continue'; progress: RoomProgress }
  | { kind: 'user-turn'; progress: RoomProgress }
  | { kind: 'finished' };

export function planResume(
  room: RoomRecord,
  script: LoadedScript,
  known: RoomProgress | undefined,
): ResumePlan {
  const turns = script.turns;
  const modelChats = room.chats.filter((c) => c.sender === 'MODEL');
  const last = room.chats.at(-1);
  const isLive = (progress: RoomProgress) =>
    progress.scenarioId === script.scenario.id &&
    progress.turnIndex === modelChats.length - 1 &&
    last?.id === progress.chat.id;
  if (known && isLive(known)) {
    const turn = turns[known.turnIndex];
    if (!turn) return { kind: 'finished' };
    if (known.framesSent < turn.sentences.length || !known.hintSent)
      return { kind: 'continue', progress: known };
    return turn.kind === 'closing' ? { kind: 'finished' } : { kind: 'user-turn', progress: known };
  }
  if (modelChats.length === 0) return { kind: 'start', turnIndex: 0 };
  if (last?.sender === 'CANDIDATE') {
    return modelChats.length >= turns.length
      ? { kind: 'finished' }
      : { kind: 'start', turnIndex: modelChats.length };
  }
  // The interviewer spoke last but this process does not know how far (restart, seeded room): treat the turn
  // as delivered, so the candidate gets the question again and it is their turn.
  const turnIndex = Math.min(modelChats.length - 1, turns.length - 1);
  const turn = turns[turnIndex] as Turn;
  const chat = modelChats.at(-1) as ChatRecord;
  const progress: RoomProgress = {
    scenarioId: script.scenario.id,
    turnIndex,
    framesSent: turn.sentences.length,
    hintSent: true,
    chat,
  };
  return turn.kind === 'closing' ? { kind: 'finished' } : { kind: 'user-turn', progress };
}

/** A room's script: the scenario chosen for it, with the room's currency and its hints filled in. */
export interface RoomScript extends LoadedScript {
  currency: string | null;
  hint(turn: Turn): string | null;
}

export function roomScript(
  store: Store,
  catalogue: ScriptCatalogue,
  room: RoomRecord,
  overrideId?: string,
): RoomScript {
  const setup = store.fixtures.setup;
  const interviewer = store.interviewer(room.interviewerId);
  const level = setup.experienceLevels.find((e) => e.id === room.interviewExperienceLevelId)?.label ?? null;
  const currency = setup.salaryCurrencies.find((c) => c.id === room.interviewSalaryCurrencyId)?.code ?? null;
  const candidate = store.getCandidate(room.candidateId);
  const loaded =
    (overrideId ? catalogue.get(overrideId) : undefined) ??
    catalogue.select({
      interviewType: room.interviewType,
      languageId: interviewer?.languageId ?? null,
      jobRole: room.interviewJobRoleName,
      experienceLevel: level,
    });
  const expectation = room.salaryExpectation;
  return {
    ...loaded,
    currency,
    hint: (turn) =>
      turn.hint === null
        ? null
        : fillTemplate(turn.hint, {
            companyName: room.companyName,
            jobRole: room.interviewJobRoleName,
            experienceLevel: level,
            candidateName: candidate?.nickname || candidate?.fullName || null,
            interviewerName: interviewer?.nickname ?? null,
            salaryExpectation: formatMoney(expectation, currency),
            offer:
              expectation !== null && turn.offerFactor !== null
                ? formatMoney(Math.round((expectation * turn.offerFactor) / 100) * 100, currency)
                : null,
          }),
  };
}

/** Splits a scripted answer into sentences for the candidate's chat item. */
export function toSentences(text: string): string[] {
  return (text.match(/[^.!?]+[.!?]+["')\]]*|[^.!?]+$/g) ?? [text]).map((s) => s.trim()).filter(Boolean);
}
