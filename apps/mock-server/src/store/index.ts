import { EventEmitter } from 'node:events';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { StoreError, badRequest, notFound } from './errors.ts';
import { ErrorCode, FREE_DAILY_INTERVIEW_LIMIT, JOB_DESCRIPTION_MAX_CHARS } from './error-codes.ts';
import { buildFeedback } from './feedback.ts';
import { newId, opaqueToken, sha256Base64Url } from './ids.ts';
import { extractJobDescription, type Extraction } from './job-description.ts';
import { paginate, type Page, type PageQuery } from './paging.ts';
import {
  buildPersonaState,
  loadFixtures,
  type Fixtures,
  type PersonaSeed,
  type PersonaState,
} from './seed.ts';
import type {
  ApplicationFeedbackRecord,
  AuthFlowRecord,
  CandidateRecord,
  ChatRecord,
  ConsentRecord,
  ConsentType,
  FeedbackRecord,
  InterviewType,
  PersistedState,
  RoomRecord,
  SalaryPaymentPeriod,
  TokenRecord,
  TransactionRecord,
} from './types.ts';

export { StoreError } from './errors.ts';
export {
  ErrorCode,
  RESUME_MAX_BYTES,
  JOB_DESCRIPTION_MAX_CHARS,
  FREE_DAILY_INTERVIEW_LIMIT,
} from './error-codes.ts';
export type * from './types.ts';
export type { Page, PageQuery } from './paging.ts';

export const DEFAULT_TOKEN_TTL_SECONDS = 3600;
export const FREE_TIER = 'FREE_SIGNUP';
const AUTH_FLOW_TTL_MS = 10 * 60_000;

export interface StoreOptions {
  /** Clock; tests pass a fixed one. */
  now?: () => number;
  tokenTtlSeconds?: number;
  resumeLinkTtlSeconds?: number;
  fixtures?: Fixtures;
  /** Restores a previous run (MOCK_STATE_FILE). Static catalogues always come from the fixtures. */
  initialState?: PersistedState;
}

export interface RegistrationInput {
  interviewType: InterviewType;
  candidateId: string;
  interviewerId: string;
  interviewDurationId: string;
  countryName: string;
  companyName: string;
  jobDescription?: string | null;
  interviewExperienceLevelId: string;
  interviewJobRoleName: string;
  interviewScenarioId?: string | null;
  interviewSalaryCurrencyId?: string | null;
  salaryExpectation?: number | null;
  salaryPaymentPeriod?: SalaryPaymentPeriod | null;
  /** The consent given in the wizard's last step; recorded with the registration. */
  candidateConsent: ConsentInput;
}

export interface ResumeUpload {
  fileName: string;
  content: Buffer;
}

export interface ConsentQuery {
  type: ConsentType;
  termsVersion: string;
  privacyVersion: string;
}

export interface ConsentInput extends ConsentQuery {
  termsAccepted: boolean;
  privacyAccepted: boolean;
  termsUrl?: string | null;
  privacyUrl?: string | null;
}

export interface SignIn {
  candidate: CandidateRecord;
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

export type AuthResult =
  | { ok: true; candidate: CandidateRecord; token: TokenRecord }
  | { ok: false; reason: 'missing' | 'unknown' | 'expired' };

export interface StoreEvents {
  /** Any state change; persistence listens to this. */
  change: [];
  /** POST /interview/sessions/revoke: sockets of this room opened before `epoch` must close. */
  'session-revoked': [{ roomId: string; candidateId: string; epoch: number }];
  'room-ended': [{ roomId: string; timeout: boolean }];
  reset: [{ candidateId?: string }];
}

/**
 * The mock's whole state, in memory. Every mutation is synchronous, so a check-then-spend sequence (credits)
 * cannot interleave with another request: Node runs one callback at a time.
 */
export class Store extends EventEmitter<StoreEvents> {
  readonly fixtures: Fixtures;
  /** Catalogue entries by id (and job roles by lower-case label), for O(1) presenting of rooms. */
  readonly lookup: ReturnType<typeof buildLookup>;
  readonly tokenTtlSeconds: number;
  readonly resumeLinkTtlSeconds: number;
  private readonly clock: () => number;
  private readonly linkSecret = randomBytes(32);

