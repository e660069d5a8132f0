import { runConformanceCli } from './conformance/cli.ts';
import { resolveTarget } from './conformance/target.ts';

/**
 * `pnpm --filter @mockint/contract-tests conformance` — calls every operation of openapi.yaml and holds a
 * socket conversation against CONTRACT_API_URL / CONTRACT_WS_URL, validating every answer and frame against
 * the contract. Exit 1 on any failure. `pnpm contract` at the root runs it against the mock instead.
 */
let target;
try {
  target = resolveTarget(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
process.exitCode = await runConformanceCli(target, process.env);
