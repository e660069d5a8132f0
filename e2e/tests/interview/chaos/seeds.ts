import { assuredKind, FAULT_KINDS, GATE_KINDS, type FaultKind } from './faults.ts';

/**
 * The chaos gate (decision 0768): the seeds `pnpm test` (CI) runs, kept here so the same commit always runs the
 * same interviews. The assured kinds are dealt across the whole gate, not per seed: the gate's interviews are
 * numbered one after the other across the seeds, GATE_PER_SEED to a seed, and interview n is sure to draw
 * GATE_KINDS[n % GATE_KINDS.length]. The gate runs the first GATE_INTERVIEWS of them: 33, what CI's 12-minute
 * line holds (decision 0661): of the 13 kinds the first seven 3 times, the last six twice (≥ GATE_MIN_PER_KIND),
 * besides the kinds each interview draws as its others. Each seed runs `gatePerSeed` interviews: 7, and 5 for
 * the last.
 *
 * `pnpm e2e:chaos` explores with a fresh random seed (or CHAOS_SEED) and prints the line to add here when an
 * interview fails. Every seed that ever found a defect joins the list, with what it found; none leaves it (a
 * seed added at the end leaves the others' interviews as they were). Seeds found before the harness drew by
 * rounds (decision 0766) draw other plans today: they stay as seeds that once found something, and count toward
 * the gate's size.
 */
export interface GateSeed {
  seed: number;
  /** What it found, and the commit or decision that fixed it. */
  found: string;
}

export const GATE_SEEDS: readonly GateSeed[] = [
  {
    seed: 498719,
    found:
      'an interview hit its 3-minute test timeout twice: the harness waited unbounded (decision 0751); then, ' +
      'interview 6 (a silent server after a drop, typed answers): answer-kept, 2 answers given, 1 on the mock at ' +
      'the end. The cause, from the message sequence: after the greeted rejoin the answer typed at once was ' +
      'refused by a server still speaking the reply the drop cut, whose first chunk the room had taken for its ' +
      'acknowledgement. A reply is owed after every join until a final sentence (decision 0086, ' +
      'session-statechart.rejoin.test.ts)',
  },
  {
    seed: 498723,
    found: 'taking the room back after the interview ended left "Interview continues in another tab" (0624)',
  },
  {
    seed: 498728,
    found:
      'a session dialog over the leave confirmation read as stuck: the harness read the wrong dialog; then, ' +
      'interview 3 (a silent server after a drop, a drop during leave): answer-kept, 1 answer given, 0 on the ' +
      'mock, 0 offered again. Replayed alone it did not recur on a quiet machine; the cause, from the ' +
      'message sequence: an answer cut by the connection was taken as acknowledged by the first model_response ' +
      'after the rejoin, in a chat the room had not seen, though the server never got it. A reply no longer ' +
      "acknowledges such an answer; the server's chats read after the join do (decision 0663, " +
      'session-statechart.rejoin.test.ts)',
  },
  {
    seed: 498790,
    found:
      'a server that never greets after a drop: 4 of 30 stuck on Joining (decision 0630); with the network kinds, ' +
      "dealt by rounds: a reload meeting the room's data still failing (0639), a late greeting then 10 s more " +
      'waiting (0640)',
  },
  {
    seed: 498792,
    found: "refused ×2 after a drop, then a silent server: 22 s on 'Joining...' (one joining deadline, 0630)",
  },
];

/**
 * The gate must draw every fault kind at least this often as an assured kind: 2 since the gate deals 13 kinds in
 * the 33 interviews its time holds (decision 0661; 3 was 39 interviews, over CI's line).
 */
export const GATE_MIN_PER_KIND = 2;
/**
 * The gate runs at least this many interviews: 33, what CI's 12-minute line holds (710 s of 720 s measured,
 * decision 0661). More would grow its wall time; fewer would leave runtime unused.
 */
export const GATE_MIN_INTERVIEWS = 33;

/** Interviews per gate seed (one group, chaos spec), in the deal's numbering; the last seed runs fewer. */
export const GATE_PER_SEED = 7;

/**
 * The gate's interviews: GATE_MIN_INTERVIEWS, each fault kind assured GATE_MIN_PER_KIND times, and at least one
 * interview of every seed (a seed added to the list adds interviews when the others' are all taken).
 */
export const GATE_INTERVIEWS = Math.max(
  GATE_MIN_INTERVIEWS,
  GATE_MIN_PER_KIND * GATE_KINDS.length,
  (GATE_SEEDS.length - 1) * GATE_PER_SEED + 1,
);

/** How many interviews (indices 0…n-1) the gate runs of the seed at `position` in GATE_SEEDS. */
export function gatePerSeed(position: number): number {
  return Math.max(0, Math.min(GATE_PER_SEED, GATE_INTERVIEWS - position * GATE_PER_SEED));
}

/**
 * The kind interview `index` of `seed` is sure to draw. A gate seed's first GATE_PER_SEED interviews take their
 * turn in the gate's deal (see above), also when replayed with CHAOS_SEED, so a gate interview replays as it
 * ran; any other interview takes the seed's shuffled rounds (faults.ts's assuredKind, decision 0766).
 */
export function assuredKindOf(seed: number, index: number): FaultKind {
  const position = GATE_SEEDS.findIndex((s) => s.seed === seed);
  if (!isGateInterview(seed, index)) return assuredKind(seed, index);
  return GATE_KINDS[(position * GATE_PER_SEED + index) % GATE_KINDS.length]!;
}

/** Whether interview `index` of `seed` is one of the gate's deal (replayed with CHAOS_SEED too). */
function isGateInterview(seed: number, index: number): boolean {
  return GATE_SEEDS.some((s) => s.seed === seed) && index < GATE_PER_SEED;
}

/**
 * The kinds interview `index` of `seed` draws its other faults from: the gate's kinds for a gate interview (its
 * plan stays as it ran), every kind for exploration (decision 0661).
 */
export function kindPoolOf(seed: number, index: number): readonly FaultKind[] {
  return isGateInterview(seed, index) ? GATE_KINDS : FAULT_KINDS;
}