  private candidates = new Map<string, CandidateRecord>();
  private rooms = new Map<string, RoomRecord>();
  /** candidate id → room ids: lists stay O(own rooms) however many clones e2e creates. */
  private roomsByCandidate = new Map<string, Set<string>>();
  private feedbacks = new Map<string, FeedbackRecord>(); // by room id
  private transactions: TransactionRecord[] = [];
  private consents: ConsentRecord[] = [];
  private applicationFeedbacks: ApplicationFeedbackRecord[] = [];
  private tokens = new Map<string, TokenRecord>();
  private authFlows = new Map<string, AuthFlowRecord>(); // by state
  private codes = new Map<string, string>(); // code -> state

  constructor(options: StoreOptions = {}) {
    super();
    this.clock = options.now ?? Date.now;
    this.fixtures = options.fixtures ?? loadFixtures();
    this.lookup = buildLookup(this.fixtures);
    this.tokenTtlSeconds = options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS;
    this.resumeLinkTtlSeconds = options.resumeLinkTtlSeconds ?? 900;
    if (options.initialState) this.load(options.initialState);
    else this.seed();
  }

  now(): number {
    return this.clock();
  }
  private iso(): string {
    return new Date(this.clock()).toISOString();
  }
  /** Bumped on every change: lets readers cache what they derive from the state (src/lib/present.ts). */
  revision = 0;

  private changed(): void {
    this.revision += 1;
    this.emit('change');
  }

  // ---------------------------------------------------------------- seed, reset, persistence

  private seed(): void {
    for (const persona of this.fixtures.personas)
      this.addPersonaState(buildPersonaState(persona, this.fixtures, this.now()));
  }

  private addPersonaState(s: PersonaState): void {
    this.candidates.set(s.candidate.id, s.candidate);
    for (const r of s.rooms) this.putRoom(r);
    for (const f of s.feedbacks) this.feedbacks.set(f.interviewRoomId, f);
    this.transactions.push(...s.transactions);
    this.consents.push(...s.consents);
  }

  private removeCandidateData(candidateId: string): void {
    for (const id of this.roomsByCandidate.get(candidateId) ?? []) this.rooms.delete(id);
    this.roomsByCandidate.delete(candidateId);
    for (const [id, f] of this.feedbacks) if (f.candidateId === candidateId) this.feedbacks.delete(id);
    this.transactions = this.transactions.filter((t) => t.candidateId !== candidateId);
    this.consents = this.consents.filter((c) => c.candidateId !== candidateId);
    this.applicationFeedbacks = this.applicationFeedbacks.filter((f) => f.candidateId !== candidateId);
  }

  /**
   * Restores the seed. Without a candidate id: everything (clones and their tokens go away; the base personas'
   * tokens stay valid so a signed-in browser keeps working). With one: only that candidate's data, rebuilt from
   * its persona under the same id, so one e2e worker can reset without disturbing the others.
   */
  reset(opts: { candidateId?: string } = {}): void {
    if (opts.candidateId) {
      const c = this.candidates.get(opts.candidateId);
      if (!c) throw notFound('Candidate');
      const persona = c.persona ? this.persona(c.persona) : undefined;
      this.removeCandidateData(c.id);
      if (persona) this.addPersonaState(buildPersonaState(persona, this.fixtures, this.now(), c.id));
      else this.candidates.set(c.id, { ...c, credits: 0 });
    } else {
      const keep = new Set(this.fixtures.personas.map((p) => p.candidate.id));
      this.candidates.clear();
      this.rooms.clear();
      this.roomsByCandidate.clear();
      this.feedbacks.clear();
      this.transactions = [];
      this.consents = [];
      this.applicationFeedbacks = [];
      this.authFlows.clear();
      this.codes.clear();
      for (const [t, rec] of this.tokens) if (!keep.has(rec.candidateId)) this.tokens.delete(t);
      this.seed();
    }
    this.emit('reset', opts);
    this.changed();
  }

  snapshot(): PersistedState {
    return {
      version: 1,
      candidates: [...this.candidates.values()],
      rooms: [...this.rooms.values()],
      feedbacks: [...this.feedbacks.values()],
      transactions: this.transactions,
      consents: this.consents,
      applicationFeedbacks: this.applicationFeedbacks,
      tokens: [...this.tokens.values()],
    };
  }

