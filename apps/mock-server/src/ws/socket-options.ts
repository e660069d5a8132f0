import type { Scheduler } from './scheduler.ts';

/** The socket's knobs as resolved at start-up (environment, test options), shared by every connection. */
export interface ResolvedSocketOptions {
  pingIntervalMs: number;
  tickMs: number;
  maxFrameBytes: number;
  closeAfterEndMs: number;
  scheduler: Scheduler;
  random: () => number;
  /** MOCK_TIME_SCALE as resolved (1 = full length); shown by GET /__mock/ws. */
  timeScale: number;
}
