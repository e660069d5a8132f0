// Types for the TypeScript benches that import bench-time.mjs.
export const VITALS_BUDGET_MS: number;
export const CALIBRATION_BUDGET_MS: number;
export function anotherRun(options: {
  done: number;
  wanted: number;
  elapsedMs: number;
  longestRunMs: number;
  budgetMs: number;
}): boolean;
export function anotherReading(options: {
  done: number;
  wanted: number;
  elapsedMs: number;
  budgetMs?: number;
}): boolean;
