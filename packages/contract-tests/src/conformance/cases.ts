import { holdConversation, type FrameResult } from './socket.ts';
import { runLimits, text, url, type LimitRow } from './limits.ts';
import { dataOf, type Session } from './suite.ts';

type Json = Record<string, unknown>;

export interface SuiteState {
  candidateId?: string;
  email?: string;
  fullName?: string;
  setup?: Json;
  templateId?: string;
  rooms: Json[];
  /** Room registered by this run (never in read-only mode). */
  registeredRoom?: Json;
  socket?: { frames: FrameResult[]; error?: string };
  /** A room of another candidate (mock targets only): ownership checks expect 403 or 404. */
  foreignRoomId?: string;
}

export interface CaseContext {
  session: Session;
  state: SuiteState;
  readOnly: boolean;
  wsUrl: string;
}

/**
 * A conformance case per operation. `changesData`: skipped in read-only mode (spends credits, writes).
 * Error cases that a client can provoke without side effects (401, 404, 400) are added generically by
 * the runner from what each operation declares; cases add the ones that need context.
 */
export interface ConformanceCase {
  operationId: string;
  changesData?: boolean;
  run: (ctx: CaseContext) => Promise<void>;
}

const CONSENT_VERSION = '2025-04-12';
const UNKNOWN_ID = 'contract-test-unknown-id';

const firstNonPremium = (list: unknown): Json | undefined => {
  const items = Array.isArray(list) ? (list as Json[]) : [];
  return items.find((item) => item.premium === false) ?? items[0];
};

// Smallest well-formed PDF: registration checks resumes by content (magic bytes), not by name.
const TINY_PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
  '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

const consentPayload = (type: 'SIGN_UP' | 'INTERVIEW_REGISTRATION'): Json => ({
  type,
  termsVersion: CONSENT_VERSION,
  privacyVersion: CONSENT_VERSION,
  termsAccepted: true,
  privacyAccepted: true,
  termsUrl: 'https://mockint.invalid/terms',
  privacyUrl: 'https://mockint.invalid/privacy',
});

function registrationInput(state: SuiteState): Json | undefined {
  const setup = state.setup;
  if (!setup || !state.candidateId) return undefined;
  const interviewer = firstNonPremium(setup.interviewers);
  const duration = firstNonPremium(setup.durations);
  const level = firstNonPremium(setup.experienceLevels);
  const role = (setup.jobRoles as Json[] | undefined)?.[0];
  const country = (setup.countries as Json[] | undefined)?.[0];
  if (!interviewer || !duration || !level) return undefined;
  return {
    interviewType: 'JOB_INTERVIEW',
    candidateId: state.candidateId,
    interviewerId: interviewer.id,
    interviewDurationId: duration.id,
    countryName: country?.label ?? 'United States',
    companyName: 'Contract Test Corp',
    jobDescription: 'Build and ship a React and TypeScript web application with a small, friendly team.',
    interviewExperienceLevelId: level.id,
    interviewJobRoleName: role?.label ?? 'Frontend Engineer',
    context: {},
    candidateConsent: consentPayload('INTERVIEW_REGISTRATION'),
  };
}

function registrationForm(
  input: Json | string,
  resume?: { bytes: string; name: string; type: string },
): FormData {
  const form = new FormData();
  // Browsers send the JSON as a Blob part of type application/json (see RegisterInterviewForm); a string is
  // sent as the plain text field the contract also allows.
  if (typeof input === 'string') form.append('input', input);
  else form.append('input', new Blob([JSON.stringify(input)], { type: 'application/json' }), 'input.json');
  if (resume) form.append('resume', new Blob([resume.bytes], { type: resume.type }), resume.name);
  return form;
}

// Limits of RegisterInterviewForm: the input as text, and the resume part.
const REGISTRATION_INPUT_MAX_LENGTH = 16_384;
const RESUME_MAX_BYTES = 5_000_000;
/** The registration JSON as text of exactly n characters (JSON allows trailing whitespace). */
const paddedInput = (input: Json, n: number): string => JSON.stringify(input).padEnd(n, ' ');
/** A PDF of exactly n bytes (comment padding before %%EOF is still a PDF by its magic bytes). */
const pdfOfBytes = (n: number): string => TINY_PDF + '%'.repeat(n - TINY_PDF.length);

