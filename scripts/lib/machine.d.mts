// Types for the TypeScript configs and tests that import machine.mjs.
export const FACTOR_ENV: string;
export const CPUS_ENV: string;
export const REFERENCE_MS: number;
export function cgroupCpuLimit(options?: {
  read?: (file: string) => string;
  exists?: (file: string) => boolean;
  procCgroup?: string;
  mount?: string;
}): number | undefined;
export function usableCpus(): number;
export function usableCpusOf(options: { cores: number; limit: number | undefined }): number;
export function e2eWorkers(cpus?: number): number;
export function measureWorkloadMs(threads?: number): number;
export function machineFactor(): number;
export function factorOf(workloadMs: number, referenceMs?: number): number;
export function scaled(ms: number, factor?: number): number;
export function progressClock(): string;
export function progressReading(): { effective: number; factor: number };
export function currentFactor(): number;
export function vitestLimits(ms: number): {
  testTimeout: number;
  hookTimeout: number;
  teardownTimeout: number;
};
export const progressSetup: string;
export function boundedLimit(ms: number): number;
export function describeMachine(): string;
