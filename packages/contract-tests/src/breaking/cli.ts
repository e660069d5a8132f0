import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkContract, type ContractSnapshot } from './check.ts';
import {
  baselineDir,
  CHANGELOG_PATH,
  exists,
  findBaseCommit,
  readAtCommit,
  readCurrent,
  readDir,
  repoRoot,
} from './sources.ts';

/**
 * `pnpm --filter @mockint/contract-tests breaking` — fails (exit 1) when openapi.yaml or the socket
 * protocol schema changed incompatibly since the merge base with main (or since the committed baseline
 * when there is no history), unless the major version was bumped with a changelog entry.
 *
 * Options: --base <ref> (or CONTRACT_BASE_REF) compares with the merge base of that ref instead of main;
 * --baseline forces the committed baseline; --before <dir> / --after <dir> compare two directories that
 * hold openapi.yaml and socket-protocol.schema.json; --changelog <file> overrides the changelog.
 */
function main(): number {
  const { values } = parseArgs({
    options: {
      base: { type: 'string' },
      baseline: { type: 'boolean', default: false },
      before: { type: 'string' },
      after: { type: 'string' },
      changelog: { type: 'string' },
    },
  });

  let before: ContractSnapshot | undefined;
  let source = '';
  if (values.before) {
    before = readDir(path.resolve(values.before));
    source = values.before;
  } else if (!values.baseline) {
    const base = findBaseCommit(values.base ?? process.env.CONTRACT_BASE_REF);
    if (base) {
      before = readAtCommit(base.commit);
      if (before) source = `merge base of HEAD and ${base.ref} (${base.commit.slice(0, 12)})`;
    }
  }
  if (!before) {
    if (!exists(path.join(baselineDir, 'openapi.yaml'))) {
      console.error(
        `No git history to compare with and no baseline in ${path.relative(repoRoot, baselineDir)}.`,
      );
      console.error('Create one with: pnpm --filter @mockint/contract-tests breaking:baseline');
      return 1;
    }
    before = readDir(baselineDir);
    source = `committed baseline ${path.relative(repoRoot, baselineDir)}/`;
  }

  const after = values.after ? readDir(path.resolve(values.after)) : readCurrent();
  const changelogPath = values.changelog ? path.resolve(values.changelog) : CHANGELOG_PATH;
  const changelog = exists(changelogPath) ? readFileSync(changelogPath, 'utf8') : undefined;

  console.log(`Breaking-change gate: comparing the working tree with the ${source}`);
  const result = checkContract({ before, after, changelog });
  for (const line of result.lines) (result.ok ? console.log : console.error)(line);
  return result.ok ? 0 : 1;
}

process.exitCode = main();
