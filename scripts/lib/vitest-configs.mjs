// Where the workspace's Vitest configs are: one `vitest.config.ts` per package under apps/ and packages/. The
// tooling tests that hold every config to a rule (the progress clock, the isolation split) read this one list.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Absolute paths of every package's `vitest.config.ts`. */
export function vitestConfigs(root = repoRoot) {
  return ['apps', 'packages']
    .flatMap((dir) =>
      readdirSync(path.join(root, dir)).map((name) => path.join(root, dir, name, 'vitest.config.ts')),
    )
    .filter((file) => existsSync(file));
}
