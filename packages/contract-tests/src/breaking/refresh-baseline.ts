import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { baselineDir, OPENAPI_PATH, repoRoot, SOCKET_SCHEMA_PATH } from './sources.ts';

/**
 * `pnpm --filter @mockint/contract-tests breaking:baseline` — snapshots the current contract as the
 * baseline the gate uses when there is no git history to compare with. Run it deliberately, when a
 * contract version is released (after a major bump and its changelog entry), never to silence the gate.
 */
mkdirSync(baselineDir, { recursive: true });
for (const file of [OPENAPI_PATH, SOCKET_SCHEMA_PATH]) {
  const target = path.join(baselineDir, path.basename(file));
  copyFileSync(path.join(repoRoot, file), target);
  console.log(`baseline: ${file} → ${path.relative(repoRoot, target)}`);
}