  private load(s: PersistedState): void {
    for (const c of s.candidates) this.candidates.set(c.id, c);
    for (const r of s.rooms) this.putRoom(r);
    for (const f of s.feedbacks) this.feedbacks.set(f.interviewRoomId, f);
    this.transactions = [...s.transactions];
    this.consents = [...s.consents];
    this.applicationFeedbacks = [...s.applicationFeedbacks];
    for (const t of s.tokens) this.tokens.set(t.token, t);
  }

  private putRoom(room: RoomRecord): void {
    this.rooms.set(room.id, room);
    let ids = this.roomsByCandidate.get(room.candidateId);
    if (!ids) this.roomsByCandidate.set(room.candidateId, (ids = new Set()));
    ids.add(room.id);
  }

  private roomsOf(candidateId: string): RoomRecord[] {
    const out: RoomRecord[] = [];
    for (const id of this.roomsByCandidate.get(candidateId) ?? []) {
      const r = this.rooms.get(id);
      if (r) out.push(r);
    }
    return out;
  }

  // ---------------------------------------------------------------- personas

  listPersonas(): { id: string; description: string; fullName: string; candidateId: string }[] {
    return this.fixtures.personas.map((p) => ({
      id: p.id,
      description: p.description,
      fullName: p.candidate.fullName,
      candidateId: p.candidate.id,
    }));
  }

  private persona(id: string): PersonaSeed | undefined {
    return this.fixtures.personas.find((p) => p.id === id);
  }

  /** A fresh, isolated copy of a persona (own id, rooms, credits): what parallel e2e workers sign in as. */
  clonePersona(personaId: string): CandidateRecord {
    const persona = this.persona(personaId);
    if (!persona) throw notFound(`Persona '${personaId}'`);
    const state = buildPersonaState(persona, this.fixtures, this.now(), newId());
    this.addPersonaState(state);
    this.changed();
    return state.candidate;
  }

  // ---------------------------------------------------------------- auth

  /** Starts a PKCE-shaped sign-in: the caller keeps the verifier, the provider page carries state + challenge. */
  startAuthorization(redirectUri: string): { state: string; codeVerifier: string; codeChallenge: string } {
    this.pruneAuthFlows();
    const state = opaqueToken(16);
    const codeVerifier = opaqueToken(48);
    const codeChallenge = sha256Base64Url(codeVerifier);
    this.authFlows.set(state, {
      state,
      codeChallenge,
      redirectUri,
      createdAt: this.now(),
      code: null,
      candidateId: null,
      used: false,
    });
    return { state, codeVerifier, codeChallenge };
  }

  getAuthFlow(state: string): AuthFlowRecord | undefined {
    const flow = this.authFlows.get(state);
    if (!flow || this.now() - flow.createdAt > AUTH_FLOW_TTL_MS) return undefined;
    return flow;
  }

  /** The provider page's choice: issues a one-time code bound to the state for that persona's candidate. */
  authorize(
    state: string,
    personaId: string,
    opts: { fresh?: boolean } = {},
  ): { code: string; redirectUri: string } {
    const flow = this.getAuthFlow(state);
    if (!flow || flow.used) throw badRequest('Unknown or expired sign-in state');
    const persona = this.persona(personaId);
    if (!persona) throw badRequest(`Unknown persona '${personaId}'`);
    const candidateId = opts.fresh ? this.clonePersona(personaId).id : persona.candidate.id;
    if (!this.candidates.has(candidateId)) throw badRequest(`Persona '${personaId}' is not available`);
    if (flow.code) this.codes.delete(flow.code);
    const code = opaqueToken(24);
    flow.code = code;
    flow.candidateId = candidateId;
    this.codes.set(code, state);
    return { code, redirectUri: flow.redirectUri };
  }

