import type { MockControl } from '../../../fixtures.ts';

/**
 * The compound faults of the chaos suite (decision 0761): each interview draws two or three different kinds, and
 * each kind is applied through the mock's own controls (apps/mock-server README, "Control API"). Some are set
 * up before the room loads, some fire when the room reaches the moment they are about (a recording, the
 * interviewer speaking, the leave).
 */

/**
 * The kinds the gate deals (seeds.ts): its interviews, their count and their plans depend on this list, so a kind
 * joins it only with the gate's size in mind (decision 0768).
 */
export const GATE_KINDS = [
  'drop-during-leave',
  'error-during-recording',
  'refuse-then-delay',
  'take-over-while-speaking',
  'slow-end-call',
  'schema-invalid-frame',
  'silent-server',
  'half-open-socket',
  'late-server',
  'offline-blip',
  'microphone-ended',
  'stored-device-gone',
  'microphone-muted',
] as const;
/**
 * Kinds that exploration (`pnpm e2e:chaos`) draws and the gate does not yet (decision 0661): none today, the
 * stored microphone that is gone and the muted track joined the gate. A new kind starts here.
 */
export const EXPLORE_KINDS = [] as const;
export const FAULT_KINDS = [...GATE_KINDS, ...EXPLORE_KINDS] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];
/** The stored microphone id of 'stored-device-gone': no browser has a device by that id. */
export const GONE_MICROPHONE_ID = 'chaos-headset-not-plugged-in';

export type Fault =
  /** The first end call fails (500) and is slow; the socket drops while the room is leaving. */
  | { kind: 'drop-during-leave'; endLatencyMs: number }
  /** An `error` frame while the candidate records (a spoken answer is then guaranteed). */
  | { kind: 'error-during-recording'; code: string | null }
  /** The socket drops; the next k handshakes are refused, and every frame after that is delayed. */
  | { kind: 'refuse-then-delay'; times: number; delayMs: number; jitterMs: number; afterLiveMs: number }
  /** The room is taken over (close 4001, as a second tab's revoke does) while the interviewer speaks. */
  | { kind: 'take-over-while-speaking' }
  /** The end call answers after a while. */
  | { kind: 'slow-end-call'; latencyMs: number }
  /** One interviewer frame breaks the contract: the final sentence of turn `atTurn` by default. */
  | { kind: 'schema-invalid-frame'; atTurn: number; frame: number | null }
  /** A connection is accepted and joined but never greeted: the first join, or the one after a drop. */
  | { kind: 'silent-server'; onFirstJoin: boolean; afterLiveMs: number }
  /** The socket goes half-open (silent both ways, pings included, no close): the room must notice by itself. */
  | { kind: 'half-open-socket'; afterLiveMs: number }
  /** Every frame but the pings comes later than the room's deadlines (10 s, 30 s), for a while. */
  | { kind: 'late-server'; ms: number; jitterMs: number; afterLiveMs: number; forMs: number }
  /** The browser goes offline for a while; back online, the room's data request fails `refetchFailures` times. */
  | { kind: 'offline-blip'; afterLiveMs: number; offlineMs: number; refetchFailures: number }
  /** The microphone's track ends mid-recording (a headset unplugged): a spoken answer is then guaranteed. */
  | { kind: 'microphone-ended' }
  /** The stored microphone is not plugged in (decision 0656): the first answer is spoken, with another one. */
  | { kind: 'stored-device-gone' }
  /**
   * The recording's track is muted mid-answer (a Bluetooth headset switching profile, decision 0660), and
   * unmuted after `unmuteAfterMs` (null: it stays muted until the answer ends). A spoken answer is guaranteed.
   */
  | { kind: 'microphone-muted'; unmuteAfterMs: number | null };

/** Faults that fire at a time after the room went live (the candidate waits for them before ending). */
export const TIMED_KINDS: readonly FaultKind[] = [
  'refuse-then-delay',
  'silent-server',
  'half-open-socket',
  'late-server',
  'offline-blip',
];

