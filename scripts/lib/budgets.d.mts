// Types for the TypeScript benches that import budgets.mjs.
export interface RouteBudget {
  route: string;
  modules: string[];
  budget: number;
}
export interface Contributor {
  name: string;
  gzip: number;
}
export interface RouteResult extends RouteBudget {
  gzip: number;
  ok: boolean;
  files: string[];
  contributors: Contributor[];
}
export interface Build {
  manifest: Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;
  moduleSizes: Record<string, Record<string, number>>;
  jsFiles: string[];
  read: (file: string) => Buffer;
}
export interface BudgetResult {
  routes: RouteResult[];
  devtools: number;
  ok: boolean;
}
export const ROUTE_BUDGETS: RouteBudget[];
export const DEVTOOLS_SOURCES: string[];
export const DEVTOOLS_MARKER: string;
export function gzipSize(buffer: Buffer): number;
export function kb(bytes: number): string;
export function routeFiles(manifest: Build['manifest'], modules: string[]): string[];
export function contributors(
  files: string[],
  moduleSizes: Build['moduleSizes'],
  gzipOf: (file: string) => number,
  top?: number,
): Contributor[];
export function devtoolsBytes(
  jsFiles: string[],
  moduleSizes: Build['moduleSizes'],
  textOf: (file: string) => string,
): number;
export function checkBudgets(build: Build, budgets?: RouteBudget[]): BudgetResult;
export function formatReport(result: BudgetResult): string;
export function readBuild(dist: string): Build;
