import { runLimits, text, url, type LimitRow } from '../limits.ts';
import type { FrameResult } from '../socket.ts';
import type { Session } from '../suite.ts';

export type Json = Record<string, unknown>;

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

export const CONSENT_VERSION = '2025-04-12';
/** An id no resource has: the runner's generic 404 cases use it. */
export const UNKNOWN_ID = 'contract-test-unknown-id';

export const firstNonPremium = (list: unknown): Json | undefined => {
  const items = Array.isArray(list) ? (list as Json[]) : [];
  return items.find((item) => item.premium === false) ?? items[0];
};

export const consentPayload = (type: 'SIGN_UP' | 'INTERVIEW_REGISTRATION'): Json => ({
  type,
  termsVersion: CONSENT_VERSION,
  privacyVersion: CONSENT_VERSION,
  termsAccepted: true,
  privacyAccepted: true,
  termsUrl: 'https://mockint.invalid/terms',
  privacyUrl: 'https://mockint.invalid/privacy',
});

const SORT = 'createdAt,desc';
const pagingRows: LimitRow[] = [
  { field: 'query.page', limit: 10_000, value: (n) => n },
  { field: 'query.size', limit: 100, value: (n) => n },
  { field: 'query.sort', limit: SORT.length, value: (n) => SORT.padEnd(n, 'c') },
];
export const pagingLimits = (session: Session, operationId: string) =>
  runLimits(session, {
    operationId,
    rows: pagingRows,
    base: {},
    call: ({ query }) => ({ query: query as Record<string, string | number> }),
    accepted: { status: 200 },
  });
export const consentRows = (prefix: string): LimitRow[] => [
  { field: `${prefix}termsVersion`, limit: 32, value: text },
  { field: `${prefix}privacyVersion`, limit: 32, value: text },
];
export const consentUrlRows = (prefix: string): LimitRow[] => [
  { field: `${prefix}termsUrl`, limit: 2048, value: url },
  { field: `${prefix}privacyUrl`, limit: 2048, value: url },
];
export const roomWithStatus = (state: SuiteState, status: string): Json | undefined =>
  state.rooms.find((room) => room.status === status);

/** Another candidate's room must be out of reach: 403 or 404, both declared (decision 0201). */
export async function foreignRoomCase(
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

export const anyRoom = (state: SuiteState): Json | undefined => state.registeredRoom ?? state.rooms[0];
