// routes/interviews and interview-sessions: register (spends a credit), join, end, revoke.
import { durationSeconds } from './catalogue.ts';
import { acceptConsent } from './consents.ts';
import { badRequest, notFound, ErrorCode } from './errors.ts';
import { buildFeedback } from './feedback.ts';
import { newId } from './ids.ts';
import type { RoomRecord } from './types.ts';
import {
  DEFAULT_CANDIDATE_TIER,
  JOB_DESCRIPTION_MAX_LENGTH,
  type RegistrationInput,
} from '@mockint/api-contract';
import type { StoreState } from './state.ts';

/** Free-tier registrations allowed per UTC calendar day (decision 0203). */
export const FREE_DAILY_INTERVIEW_LIMIT = 3;

/** The registration's `input` part, exactly as the contract defines it (one of its two interview types). */
export type { RegistrationInput };

export interface ResumeUpload {
  fileName: string;
  content: Buffer;
}

/**
 * Validates and registers an interview, spending one credit. All checks run before anything changes, and the
 * whole method is synchronous, so a failed registration spends nothing and two concurrent ones cannot both
 * spend the last credit.
 */
export function registerInterview(
  state: StoreState,
  callerId: string,
  input: RegistrationInput,
  resume?: ResumeUpload,
): RoomRecord {
  const candidate = state.ownCandidate(callerId, input.candidateId);
  const setup = state.fixtures.setup;
  const premiumPicks: string[] = [];
  const pick = <T extends { id: string; premium?: boolean }>(
    list: T[],
    id: string | null | undefined,
    field: string,
  ) => {
    const found = list.find((o) => o.id === id);
    if (!found) throw badRequest(`body/${field} '${id ?? ''}' is not a known option`);
    if (found.premium) premiumPicks.push(field);
    return found;
  };
  pick(setup.interviewers, input.interviewerId, 'interviewerId');
  pick(setup.durations, input.interviewDurationId, 'interviewDurationId');
  pick(setup.experienceLevels, input.interviewExperienceLevelId, 'interviewExperienceLevelId');
  if (input.interviewType === 'SALARY_NEGOTIATION') {
    pick(setup.scenarios, input.interviewScenarioId, 'interviewScenarioId');
    pick(setup.salaryCurrencies, input.interviewSalaryCurrencyId, 'interviewSalaryCurrencyId');
    if (
      input.salaryExpectation === null ||
      input.salaryExpectation === undefined ||
      !(input.salaryExpectation > 0)
    )
      throw badRequest('body/salaryExpectation must be a number > 0');
    if (!input.salaryPaymentPeriod) throw badRequest('body/salaryPaymentPeriod is required');
  }
  const jobDescription = input.interviewType === 'JOB_INTERVIEW' ? (input.jobDescription ?? '') : '';
  if (input.interviewType === 'JOB_INTERVIEW' && !jobDescription.trim())
    throw badRequest('body/jobDescription is required');
  if (jobDescription.length > JOB_DESCRIPTION_MAX_LENGTH)
    throw badRequest(ErrorCode.JOB_DESCRIPTION_TOO_LONG);
  for (const [field, value] of [
    ['countryName', input.countryName],
    ['companyName', input.companyName],
    ['interviewJobRoleName', input.interviewJobRoleName],
  ] as const) {
    if (!value.trim()) throw badRequest(`body/${field} must not be empty`);
  }
  const consent = input.candidateConsent;
  if (consent?.termsAccepted !== true || consent.privacyAccepted !== true)
    throw badRequest('body/candidateConsent must accept both the terms and the privacy policy');

  if (candidate.tier === DEFAULT_CANDIDATE_TIER && premiumPicks.length > 0)
    throw badRequest(ErrorCode.BENEFIT_QUOTA_EXCEEDED);
  if (
    candidate.tier === DEFAULT_CANDIDATE_TIER &&
    registrationsToday(state, candidate.id) >= FREE_DAILY_INTERVIEW_LIMIT
  )
    throw badRequest(ErrorCode.INTERVIEW_QUOTA_EXCEEDED);
  if (!(candidate.credits > 0)) throw badRequest(ErrorCode.INSUFFICIENT_CREDITS);

  candidate.credits -= 1;
  acceptConsent(state, candidate.id, consent);
  const now = state.iso();
  const room: RoomRecord = {
    id: newId(),
    candidateId: candidate.id,
    status: 'REGISTERED',
    interviewType: input.interviewType,
    interviewerId: input.interviewerId,
    interviewDurationId: input.interviewDurationId,
    countryName: input.countryName.trim(),
    companyName: input.companyName.trim(),
    jobDescription: jobDescription.trim() || null,
    interviewExperienceLevelId: input.interviewExperienceLevelId,
    interviewJobRoleName: input.interviewJobRoleName.trim(),
    interviewScenarioId: input.interviewType === 'SALARY_NEGOTIATION' ? input.interviewScenarioId : null,
    interviewSalaryCurrencyId:
      input.interviewType === 'SALARY_NEGOTIATION' ? input.interviewSalaryCurrencyId : null,
    salaryExpectation: input.interviewType === 'SALARY_NEGOTIATION' ? input.salaryExpectation : null,
    salaryPaymentPeriod: input.interviewType === 'SALARY_NEGOTIATION' ? input.salaryPaymentPeriod : null,
    salaryFinalOffer: null,
    candidateConsent: true,
    createdAt: now,
    registeredAt: now,
    joinedAt: null,
    finishedAt: null,
    timeRemaining: null,
    timedOut: false,
    chats: [],
    resume: resume
      ? {
          fileName: resume.fileName,
          size: resume.content.length,
          contentBase64: resume.content.toString('base64'),
          uploadedAt: now,
        }
      : null,
    sessionEpoch: 0,
  };
  state.putRoom(room);
  state.changed();
  return room;
}

