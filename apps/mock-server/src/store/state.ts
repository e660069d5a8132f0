// The mock's whole state, in memory, and the few helpers every store module needs. The modules beside this
// file (auth.ts, rooms.ts, interviews.ts…) hold the operations, one per resource of routes/; index.ts puts
// them behind one Store object.
import { EventEmitter } from 'node:events';
import { randomBytes } from 'node:crypto';
import { notFound } from './errors.ts';
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
  ConsentRecord,
  FeedbackRecord,
  PersistedState,
  RoomRecord,
  TokenRecord,
  TransactionRecord,
} from './types.ts';

export const DEFAULT_TOKEN_TTL_SECONDS = 3600;

export interface StoreOptions {
  /** Clock; tests pass a fixed one. */
  now?: () => number;
  tokenTtlSeconds?: number;
  resumeLinkTtlSeconds?: number;
  fixtures?: Fixtures;
  /** Restores a previous run (MOCK_STATE_FILE). Static catalogues always come from the fixtures. */
  initialState?: PersistedState;
}

export interface StoreEvents {
  /** Any state change; persistence listens to this. */
  change: [];
  /** POST /interview/sessions/revoke: sockets of this room opened before `epoch` must close. */
  'session-revoked': [{ roomId: string; candidateId: string; epoch: number }];
  'room-ended': [{ roomId: string; timeout: boolean }];
  reset: [{ candidateId?: string }];
}

/**
 * Every record, seeded from the fixtures. Every mutation is synchronous, so a check-then-spend sequence
 * (credits) cannot interleave with another request: Node runs one callback at a time. Only the store's own
 * modules touch the maps; the rest of the server goes through Store (index.ts).
 */
export class StoreState extends EventEmitter<StoreEvents> {
  readonly fixtures: Fixtures;
  /** Catalogue entries by id (and job roles by lower-case label), for O(1) presenting of rooms. */
  readonly lookup: ReturnType<typeof buildLookup>;
  readonly tokenTtlSeconds: number;
  readonly resumeLinkTtlSeconds: number;
  readonly clock: () => number;
  readonly linkSecret = randomBytes(32);

  candidates = new Map<string, CandidateRecord>();
  rooms = new Map<string, RoomRecord>();
  /** candidate id → room ids: lists stay O(own rooms) however many clones e2e creates. */
  roomsByCandidate = new Map<string, Set<string>>();
  feedbacks = new Map<string, FeedbackRecord>(); // by room id
  transactions: TransactionRecord[] = [];
  consents: ConsentRecord[] = [];
  applicationFeedbacks: ApplicationFeedbackRecord[] = [];
  tokens = new Map<string, TokenRecord>();
  authFlows = new Map<string, AuthFlowRecord>(); // by state
  codes = new Map<string, string>(); // code -> state

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
  iso(): string {
    return new Date(this.clock()).toISOString();
  }
  /** Bumped on every change: lets readers cache what they derive from the state (src/routes/present.ts). */
  revision = 0;

  changed(): void {
    this.revision += 1;
    this.emit('change');
  }

  seed(): void {
    for (const persona of this.fixtures.personas)
      this.addPersonaState(buildPersonaState(persona, this.fixtures, this.now()));
  }

  addPersonaState(s: PersonaState): void {
    this.candidates.set(s.candidate.id, s.candidate);
    for (const r of s.rooms) this.putRoom(r);
    for (const f of s.feedbacks) this.feedbacks.set(f.interviewRoomId, f);
    this.transactions.push(...s.transactions);
    this.consents.push(...s.consents);
  }

  removeCandidateData(candidateId: string): void {
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

  load(s: PersistedState): void {
    for (const c of s.candidates) this.candidates.set(c.id, c);
    for (const r of s.rooms) this.putRoom(r);
    for (const f of s.feedbacks) this.feedbacks.set(f.interviewRoomId, f);
    this.transactions = [...s.transactions];
    this.consents = [...s.consents];
    this.applicationFeedbacks = [...s.applicationFeedbacks];
    for (const t of s.tokens) this.tokens.set(t.token, t);
  }

  putRoom(room: RoomRecord): void {
    this.rooms.set(room.id, room);
    let ids = this.roomsByCandidate.get(room.candidateId);
    if (!ids) this.roomsByCandidate.set(room.candidateId, (ids = new Set()));
    ids.add(room.id);
  }

  roomsOf(candidateId: string): RoomRecord[] {
    const out: RoomRecord[] = [];
    for (const id of this.roomsByCandidate.get(candidateId) ?? []) {
      const r = this.rooms.get(id);
      if (r) out.push(r);
    }
    return out;
  }

  persona(id: string): PersonaSeed | undefined {
    return this.fixtures.personas.find((p) => p.id === id);
  }

  /** The caller's own candidate record; another candidate's id is indistinguishable from an unknown one. */
  ownCandidate(callerId: string, candidateId: string): CandidateRecord {
    const c = this.candidates.get(candidateId);
    if (!c || candidateId !== callerId) throw notFound('Candidate');
    return c;
  }

  /** undefined when the room does not exist or belongs to someone else (callers answer 404 either way). */
  roomOf(roomId: string, candidateId: string): RoomRecord | undefined {
    const r = this.rooms.get(roomId);
    return r && r.candidateId === candidateId ? r : undefined;
  }

  ownRoom(roomId: string, candidateId: string): RoomRecord {
    const r = this.roomOf(roomId, candidateId);
    if (!r) throw notFound('Interview room');
    return r;
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
