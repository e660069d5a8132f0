// The socket fault kinds, once (decision 0063): each kind's fields with their limits and defaults. The control
// API (control/socket-routes.ts, POST /__mock/ws/faults) adds a rule's scope and `times`; a saved mock scenario
// (mock-scenarios/schema.ts) takes the fields alone; the rule book's types (socket-rules.ts) are read off it.
import { z } from 'zod';

/** Interviewer turn (0 = the opening); null = whichever turn comes next. */
const atTurn = z.number().int().min(0).max(100).nullable().default(null);
/** Sentences of the turn sent before the fault strikes. */
const afterFrames = z.number().int().min(0).max(10).default(1);
const ms = z.number().int().min(0).max(60_000);
const message = z.string().max(500).optional();

/** Each kind's own fields: what the rule book's doc comments (socket-rules.ts) describe. */
const fields = {
  error: { code: z.string().min(1).max(100), message, atTurn },
  drop: { atTurn, afterFrames },
  refuse: { status: z.number().int().min(400).max(599).default(503), message },
  delay: { ms, jitterMs: ms.default(0) },
  silent: {},
  invalid: { atTurn, frame: z.number().int().min(0).max(100).nullable().default(null) },
  halfopen: { atTurn, afterFrames },
  late: { ms, jitterMs: ms.default(0) },
};

/**
 * The schema of a socket fault, with `counted` added to the kinds a use count applies to and `held` to those
 * that hold every frame until cleared (`delay`, `late`).
 */
export function socketFaultSchema<C extends z.ZodRawShape, H extends z.ZodRawShape>(counted: C, held: H) {
  return z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('error'), ...fields.error, ...counted }).strict(),
    z.object({ kind: z.literal('drop'), ...fields.drop, ...counted }).strict(),
    z.object({ kind: z.literal('refuse'), ...fields.refuse, ...counted }).strict(),
    z.object({ kind: z.literal('delay'), ...fields.delay, ...held }).strict(),
    z.object({ kind: z.literal('silent'), ...fields.silent, ...counted }).strict(),
    z.object({ kind: z.literal('invalid'), ...fields.invalid, ...counted }).strict(),
    // The network faults (decision 0637): a half-open socket, and a late server whose pings stay on time.
    z.object({ kind: z.literal('halfopen'), ...fields.halfopen, ...counted }).strict(),
    z.object({ kind: z.literal('late'), ...fields.late, ...held }).strict(),
  ]);
}

/** A socket fault's own fields, defaults applied (no scope, no use count). */
export const socketFault = socketFaultSchema({}, {});
export type SocketFault = z.output<typeof socketFault>;
export type SocketFaultKind = SocketFault['kind'];

/** A fault as the rule book keeps it: an error or refusal set without a message gets the default one. */
export type SocketFaultRule =
  Exclude<SocketFault, { kind: 'error' | 'refuse' }> | WithMessage<'error' | 'refuse'>;
type WithMessage<K extends SocketFaultKind> = K extends SocketFaultKind
  ? Omit<Extract<SocketFault, { kind: K }>, 'message'> & { message: string }
  : never;

/** The kinds that hold until cleared: they take no use count. */
export const heldUntilCleared = (kind: SocketFaultKind): boolean => kind === 'delay' || kind === 'late';

/** The rule a fault makes: its fields, with the default message where it names none. */
export function socketFaultRule(fault: SocketFault): SocketFaultRule {
  switch (fault.kind) {
    case 'error':
      return { ...fault, message: fault.message ?? `injected ${fault.code}` };
    case 'refuse':
      return { ...fault, message: fault.message ?? 'Interview socket unavailable (injected)' };
    default:
      return fault;
  }
}