export interface Plan {
  faults: Fault[];
  /** How many answers the candidate gives before ending the interview with End interview → Leave. */
  answers: number;
  /** Per answer: spoken (push-to-talk with the fake microphone) or typed. */
  spoken: boolean[];
  /**
   * How long the candidate reads a dialog before acting on it. Longer than the recorder's grace when an error
   * frame lands during a recording, so a microphone left open under the dialog has time to show.
   */
  dialogThinkMs: number;
  /**
   * The candidate opens the floating Feedback dialog while the interviewer speaks, and reads it for a while: a
   * session dialog that opens meanwhile (a take-over waits for it) must not leave two modals (decision 0631).
   */
  feedbackDialog: boolean;
}

/** mulberry32: small, fast, good enough to draw faults reproducibly. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The kind interview `index` is sure to draw (decision 0766): each run of FAULT_KINDS.length consecutive
 * interviews (a "round") covers every kind once, in an order shuffled from the seed, so a run of r rounds draws
 * each kind at least r times whatever the seed, and a fault kind is never left out of a run by chance. Only
 * (seed, index) decide it, so an interview replays alone.
 */
export function assuredKind(seed: number, index: number): FaultKind {
  const round = Math.floor(index / FAULT_KINDS.length);
  const rand = prng(seed * 7 + round * 104_729 + 1);
  const order: FaultKind[] = [...FAULT_KINDS];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order[index % FAULT_KINDS.length]!;
}

/**
 * `pool`: the kinds the others are drawn from. A gate interview passes GATE_KINDS (seeds.ts's kindPoolOf), so it
 * draws the plan it always drew; exploration passes them all.
 */
export function drawPlan(
  rand: () => number,
  assured: FaultKind,
  pool: readonly FaultKind[] = FAULT_KINDS,
): Plan {
  const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)]!;
  const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
  // Two or three different kinds at once: the assured one and one or two drawn from the others.
  const kinds = pool.filter((k) => k !== assured);
  const count = 2 + (rand() < 0.5 ? 1 : 0);
  const chosen: FaultKind[] = [assured];
  while (chosen.length < count) chosen.push(kinds.splice(Math.floor(rand() * kinds.length), 1)[0]!);
  const faults = chosen.map((kind): Fault => {
    switch (kind) {
      case 'drop-during-leave':
        return { kind, endLatencyMs: int(1_500, 3_000) };
      case 'error-during-recording':
        return {
          kind,
          code: pick([
            'ERROR_GENERATING_RESPONSE',
            'ERROR_HANDLING_USER_RESPONSE_AUDIO',
            'UNKNOWN_ERROR',
            null,
          ]),
        };
      case 'refuse-then-delay':
        // 4 refusals exhaust the room's 3 retries: 'Failed to connect with server', then Reconnect.
        return {
          kind,
          times: pick([1, 2, 4]),
          delayMs: int(100, 400),
          jitterMs: int(0, 500),
          afterLiveMs: int(500, 4_000),
        };
      case 'take-over-while-speaking':
        return { kind };
      case 'slow-end-call':
        return { kind, latencyMs: int(3_000, 6_000) };
      case 'schema-invalid-frame':
        return { kind, atTurn: int(0, 2), frame: rand() < 0.7 ? null : 0 };
      case 'silent-server':
        return { kind, onFirstJoin: rand() < 0.5, afterLiveMs: int(500, 4_000) };
      case 'half-open-socket':
        return { kind, afterLiveMs: int(500, 6_000) };
      case 'late-server':
        // 10.5–13 s: past the 10 s wait between sentences; the rule is cleared after `forMs`, the frames it
        // held still come late.
        return {
          kind,
          ms: int(10_500, 11_500),
          jitterMs: int(0, 1_500),
          afterLiveMs: int(500, 4_000),
          forMs: int(10_000, 25_000),
        };
      case 'offline-blip':
        return {
          kind,
          afterLiveMs: int(500, 6_000),
          offlineMs: int(1_000, 6_000),
          refetchFailures: int(1, 3),
        };
      case 'microphone-ended':
        return { kind };
      case 'stored-device-gone':
        return { kind };
      case 'microphone-muted':
        return { kind, unmuteAfterMs: rand() < 0.5 ? null : int(500, 3_000) };
    }
  });
  const answers =
    chosen.includes('error-during-recording') && chosen.includes('microphone-ended') ? 2 : int(1, 2);
  const spoken = Array.from({ length: answers }, () => rand() < 0.5);
  // An error frame during a recording needs a recording, and so does a microphone that ends; both need two.
  if (chosen.includes('error-during-recording')) spoken[0] = true;
  if (chosen.includes('microphone-ended')) spoken[chosen.includes('error-during-recording') ? 1 : 0] = true;
  // The kinds exploration adds draw nothing here for the gate's kinds: the first answer is spoken (it may share
  // its recording with the kinds above).
  if (chosen.includes('stored-device-gone') || chosen.includes('microphone-muted')) spoken[0] = true;
  let dialogThinkMs = chosen.includes('error-during-recording') ? 3_500 : pick([0, 500, 1_500]);
  const feedbackDialog = rand() < 0.35;
  // A session dialog opening over the Feedback dialog: read long enough for two modals to show past their grace.
  if (feedbackDialog) dialogThinkMs = Math.max(dialogThinkMs, 2_500);
  return { faults, answers, spoken, dialogThinkMs, feedbackDialog };
}