const SORT = 'createdAt,desc';
const pagingRows: LimitRow[] = [
  { field: 'query.page', limit: 10_000, value: (n) => n },
  { field: 'query.size', limit: 100, value: (n) => n },
  { field: 'query.sort', limit: SORT.length, value: (n) => SORT.padEnd(n, 'c') },
];
const pagingLimits = (session: Session, operationId: string) =>
  runLimits(session, {
    operationId,
    rows: pagingRows,
    base: {},
    call: ({ query }) => ({ query: query as Record<string, string | number> }),
    accepted: { status: 200 },
  });
const consentRows = (prefix: string): LimitRow[] => [
  { field: `${prefix}termsVersion`, limit: 32, value: text },
  { field: `${prefix}privacyVersion`, limit: 32, value: text },
];
const consentUrlRows = (prefix: string): LimitRow[] => [
  { field: `${prefix}termsUrl`, limit: 2048, value: url },
  { field: `${prefix}privacyUrl`, limit: 2048, value: url },
];
const registrationNameRows: LimitRow[] = [
  { field: 'countryName', limit: 100, value: text },
  { field: 'companyName', limit: 100, value: text },
  { field: 'interviewJobRoleName', limit: 100, value: text },
];

function salaryInput(state: SuiteState, base: Json): Json | undefined {
  const scenario = firstNonPremium(state.setup?.scenarios);
  const currency = firstNonPremium(state.setup?.salaryCurrencies);
  if (!scenario || !currency) return undefined;
  const { jobDescription: _omit, ...rest } = base;
  return {
    ...rest,
    interviewType: 'SALARY_NEGOTIATION',
    interviewScenarioId: scenario.id,
    interviewSalaryCurrencyId: currency.id,
    salaryExpectation: 10_000,
    salaryPaymentPeriod: 'MONTHLY',
  };
}

const roomWithStatus = (state: SuiteState, status: string): Json | undefined =>
  state.rooms.find((room) => room.status === status);

/** Another candidate's room must be out of reach: 403 or 404, both declared (decision 0201). */
async function foreignRoomCase(
  session: Session,
  state: SuiteState,
  operationId: string,
  param: string,
): Promise<void> {
  if (!state.foreignRoomId) return;
  await session.call(operationId, {
    label: "403/404 another candidate's room",
    params: { [param]: state.foreignRoomId },
    expect: [403, 404],
  });
}

const anyRoom = (state: SuiteState): Json | undefined => state.registeredRoom ?? state.rooms[0];