  exchangeCode(input: { code: string; codeVerifier: string; state: string }): SignIn {
    const state = this.codes.get(input.code);
    const flow = state ? this.getAuthFlow(state) : undefined;
    if (!state || !flow || flow.used || !flow.candidateId)
      throw badRequest('Invalid or already used authorization code');
    if (state !== input.state) throw badRequest('State does not match the authorization code');
    if (sha256Base64Url(input.codeVerifier) !== flow.codeChallenge)
      throw badRequest('Code verifier does not match the code challenge');
    flow.used = true;
    this.codes.delete(input.code);
    return this.issueTokens(flow.candidateId);
  }

  issueTokens(candidateId: string): SignIn {
    const candidate = this.candidates.get(candidateId);
    if (!candidate) throw notFound('Candidate');
    const expiresAt = this.now() + this.tokenTtlSeconds * 1000;
    const accessToken = opaqueToken();
    const refreshToken = opaqueToken();
    this.tokens.set(accessToken, { token: accessToken, kind: 'access', candidateId, expiresAt });
    this.tokens.set(refreshToken, {
      token: refreshToken,
      kind: 'refresh',
      candidateId,
      expiresAt: expiresAt * 1 + 30 * 86_400_000,
    });
    this.changed();
    return { candidate, accessToken, refreshToken, expiresIn: this.tokenTtlSeconds };
  }

  authenticate(accessToken: string | undefined): AuthResult {
    if (!accessToken) return { ok: false, reason: 'missing' };
    const token = this.tokens.get(accessToken);
    const candidate = token && token.kind === 'access' ? this.candidates.get(token.candidateId) : undefined;
    if (!token || !candidate) return { ok: false, reason: 'unknown' };
    if (token.expiresAt <= this.now()) return { ok: false, reason: 'expired' };
    return { ok: true, candidate, token };
  }

  getCandidateByToken(accessToken: string): CandidateRecord | undefined {
    const r = this.authenticate(accessToken);
    return r.ok ? r.candidate : undefined;
  }

  /** The web app's `session` cookie: `${candidateId}:${accessToken}`; both halves must agree. */
  getCandidateBySessionCookie(value: string | undefined): CandidateRecord | undefined {
    if (!value) return undefined;
    const i = value.indexOf(':');
    if (i <= 0) return undefined;
    const candidate = this.getCandidateByToken(value.slice(i + 1));
    return candidate && candidate.id === value.slice(0, i) ? candidate : undefined;
  }

  /** Test/e2e helper: make a token expire now. */
  expireToken(accessToken: string): void {
    const t = this.tokens.get(accessToken);
    if (t) t.expiresAt = this.now() - 1;
  }

  private pruneAuthFlows(): void {
    const cutoff = this.now() - AUTH_FLOW_TTL_MS;
    for (const [state, f] of this.authFlows) {
      if (f.createdAt < cutoff) {
        this.authFlows.delete(state);
        if (f.code) this.codes.delete(f.code);
      }
    }
  }

  // ---------------------------------------------------------------- candidates

  getCandidate(id: string): CandidateRecord | undefined {
    return this.candidates.get(id);
  }

  private ownCandidate(callerId: string, candidateId: string): CandidateRecord {
    const c = this.candidates.get(candidateId);
    // Another candidate's id is indistinguishable from an unknown one.
    if (!c || candidateId !== callerId) throw notFound('Candidate');
    return c;
  }

  updateCandidate(
    callerId: string,
    input: { id: string; email?: string; nickname: string },
  ): CandidateRecord {
    const c = this.ownCandidate(callerId, input.id);
    const nickname = input.nickname.trim();
    if (!nickname) throw badRequest('Nickname is required');
    if (nickname.length > 50) throw badRequest('Nickname must be at most 50 characters');
    if (input.email !== undefined && input.email.toLowerCase() !== c.email.toLowerCase())
      throw badRequest('email does not match the candidate; it cannot be changed here');
    c.nickname = nickname;
    this.changed();
    return c;
  }

  setCredits(candidateId: string, credits: number): CandidateRecord {
    const c = this.candidates.get(candidateId);
    if (!c) throw notFound('Candidate');
    if (!Number.isInteger(credits) || credits < 0) throw badRequest('credits must be an integer >= 0');
    c.credits = credits;
    this.changed();
    return c;
  }

  setTier(candidateId: string, tier: string): CandidateRecord {
    const c = this.candidates.get(candidateId);
    if (!c) throw notFound('Candidate');
    c.tier = tier;
    this.changed();
    return c;
  }