export function describeFault(f: Fault): string {
  switch (f.kind) {
    case 'drop-during-leave':
      return `${f.kind}(end call 500 after ${f.endLatencyMs} ms)`;
    case 'error-during-recording':
      return `${f.kind}(${f.code ?? 'no code'})`;
    case 'refuse-then-delay':
      return `${f.kind}(×${f.times}, ${f.delayMs}+${f.jitterMs} ms, at +${f.afterLiveMs} ms)`;
    case 'slow-end-call':
      return `${f.kind}(${f.latencyMs} ms)`;
    case 'schema-invalid-frame':
      return `${f.kind}(turn ${f.atTurn}, ${f.frame === null ? 'final' : `sentence ${f.frame}`})`;
    case 'silent-server':
      return `${f.kind}(${f.onFirstJoin ? 'first join' : `after a drop at +${f.afterLiveMs} ms`})`;
    case 'half-open-socket':
      return `${f.kind}(at +${f.afterLiveMs} ms)`;
    case 'late-server':
      return `${f.kind}(${f.ms}+${f.jitterMs} ms, at +${f.afterLiveMs} ms for ${f.forMs} ms)`;
    case 'offline-blip':
      return `${f.kind}(${f.offlineMs} ms at +${f.afterLiveMs} ms, then GET room 503 ×${f.refetchFailures})`;
    case 'microphone-muted':
      return `${f.kind}(${f.unmuteAfterMs === null ? 'until the answer ends' : `unmuted after ${f.unmuteAfterMs} ms`})`;
    case 'take-over-while-speaking':
    case 'microphone-ended':
    case 'stored-device-gone':
      return f.kind;
  }
}

const END_CALL = 'POST /interviews/end';

/** What is set before the room loads (scoped to this candidate's room, or to the candidate for HTTP). */
export async function setUp(
  plan: Plan,
  mock: MockControl,
  roomId: string,
  candidateId: string,
): Promise<void> {
  let endLatency = 0;
  for (const f of plan.faults) {
    switch (f.kind) {
      case 'drop-during-leave':
        endLatency = Math.max(endLatency, f.endLatencyMs);
        await mock.fault(END_CALL, { status: 500, message: 'chaos: end call failed', times: 1 });
        break;
      case 'slow-end-call':
        endLatency = Math.max(endLatency, f.latencyMs);
        break;
      case 'schema-invalid-frame':
        await mock.post('/__mock/ws/faults', { kind: 'invalid', atTurn: f.atTurn, frame: f.frame, roomId });
        break;
      case 'silent-server':
        if (f.onFirstJoin) await mock.post('/__mock/ws/faults', { kind: 'silent', roomId });
        break;
      default:
        break;
    }
  }
  if (endLatency > 0)
    await mock.post('/__mock/latency', { ms: endLatency, route: END_CALL, scope: { candidateId } });
}

/** Drops the room's socket (no close frame: a network loss); no socket is not an error here. */
export const dropNow = (mock: MockControl, roomId: string) =>
  mock.post(`/__mock/ws/rooms/${roomId}/drop`).catch(() => undefined);
