import { formatReport } from './report.ts';
import { runConformance } from './runner.ts';
import type { Target } from './target.ts';

/**
 * Runs the suite against `target` with the CONTRACT_* options of `env`, prints the report and returns the
 * exit code (1 on any failure). Closes the target either way.
 *
 * CONTRACT_ACCESS_TOKEN (+ CONTRACT_CANDIDATE_ID): sign in with this token instead of the mock persona flow.
 * CONTRACT_READ_ONLY=1: skip calls that spend credits or change data (safe against the real API).
 * CONTRACT_PERSONA: mock persona to sign in as.
 */
export async function runConformanceCli(
  target: Target,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
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
  return ok ? 0 : 1;
}