  // ---------------------------------------------------------------- catalogue

  getSetup() {
    return this.fixtures.setup;
  }
  listTemplates() {
    return [...this.fixtures.templates].sort((a, b) => a.sort - b.sort);
  }
  getTemplate(id: string) {
    return this.fixtures.templates.find((t) => t.id === id);
  }
  listPlans() {
    return this.fixtures.plans;
  }
  extractJobDescription(text: string): Extraction {
    return extractJobDescription(text, this.fixtures.setup);
  }
  interviewer(id: string) {
    return this.lookup.interviewers.get(id);
  }
  durationSeconds(durationId: string): number {
    return this.lookup.durations.get(durationId)?.seconds ?? 900;
  }

  // ---------------------------------------------------------------- rooms

  getRoom(roomId: string): RoomRecord | undefined {
    return this.rooms.get(roomId);
  }

  /** undefined when the room does not exist or belongs to someone else (callers answer 404 either way). */
  getRoomForCandidate(roomId: string, candidateId: string): RoomRecord | undefined {
    const r = this.rooms.get(roomId);
    return r && r.candidateId === candidateId ? r : undefined;
  }

  private ownRoom(roomId: string, candidateId: string): RoomRecord {
    const r = this.getRoomForCandidate(roomId, candidateId);
    if (!r) throw notFound('Interview room');
    return r;
  }

  listRooms(candidateId: string, query: PageQuery): Page<RoomRecord> {
    const mine = this.roomsOf(candidateId);
    return paginate(
      mine,
      query,
      {
        createdAt: (r) => r.createdAt,
        registeredAt: (r) => r.registeredAt,
        joinedAt: (r) => r.joinedAt,
        status: (r) => r.status,
        companyName: (r) => r.companyName.toLowerCase(),
      },
      'createdAt,desc',
    );
  }

  timeElapsed(room: RoomRecord): number {
    if (room.status === 'REGISTERED' || room.timeRemaining === null) return 0;
    return Math.max(0, this.durationSeconds(room.interviewDurationId) - room.timeRemaining);
  }

  /**
   * Validates and registers an interview, spending one credit. All checks run before anything changes, and the
   * whole method is synchronous, so a failed registration spends nothing and two concurrent ones cannot both
   * spend the last credit.
   */
  registerInterview(callerId: string, input: RegistrationInput, resume?: ResumeUpload): RoomRecord {
    const candidate = this.ownCandidate(callerId, input.candidateId);
    const setup = this.fixtures.setup;
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
    } else {
      const jd = input.jobDescription ?? '';
      if (!jd.trim()) throw badRequest('body/jobDescription is required');
    }
    if ((input.jobDescription ?? '').length > JOB_DESCRIPTION_MAX_CHARS)
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

    if (candidate.tier === FREE_TIER && premiumPicks.length > 0)
      throw badRequest(ErrorCode.BENEFIT_QUOTA_EXCEEDED);
    if (candidate.tier === FREE_TIER && this.registrationsToday(candidate.id) >= FREE_DAILY_INTERVIEW_LIMIT)
      throw badRequest(ErrorCode.INTERVIEW_QUOTA_EXCEEDED);
    if (!(candidate.credits > 0)) throw badRequest(ErrorCode.INSUFFICIENT_CREDITS);

    candidate.credits -= 1;
    this.acceptConsent(candidate.id, consent);
    const now = this.iso();
    const room: RoomRecord = {
      id: newId(),
      candidateId: candidate.id,
      status: 'REGISTERED',
      interviewType: input.interviewType,
      interviewerId: input.interviewerId,
      interviewDurationId: input.interviewDurationId,
      countryName: input.countryName.trim(),
      companyName: input.companyName.trim(),
      jobDescription: input.jobDescription?.trim() || null,
      interviewExperienceLevelId: input.interviewExperienceLevelId,
      interviewJobRoleName: input.interviewJobRoleName.trim(),
      interviewScenarioId:
        input.interviewType === 'SALARY_NEGOTIATION' ? (input.interviewScenarioId ?? null) : null,
      interviewSalaryCurrencyId:
        input.interviewType === 'SALARY_NEGOTIATION' ? (input.interviewSalaryCurrencyId ?? null) : null,
      salaryExpectation:
        input.interviewType === 'SALARY_NEGOTIATION' ? (input.salaryExpectation ?? null) : null,
      salaryPaymentPeriod:
        input.interviewType === 'SALARY_NEGOTIATION' ? (input.salaryPaymentPeriod ?? null) : null,
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
    this.putRoom(room);
    this.changed();
    return room;
  }

