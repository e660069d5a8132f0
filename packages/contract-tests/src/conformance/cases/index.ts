import {
  acceptCandidateConsent,
  checkCandidateConsent,
  getCurrentCandidate,
  listCandidateTransactions,
  updateCandidate,
} from './candidate.ts';
import {
  extractJobDescription,
  getInterviewSetup,
  getInterviewStats,
  getInterviewTemplate,
  listApplicationPlans,
  listInterviewTemplates,
} from './catalogue.ts';
import {
  getInterviewFeedbackByRoom,
  getLatestInterviewFeedback,
  submitApplicationFeedback,
} from './feedback.ts';
import { registerInterview } from './registration.ts';
import {
  endInterview,
  getInterviewResume,
  getInterviewRoom,
  joinInterview,
  listInterviewRooms,
  revokeInterviewSession,
} from './rooms.ts';
import type { ConformanceCase } from './shared.ts';

export { UNKNOWN_ID, type CaseContext, type ConformanceCase, type SuiteState } from './shared.ts';

/**
 * In dependency order: setup before registration, registration before join, join before the socket.
 * createGoogleAuthorizationUri and exchangeAuthorizationCode run in sign-in (runner.ts).
 */
export const CASES: ConformanceCase[] = [
  getCurrentCandidate,
  getInterviewStats,
  getInterviewSetup,
  extractJobDescription,
  listInterviewTemplates,
  getInterviewTemplate,
  listApplicationPlans,
  listCandidateTransactions,
  checkCandidateConsent,
  acceptCandidateConsent,
  updateCandidate,
  registerInterview,
  listInterviewRooms,
  getInterviewRoom,
  getInterviewResume,
  getLatestInterviewFeedback,
  getInterviewFeedbackByRoom,
  submitApplicationFeedback,
  joinInterview,
  revokeInterviewSession,
  endInterview,
];