export function registrationsToday(state: StoreState, candidateId: string): number {
  const day = state.iso().slice(0, 10);
  let n = 0;
  for (const r of state.roomsOf(candidateId)) if (r.registeredAt.slice(0, 10) === day) n++;
  return n;
}

/** REGISTERED → ONGOING (starts the clock); joining an ONGOING room again is a no-op (Continue). */
export function joinRoom(
  state: StoreState,
  callerId: string,
  input: { interviewRoomId: string; candidateId: string; interviewerId: string },
): RoomRecord {
  state.ownCandidate(callerId, input.candidateId);
  const room = state.ownRoom(input.interviewRoomId, callerId);
  if (room.interviewerId !== input.interviewerId)
    throw badRequest('interviewerId does not match the interview room');
  if (room.status === 'FINISHED') throw badRequest(ErrorCode.INTERVIEW_ALREADY_FINISHED);
  if (room.status === 'REGISTERED') {
    room.status = 'ONGOING';
    room.joinedAt = state.iso();
    room.timeRemaining = durationSeconds(state, room.interviewDurationId);
    state.changed();
  }
  return room;
}

/** Only the owner may end; the REST handler checks ownership and ids before delegating to endRoom. */
export function endRoomForCandidate(
  state: StoreState,
  callerId: string,
  input: { interviewRoomId: string; candidateId: string; interviewerId: string; timeout: boolean },
): RoomRecord {
  state.ownCandidate(callerId, input.candidateId);
  const room = state.ownRoom(input.interviewRoomId, callerId);
  if (room.interviewerId !== input.interviewerId)
    throw badRequest('interviewerId does not match the interview room');
  if (room.status === 'REGISTERED') throw badRequest('Interview session has not started yet');
  return endRoom(state, room.id, { timeout: input.timeout });
}

/**
 * ONGOING → FINISHED with a feedback report built from the room's chats. Idempotent: ending a FINISHED room
 * returns it unchanged, so the socket and REST `end` can both call it. Shared with src/ws.
 */
export function endRoom(state: StoreState, roomId: string, opts: { timeout: boolean }): RoomRecord {
  const room = state.rooms.get(roomId);
  if (!room) throw notFound('Interview room');
  if (room.status === 'FINISHED') return room;
  if (room.status === 'REGISTERED') throw badRequest('Interview session has not started yet');
  room.status = 'FINISHED';
  room.timedOut = opts.timeout;
  if (opts.timeout) room.timeRemaining = 0;
  room.finishedAt = state.iso();
  if (
    room.interviewType === 'SALARY_NEGOTIATION' &&
    room.salaryExpectation !== null &&
    room.salaryFinalOffer === null
  ) {
    // Without a real negotiation model: the offer lands a little under the expectation, more so for short answers.
    const answered = room.chats.filter((c) => c.sender === 'CANDIDATE').length;
    room.salaryFinalOffer = Math.round(room.salaryExpectation * Math.min(1, 0.9 + answered * 0.02));
  }
  state.feedbacks.set(room.id, {
    id: newId(),
    interviewRoomId: room.id,
    candidateId: room.candidateId,
    ...buildFeedback(room.chats, { jobRoleName: room.interviewJobRoleName }),
    createdAt: room.finishedAt,
  });
  state.emit('room-ended', { roomId: room.id, timeout: opts.timeout });
  state.changed();
  return room;
}

/** Invalidates other live sessions of the room (spec): the socket layer closes older sockets. */
export function revokeSessions(
  state: StoreState,
  callerId: string,
  input: { interviewRoomId: string; candidateId: string },
): RoomRecord {
  state.ownCandidate(callerId, input.candidateId);
  const room = state.ownRoom(input.interviewRoomId, callerId);
  if (room.status === 'FINISHED') throw badRequest(ErrorCode.INTERVIEW_ALREADY_FINISHED);
  room.sessionEpoch += 1;
  state.emit('session-revoked', { roomId: room.id, candidateId: callerId, epoch: room.sessionEpoch });
  state.changed();
  return room;
}