  registrationsToday(candidateId: string): number {
    const day = this.iso().slice(0, 10);
    let n = 0;
    for (const r of this.roomsOf(candidateId)) if (r.registeredAt.slice(0, 10) === day) n++;
    return n;
  }

  /** REGISTERED → ONGOING (starts the clock); joining an ONGOING room again is a no-op (Continue). */
  joinRoom(
    callerId: string,
    input: { interviewRoomId: string; candidateId: string; interviewerId: string },
  ): RoomRecord {
    this.ownCandidate(callerId, input.candidateId);
    const room = this.ownRoom(input.interviewRoomId, callerId);
    if (room.interviewerId !== input.interviewerId)
      throw badRequest('interviewerId does not match the interview room');
    if (room.status === 'FINISHED') throw badRequest(ErrorCode.INTERVIEW_ALREADY_FINISHED);
    if (room.status === 'REGISTERED') {
      room.status = 'ONGOING';
      room.joinedAt = this.iso();
      room.timeRemaining = this.durationSeconds(room.interviewDurationId);
      this.changed();
    }
    return room;
  }

  /** Only the owner may end; the REST handler checks ownership and ids before delegating to endRoom. */
  endRoomForCandidate(
    callerId: string,
    input: { interviewRoomId: string; candidateId: string; interviewerId: string; timeout: boolean },
  ): RoomRecord {
    this.ownCandidate(callerId, input.candidateId);
    const room = this.ownRoom(input.interviewRoomId, callerId);
    if (room.interviewerId !== input.interviewerId)
      throw badRequest('interviewerId does not match the interview room');
    if (room.status === 'REGISTERED') throw badRequest('Interview session has not started yet');
    return this.endRoom(room.id, { timeout: input.timeout });
  }

  /**
   * ONGOING → FINISHED with a feedback report built from the room's chats. Idempotent: ending a FINISHED room
   * returns it unchanged, so the socket and REST `end` can both call it. Shared with src/ws.
   */
  endRoom(roomId: string, opts: { timeout: boolean }): RoomRecord {
    const room = this.rooms.get(roomId);
    if (!room) throw notFound('Interview room');
    if (room.status === 'FINISHED') return room;
    if (room.status === 'REGISTERED') throw badRequest('Interview session has not started yet');
    room.status = 'FINISHED';
    room.timedOut = opts.timeout;
    if (opts.timeout) room.timeRemaining = 0;
    room.finishedAt = this.iso();
    if (
      room.interviewType === 'SALARY_NEGOTIATION' &&
      room.salaryExpectation !== null &&
      room.salaryFinalOffer === null
    ) {
      // Without a real negotiation model: the offer lands a little under the expectation, more so for short answers.
      const answered = room.chats.filter((c) => c.sender === 'CANDIDATE').length;
      room.salaryFinalOffer = Math.round(room.salaryExpectation * Math.min(1, 0.9 + answered * 0.02));
    }
    this.feedbacks.set(room.id, {
      id: newId(),
      interviewRoomId: room.id,
      candidateId: room.candidateId,
      ...buildFeedback(room.chats, { jobRoleName: room.interviewJobRoleName }),
      createdAt: room.finishedAt,
    });
    this.emit('room-ended', { roomId: room.id, timeout: opts.timeout });
    this.changed();
    return room;
  }

  /** Invalidates other live sessions of the room (live-interview §6): the socket layer closes older sockets. */
  revokeSessions(callerId: string, input: { interviewRoomId: string; candidateId: string }): RoomRecord {
    this.ownCandidate(callerId, input.candidateId);
    const room = this.ownRoom(input.interviewRoomId, callerId);
    if (room.status === 'FINISHED') throw badRequest(ErrorCode.INTERVIEW_ALREADY_FINISHED);
    room.sessionEpoch += 1;
    this.emit('session-revoked', { roomId: room.id, candidateId: callerId, epoch: room.sessionEpoch });
    this.changed();
    return room;
  }

