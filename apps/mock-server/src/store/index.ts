// The mock's state behind one object: routes, the socket, the control API and tests call `store.x(...)`.
// The state lives in state.ts; each operation lives in the module of its resource (one per folder of
// routes/), and the front below only binds them to this state.

import * as personas from './personas.ts';
import * as auth from './auth.ts';
import * as candidates from './candidates.ts';
import * as catalogue from './catalogue.ts';
import * as rooms from './rooms.ts';
import * as interviews from './interviews.ts';
import * as interviewFeedbacks from './interview-feedbacks.ts';
import * as resumes from './resumes.ts';
import * as transactions from './transactions.ts';
import * as consents from './consents.ts';
import * as applicationFeedbacks from './application-feedbacks.ts';
import { StoreState } from './state.ts';

export { ErrorCode, StoreError } from './errors.ts';
export type * from './types.ts';
export type { Page, PageQuery } from './paging.ts';
export { DEFAULT_TOKEN_TTL_SECONDS, type StoreEvents, type StoreOptions } from './state.ts';
export type { AuthResult, SignIn } from './auth.ts';
export type { ConsentInput, ConsentQuery } from './consents.ts';
export { FREE_DAILY_INTERVIEW_LIMIT, type RegistrationInput, type ResumeUpload } from './interviews.ts';

/** `fn(state, ...args)` as `store.fn(...args)`. */
const on =
  <A extends unknown[], R>(state: StoreState, fn: (state: StoreState, ...args: A) => R) =>
  (...args: A): R =>
    fn(state, ...args);

export class Store extends StoreState {
  // personas
  readonly listPersonas = on(this, personas.listPersonas);
  readonly clonePersona = on(this, personas.clonePersona);
  // auth
  readonly startAuthorization = on(this, auth.startAuthorization);
  readonly getAuthFlow = on(this, auth.getAuthFlow);
  readonly authorize = on(this, auth.authorize);
  readonly exchangeCode = on(this, auth.exchangeCode);
  readonly issueTokens = on(this, auth.issueTokens);
  readonly authenticate = on(this, auth.authenticate);
  readonly getCandidateBySessionCookie = on(this, auth.getCandidateBySessionCookie);
  readonly authenticateSessionCookie = on(this, auth.authenticateSessionCookie);
  readonly expireToken = on(this, auth.expireToken);
  // candidates
  readonly getCandidate = on(this, candidates.getCandidate);
  readonly updateCandidate = on(this, candidates.updateCandidate);
  readonly setCredits = on(this, candidates.setCredits);
  readonly setTier = on(this, candidates.setTier);
  // catalogue
  readonly getSetup = on(this, catalogue.getSetup);
  readonly listTemplates = on(this, catalogue.listTemplates);
  readonly getTemplate = on(this, catalogue.getTemplate);
  readonly listPlans = on(this, catalogue.listPlans);
  readonly extractJobDescription = on(this, catalogue.extractJobDescription);
  readonly interviewer = on(this, catalogue.interviewer);
  readonly durationSeconds = on(this, catalogue.durationSeconds);
  // rooms
  readonly getRoom = on(this, rooms.getRoom);
  readonly getRoomForCandidate = on(this, rooms.getRoomForCandidate);
  readonly listRooms = on(this, rooms.listRooms);
  readonly timeElapsed = on(this, rooms.timeElapsed);
  readonly appendChat = on(this, rooms.appendChat);
  readonly recordOffer = on(this, rooms.recordOffer);
  readonly setTimeRemaining = on(this, rooms.setTimeRemaining);
  readonly getStats = on(this, rooms.getStats);
  // interviews
  readonly registerInterview = on(this, interviews.registerInterview);
  readonly registrationsToday = on(this, interviews.registrationsToday);
  readonly joinRoom = on(this, interviews.joinRoom);
  readonly endRoomForCandidate = on(this, interviews.endRoomForCandidate);
  readonly endRoom = on(this, interviews.endRoom);
  readonly revokeSessions = on(this, interviews.revokeSessions);
  // interview-feedbacks
  readonly getFeedback = on(this, interviewFeedbacks.getFeedback);
  readonly getFeedbackForCandidate = on(this, interviewFeedbacks.getFeedbackForCandidate);
  readonly getLatestFeedback = on(this, interviewFeedbacks.getLatestFeedback);
  // resumes
  readonly createResumeLink = on(this, resumes.createResumeLink);
  readonly resolveResumeLink = on(this, resumes.resolveResumeLink);
  // transactions
  readonly listTransactions = on(this, transactions.listTransactions);
  // consents
  readonly hasConsent = on(this, consents.hasConsent);
  readonly acceptConsent = on(this, consents.acceptConsent);
  // application-feedbacks
  readonly submitApplicationFeedback = on(this, applicationFeedbacks.submitApplicationFeedback);
  readonly listApplicationFeedbacks = on(this, applicationFeedbacks.listApplicationFeedbacks);
}