/** In dependency order: setup before registration, registration before join, join before the socket. */
export const CASES: ConformanceCase[] = [
  // createGoogleAuthorizationUri and exchangeAuthorizationCode run in sign-in (runner.ts).
  {
    operationId: 'getCurrentCandidate',
    async run({ session, state }) {
      const candidate = dataOf(await session.call('getCurrentCandidate', { label: 'valid', expect: 200 }));
      if (typeof candidate?.id === 'string') state.candidateId ??= candidate.id;
      if (typeof candidate?.email === 'string') state.email = candidate.email;
      if (typeof candidate?.fullName === 'string') state.fullName = candidate.fullName;
      await session.call('getCurrentCandidate', {
        label: '401 unknown token',
        token: 'contract-test-invalid-token',
        expect: 401,
      });
    },
  },
  {
    operationId: 'getInterviewStats',
    run: async ({ session }) =>
      void (await session.call('getInterviewStats', { label: 'valid', expect: 200 })),
  },
  {
    operationId: 'getInterviewSetup',
    async run({ session, state }) {
      state.setup = dataOf(await session.call('getInterviewSetup', { label: 'valid', expect: 200 }));
    },
  },
  {
    operationId: 'extractJobDescription',
    async run({ session }) {
      await session.call('extractJobDescription', {
        label: 'valid',
        json: {
          jobDescription: 'We are hiring a senior frontend engineer with 5+ years of React and TypeScript.',
        },
        expect: 200,
      });
      await runLimits(session, {
        operationId: 'extractJobDescription',
        rows: [{ field: 'jobDescription', limit: 2500, value: text }],
        base: {},
        call: ({ body }) => ({ json: body }),
        accepted: { status: 200 },
      });
    },
  },
  {
    operationId: 'listInterviewTemplates',
    async run({ session, state }) {
      const templates = dataOf<Json[]>(
        await session.call('listInterviewTemplates', { label: 'valid', expect: 200 }),
      );
      const first = Array.isArray(templates) ? templates[0] : undefined;
      if (typeof first?.id === 'string') state.templateId = first.id;
    },
  },
  {
    operationId: 'getInterviewTemplate',
    async run({ session, state }) {
      if (!state.templateId) return session.skip('getInterviewTemplate', 'valid', 'no template listed');
      await session.call('getInterviewTemplate', {
        label: 'valid',
        params: { id: state.templateId },
        expect: 200,
      });
    },
  },
  {
    operationId: 'listApplicationPlans',
    async run({ session }) {
      // Public: the pricing page shows plans to visitors.
      await session.call('listApplicationPlans', { label: 'valid (no token)', token: null, expect: 200 });
      await session.call('listApplicationPlans', { label: 'valid (signed in)', expect: 200 });
    },
  },
  {
    operationId: 'listCandidateTransactions',
    async run({ session }) {
      await session.call('listCandidateTransactions', {
        label: 'valid',
        query: { page: 0, size: 6, sort: 'createdAt,desc' },
        expect: 200,
      });
      await session.call('listCandidateTransactions', {
        label: 'valid (page 1)',
        query: { page: 1, size: 6, sort: 'createdAt,desc' },
        expect: 200,
      });
      await session.call('listCandidateTransactions', {
        label: '400 size 0',
        query: { page: 0, size: 0 },
        expect: 400,
      });
      await pagingLimits(session, 'listCandidateTransactions');
    },
  },
  {
    operationId: 'checkCandidateConsent',
    async run({ session }) {
      await session.call('checkCandidateConsent', {
        label: 'valid',
        json: { type: 'SIGN_UP', termsVersion: CONSENT_VERSION, privacyVersion: CONSENT_VERSION },
        expect: 200,
      });
      await runLimits(session, {
        operationId: 'checkCandidateConsent',
        rows: consentRows(''),
        base: { body: { type: 'SIGN_UP', termsVersion: CONSENT_VERSION, privacyVersion: CONSENT_VERSION } },
        call: ({ body }) => ({ json: body }),
        accepted: { status: 200 },
      });
    },
  },
  {
    operationId: 'acceptCandidateConsent',
    changesData: true,
    async run({ session }) {
      const consent = consentPayload('SIGN_UP');
      await session.call('acceptCandidateConsent', { label: 'valid', json: consent, expect: 200 });
      await runLimits(session, {
        operationId: 'acceptCandidateConsent',
        rows: [...consentRows(''), ...consentUrlRows('')],
        base: { body: consent },
        call: ({ body }) => ({ json: body }),
        accepted: { status: 200 },
      });
    },
  },
  {
    operationId: 'updateCandidate',
    changesData: true,
    async run({ session, state }) {
      if (!state.candidateId || !state.email)
        return session.skip('updateCandidate', 'valid', 'no candidate profile');
      const base = { id: state.candidateId, email: state.email };
      await session.call('updateCandidate', {
        label: 'valid',
        json: { ...base, nickname: 'Contract Tester' },
        expect: 200,
      });
      await session.call('updateCandidate', {
        label: '400 blank nickname',
        json: { ...base, nickname: '   ' },
        expect: 400,
      });
      await runLimits(session, {
        operationId: 'updateCandidate',
        rows: [{ field: 'nickname', limit: 50, value: text }],
        base: { body: { ...base, nickname: 'Contract Tester' } },
        call: ({ body }) => ({ json: body }),
        accepted: { status: 200 },
      });
      // The email must be the candidate's own, so only the refusal past the limit can be called.
      await runLimits(session, {
        operationId: 'updateCandidate',
        rows: [{ field: 'email', limit: 254, value: (n) => `${'a'.repeat(n - 12)}@example.org` }],
        base: { body: { ...base, nickname: 'Contract Tester' } },
        call: ({ body }) => ({ json: body }),
        accepted: { status: 200 },
        pastOnly: true,
      });
    },
  },
  {
    operationId: 'registerInterview',
    changesData: true,
    async run({ session, state }) {
      const input = registrationInput(state);
      if (!input)
        return session.skip('registerInterview', 'valid', 'no setup lists to build a registration from');
      await session.call('registerInterview', {
        label: '400 resume that is not a PDF',
        form: registrationForm(input, {
          bytes: 'plain text, not a PDF',
          name: 'resume.pdf',
          type: 'application/pdf',
        }),
        expect: 400,
      });
      const registered = dataOf(
        await session.call('registerInterview', {
          label: 'valid (multipart, with a PDF resume)',
          form: registrationForm(input, { bytes: TINY_PDF, name: 'resume.pdf', type: 'application/pdf' }),
          expect: 200,
        }),
      );
      if (typeof registered?.id === 'string') state.registeredRoom = { id: registered.id };
      // Every field at its limit in one registration (one credit), sent as the text field of exactly
      // REGISTRATION_INPUT_MAX_LENGTH characters with a resume of exactly RESUME_MAX_BYTES.
      await runLimits(session, {
        operationId: 'registerInterview',
        rows: [
          ...registrationNameRows,
          { field: 'jobDescription', limit: 2500, value: text },
          ...consentRows('candidateConsent.'),
          ...consentUrlRows('candidateConsent.'),
        ],
        base: { body: input },
        fieldPrefix: 'input.',
        call: ({ body, atLimit }) => ({
          form: registrationForm(
            paddedInput(body, REGISTRATION_INPUT_MAX_LENGTH),
            atLimit
              ? { bytes: pdfOfBytes(RESUME_MAX_BYTES), name: 'resume.pdf', type: 'application/pdf' }
              : undefined,
          ),
        }),
        accepted: { status: 200 },
      });
      // The at-limit calls above sent the input text and the resume at exactly these limits.
      session.coverLimit('registerInterview', 'input');
      session.coverLimit('registerInterview', 'resume');
      await session.call('registerInterview', {
        label: `400 input one past ${REGISTRATION_INPUT_MAX_LENGTH} characters`,
        form: registrationForm(paddedInput(input, REGISTRATION_INPUT_MAX_LENGTH + 1)),
        expect: 400,
      });
      await session.call('registerInterview', {
        label: `400 resume one past ${RESUME_MAX_BYTES} bytes`,
        form: registrationForm(input, {
          bytes: pdfOfBytes(RESUME_MAX_BYTES + 1),
          name: 'resume.pdf',
          type: 'application/pdf',
        }),
        expect: 400,
      });
      const salary = salaryInput(state, input);
      if (!salary) return session.skip('registerInterview', 'salary limits', 'no scenarios or currencies');
      await runLimits(session, {
        operationId: 'registerInterview',
        rows: [{ field: 'salaryExpectation', limit: 1_000_000_000, value: (n) => n }],
        base: { body: salary },
        fieldPrefix: 'input.',
        call: ({ body }) => ({ form: registrationForm(body) }),
        accepted: { status: 200 },
      });
    },
  },
  {
    operationId: 'listInterviewRooms',
    async run({ session, state }) {
      const page = dataOf(
        await session.call('listInterviewRooms', {
          label: 'valid',
          query: { page: 0, size: 5, sort: 'createdAt,desc' },
          expect: 200,
        }),
      );
      state.rooms = Array.isArray(page?.content) ? (page.content as Json[]) : [];
      await session.call('listInterviewRooms', {
        label: 'valid (size 6)',
        query: { page: 0, size: 6, sort: 'createdAt,desc' },
        expect: 200,
      });
      await session.call('listInterviewRooms', {
        label: '400 bad sort',
        query: { page: 0, size: 5, sort: 'fullName' },
        expect: 400,
      });
      await pagingLimits(session, 'listInterviewRooms');
    },
  },
  {
    operationId: 'getInterviewRoom',
    async run({ session, state }) {
      const room = anyRoom(state);
      if (!room) return session.skip('getInterviewRoom', 'valid', 'the candidate has no interview rooms');
      const full = dataOf(
        await session.call('getInterviewRoom', {
          label: 'valid',
          params: { session: String(room.id) },
          expect: 200,
        }),
      );
      if (full && state.registeredRoom && full.id === state.registeredRoom.id) state.registeredRoom = full;
      await foreignRoomCase(session, state, 'getInterviewRoom', 'session');
      // Ids are one schema (Id, at most 64 characters) in every path and body.
      await runLimits(session, {
        operationId: 'getInterviewRoom',
        rows: [{ field: 'path.session', limit: 64, value: text }],
        base: {},
        call: ({ params }) => ({ params }),
        accepted: { status: 404 },
      });
    },
  },
  {
    operationId: 'getInterviewResume',
    async run({ session, state }) {
      const room = anyRoom(state);
      if (!room) return session.skip('getInterviewResume', 'valid', 'the candidate has no interview rooms');
      await session.call('getInterviewResume', {
        label: 'valid',
        params: { roomId: String(room.id) },
        expect: 200,
      });
    },
  },
  {
    operationId: 'getLatestInterviewFeedback',
    run: async ({ session }) =>
      void (await session.call('getLatestInterviewFeedback', { label: 'valid', expect: 200 })),
  },
  {
    operationId: 'getInterviewFeedbackByRoom',
    async run({ session, state }) {
      const finished = roomWithStatus(state, 'FINISHED');
      if (finished) {
        await session.call('getInterviewFeedbackByRoom', {
          label: 'valid (finished room)',
          params: { sessionId: String(finished.id) },
          expect: 200,
        });
      } else session.skip('getInterviewFeedbackByRoom', 'valid', 'no FINISHED room in the first page');
      await foreignRoomCase(session, state, 'getInterviewFeedbackByRoom', 'sessionId');
      const unfinished = roomWithStatus(state, 'REGISTERED') ?? roomWithStatus(state, 'ONGOING');
      if (unfinished) {
        await session.call('getInterviewFeedbackByRoom', {
          label: '400 room not finished',
          params: { sessionId: String(unfinished.id) },
          expect: 400,
        });
      }
    },
  },
  {
    operationId: 'submitApplicationFeedback',
    changesData: true,
    async run({ session, state }) {
      if (!state.candidateId) return session.skip('submitApplicationFeedback', 'valid', 'no candidate id');
      const body = {
        candidateId: state.candidateId,
        candidateName: state.fullName ?? null,
        comment: 'Contract test: the interviewer felt realistic.',
        interviewRoomId: anyRoom(state)?.id ?? null,
      };
      await session.call('submitApplicationFeedback', {
        label: 'valid',
        json: { ...body, rating: 5 },
        expect: 200,
      });
      await session.call('submitApplicationFeedback', {
        label: '400 rating 9',
        json: { ...body, rating: 9 },
        expect: 400,
      });
      await runLimits(session, {
        operationId: 'submitApplicationFeedback',
        rows: [
          { field: 'candidateName', limit: 100, value: text },
          { field: 'comment', limit: 2000, value: text },
          { field: 'rating', limit: 5, value: (n) => n },
        ],
        base: { body: { ...body, rating: 5 } },
        call: ({ body }) => ({ json: body }),
        accepted: { status: 200 },
      });
    },
  },
  {
    operationId: 'joinInterview',
    changesData: true,
    async run({ session, state }) {
      const room = state.registeredRoom;
      const interviewerId = (room?.interviewer as Json | undefined)?.id;
      if (!room || !state.candidateId || typeof interviewerId !== 'string') {
        return session.skip('joinInterview', 'valid', 'no room registered by this run');
      }
      const joined = dataOf(
        await session.call('joinInterview', {
          label: 'valid',
          json: { interviewRoomId: room.id, candidateId: state.candidateId, interviewerId },
          expect: 200,
        }),
      );
      if (joined) state.registeredRoom = { ...room, ...joined, joined: true };
    },
  },
  {
    operationId: 'revokeInterviewSession',
    changesData: true,
    async run({ session, state }) {
      const room = state.registeredRoom;
      if (!room?.joined || !state.candidateId) {
        return session.skip('revokeInterviewSession', 'valid', 'no joined room from this run');
      }
      // Nothing else holds the room's socket; revoking is still a valid, idempotent request.
      await session.call('revokeInterviewSession', {
        label: 'valid',
        json: { interviewRoomId: room.id, candidateId: state.candidateId },
        expect: 200,
      });
    },
  },
  {
    operationId: 'endInterview',
    changesData: true,
    async run(ctx) {
      const { session, state } = ctx;
      const room = state.registeredRoom;
      const interviewerId = (room?.interviewer as Json | undefined)?.id;
      if (!room?.joined || !state.candidateId || typeof interviewerId !== 'string' || !session.token) {
        return session.skip('endInterview', 'valid', 'no joined room from this run');
      }
      const language = (room.interviewLanguage as Json | undefined)?.id;
      state.socket = await holdConversation({
        wsUrl: ctx.wsUrl,
        roomId: String(room.id),
        candidateId: state.candidateId,
        accessToken: session.token,
        interviewLanguageId: typeof language === 'string' ? language : 'en',
      });
      await session.call('endInterview', {
        label: 'valid',
        json: { interviewRoomId: room.id, candidateId: state.candidateId, interviewerId, timeout: false },
        expect: 200,
      });
      await session.call('getInterviewFeedbackByRoom', {
        label: 'valid (room ended by this run)',
        params: { sessionId: String(room.id) },
        expect: 200,
      });
    },
  },
];

export { UNKNOWN_ID };