  /**
   * The latest offer on the table in a live salary negotiation (the socket's analytics): it becomes the room's
   * salaryFinalOffer, so the report shows the figure the candidate last saw in the room (decision 0670).
   */
  recordOffer(roomId: string, offer: number | null): void {
    const room = this.rooms.get(roomId);
    if (!room || room.status !== 'ONGOING' || offer === null) return;
    room.salaryFinalOffer = offer;
    this.changed();
  }

  appendChat(
    roomId: string,
    chat: Omit<ChatRecord, 'id' | 'timestamp'> & Partial<Pick<ChatRecord, 'id' | 'timestamp'>>,
  ): ChatRecord {
    const room = this.rooms.get(roomId);
    if (!room) throw notFound('Interview room');
    const full: ChatRecord = {
      id: chat.id ?? newId(),
      timestamp: chat.timestamp ?? this.iso(),
      sender: chat.sender,
      sentences: chat.sentences,
    };
    room.chats.push(full);
    this.changed();
    return full;
  }

  setTimeRemaining(roomId: string, seconds: number): void {
    const room = this.rooms.get(roomId);
    if (!room || room.status !== 'ONGOING') return;
    room.timeRemaining = Math.max(0, Math.floor(seconds));
    this.changed();
  }

  // ---------------------------------------------------------------- feedback, stats

  getFeedback(roomId: string): FeedbackRecord | undefined {
    return this.feedbacks.get(roomId);
  }

  getFeedbackForCandidate(
    roomId: string,
    candidateId: string,
  ): { room: RoomRecord; feedback: FeedbackRecord | undefined } {
    const room = this.ownRoom(roomId, candidateId);
    return { room, feedback: this.feedbacks.get(roomId) };
  }

  getLatestFeedback(candidateId: string): FeedbackRecord | undefined {
    let latest: FeedbackRecord | undefined;
    for (const f of this.feedbacks.values())
      if (f.candidateId === candidateId && (!latest || f.createdAt > latest.createdAt)) latest = f;
    return latest;
  }

  getStats(candidateId: string): {
    all: { sessions: number };
    month: { sessions: number; previousSessions: number; percentageChange: number | null };
  } {
    const now = new Date(this.now());
    const thisMonth = now.toISOString().slice(0, 7);
    const prev = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
    let all = 0;
    let cur = 0;
    let last = 0;
    for (const r of this.roomsOf(candidateId)) {
      all++;
      const m = r.createdAt.slice(0, 7);
      if (m === thisMonth) cur++;
      else if (m === prev) last++;
    }
    return {
      all: { sessions: all },
      month: { sessions: cur, previousSessions: last, percentageChange: percentageChange(last, cur) },
    };
  }

  // ---------------------------------------------------------------- resumes

  /** A link that serves the room's resume until it expires; the signature binds room and expiry. */
  createResumeLink(roomId: string, candidateId: string): { token: string; expires: number } | null {
    const room = this.ownRoom(roomId, candidateId);
    if (!room.resume) return null;
    const expires = Math.floor(this.now() / 1000) + this.resumeLinkTtlSeconds;
    return {
      token: `${Buffer.from(room.id).toString('base64url')}.${this.sign(`${room.id}:${expires}`)}`,
      expires,
    };
  }

  resolveResumeLink(
    token: string,
    expires: number,
  ): { ok: true; fileName: string; content: Buffer } | { ok: false; reason: 'invalid' | 'expired' } {
    const [idPart, sig] = token.split('.');
    if (!idPart || !sig) return { ok: false, reason: 'invalid' };
    const roomId = Buffer.from(idPart, 'base64url').toString('utf8');
    const expected = Buffer.from(this.sign(`${roomId}:${expires}`));
    const given = Buffer.from(sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given))
      return { ok: false, reason: 'invalid' };
    if (expires * 1000 <= this.now()) return { ok: false, reason: 'expired' };
    const resume = this.rooms.get(roomId)?.resume;
    if (!resume) return { ok: false, reason: 'invalid' };
    return { ok: true, fileName: resume.fileName, content: Buffer.from(resume.contentBase64, 'base64') };
  }

