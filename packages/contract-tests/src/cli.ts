import { formatReport } from './conformance/report.ts';
import { runConformance } from './conformance/runner.ts';
import { resolveTarget } from './conformance/target.ts';

/**
 * `pnpm contract` — calls every operation of openapi.yaml and holds a socket conversation against
 * CONTRACT_API_URL / CONTRACT_WS_URL (default: the mock server, started in-process), validating every
 * answer and frame against the contract. Exit 1 on any failure.
 *
 * CONTRACT_ACCESS_TOKEN (+ CONTRACT_CANDIDATE_ID): sign in with this token instead of the mock persona flow.
 * CONTRACT_READ_ONLY=1: skip calls that spend credits or change data (safe against the real API).
 */
const env = process.env;
const target = await resolveTarget(env);
let ok = false;
try {
  const report = await runConformance({
    apiUrl: target.apiUrl,
    wsUrl: target.wsUrl,
    ...(env.CONTRACT_ACCESS_TOKEN ? { accessToken: env.CONTRACT_ACCESS_TOKEN } : {}),
    ...(env.CONTRACT_CANDIDATE_ID ? { candidateId: env.CONTRACT_CANDIDATE_ID } : {}),
    readOnly: env.CONTRACT_READ_ONLY === '1' || env.CONTRACT_READ_ONLY === 'true',
    ...(env.CONTRACT_PERSONA ? { persona: env.CONTRACT_PERSONA } : {}),
  });
  report.target = target.description;
  for (const line of formatReport(report)) console.log(line);
  ok = report.ok;
} catch (error) {
  console.error(
    `Contract conformance could not run: ${error instanceof Error ? error.stack : String(error)}`,
  );
} finally {
  await target.close();
}
process.exitCode = ok ? 0 : 1;
