// Entry of @mockint/contract-tests/conformance: for whoever hosts the API under test (apps/mock-server
// runs the suite against itself for `pnpm contract`).
export { CASES } from './cases/index.ts';
export { runConformanceCli } from './cli.ts';
export { formatReport } from './report.ts';
export { runConformance } from './runner.ts';
export { resolveTarget, wsUrlFor, type Target } from './target.ts';