  private sign(value: string): string {
    return createHmac('sha256', this.linkSecret).update(value).digest('base64url');
  }

  // ---------------------------------------------------------------- transactions

  listTransactions(candidateId: string, query: PageQuery): Page<TransactionRecord> {
    return paginate(
      this.transactions.filter((t) => t.candidateId === candidateId),
      query,
      {
        createdAt: (t) => t.createdAt,
        amount: (t) => t.amount,
        orderStatus: (t) => t.orderStatus,
        transactionType: (t) => t.transactionType,
        creditsAdded: (t) => t.creditsAdded,
      },
      'createdAt,desc',
    );
  }

  // ---------------------------------------------------------------- consents

  hasConsent(candidateId: string, q: ConsentQuery): boolean {
    return this.consents.some(
      (c) =>
        c.candidateId === candidateId &&
        c.type === q.type &&
        c.termsVersion === q.termsVersion &&
        c.privacyVersion === q.privacyVersion,
    );
  }

  acceptConsent(candidateId: string, input: ConsentInput): ConsentRecord {
    if (input.termsAccepted !== true || input.privacyAccepted !== true)
      throw badRequest('termsAccepted and privacyAccepted must both be true');
    const existing = this.consents.find(
      (c) =>
        c.candidateId === candidateId &&
        c.type === input.type &&
        c.termsVersion === input.termsVersion &&
        c.privacyVersion === input.privacyVersion,
    );
    if (existing) return existing;
    const rec: ConsentRecord = {
      candidateId,
      type: input.type,
      termsVersion: input.termsVersion,
      privacyVersion: input.privacyVersion,
      termsUrl: input.termsUrl ?? null,
      privacyUrl: input.privacyUrl ?? null,
      acceptedAt: this.iso(),
    };
    this.consents.push(rec);
    this.changed();
    return rec;
  }

  // ---------------------------------------------------------------- application feedback

  submitApplicationFeedback(
    callerId: string,
    input: {
      candidateId: string;
      candidateName?: string | null;
      rating: number;
      comment: string;
      interviewRoomId?: string | null;
    },
  ): ApplicationFeedbackRecord {
    this.ownCandidate(callerId, input.candidateId);
    if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5)
      throw badRequest('body/rating must be an integer from 1 to 5');
    const comment = input.comment.trim();
    if (!comment) throw badRequest('Please ensure the feedback is not empty.');
    if (input.interviewRoomId) this.ownRoom(input.interviewRoomId, callerId);
    const rec: ApplicationFeedbackRecord = {
      id: newId(),
      candidateId: callerId,
      candidateName: input.candidateName?.trim() || null,
      rating: input.rating,
      comment,
      interviewRoomId: input.interviewRoomId || null,
      createdAt: this.iso(),
    };
    this.applicationFeedbacks.push(rec);
    this.changed();
    return rec;
  }

  listApplicationFeedbacks(candidateId?: string): ApplicationFeedbackRecord[] {
    return this.applicationFeedbacks.filter((f) => !candidateId || f.candidateId === candidateId);
  }
}

function buildLookup(fx: Fixtures) {
  const byId = <T extends { id: string }>(list: T[]) => new Map(list.map((x) => [x.id, x]));
  const s = fx.setup;
  return {
    interviewers: byId(s.interviewers),
    languages: byId(s.languages),
    durations: byId(s.durations),
    experienceLevels: byId(s.experienceLevels),
    scenarios: byId(s.scenarios),
    salaryCurrencies: byId(s.salaryCurrencies),
    jobRolesByLabel: new Map(s.jobRoles.map((j) => [j.label.toLowerCase(), j])),
    plansByTitle: new Map(fx.plans.map((p) => [p.title, p])),
  };
}

/** access spec §5: (new - old) / |old| * 100, 2 decimals; old 0 → no finite change (null), unless new is 0 too. */
export function percentageChange(oldValue: number, newValue: number): number | null {
  if (oldValue === 0) return newValue > 0 ? null : 0;
  return Math.round(((newValue - oldValue) / Math.abs(oldValue)) * 100 * 100) / 100;
}

export const isStoreError = (e: unknown): e is StoreError => e instanceof StoreError;
