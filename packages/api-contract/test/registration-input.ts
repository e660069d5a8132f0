// Test data the contract's tests share: a valid job-interview registration and its consent (what the client
// sends and what openapi.yaml must accept).
import type { JobInterviewRegistrationInput } from '../src/client/index.ts';

export const registrationConsent = {
  type: 'INTERVIEW_REGISTRATION',
  termsVersion: '2025-04-12',
  privacyVersion: '2025-04-12',
  termsAccepted: true,
  privacyAccepted: true,
  termsUrl: 'https://mockint.invalid/terms',
  privacyUrl: 'https://mockint.invalid/privacy',
} as const;

export const jobInterviewInput: JobInterviewRegistrationInput = {
  interviewType: 'JOB_INTERVIEW',
  candidateId: 'cand-1',
  interviewerId: 'int-emma',
  interviewDurationId: 'dur-15',
  countryName: 'United States',
  companyName: 'Acme Corp',
  jobDescription: 'Build things.',
  interviewExperienceLevelId: 'lvl-junior',
  interviewJobRoleName: 'Frontend Engineer',
  context: {},
  candidateConsent: registrationConsent,
};
