// The tooling tests as explicit files: since Node 21, `node --test <dir>` no longer accepts a directory, and
// a shell glob would not expand on Windows shells.
import { readdirSync } from 'node:fs';
import path from 'node:path';

export function toolingTestFiles(root) {
  const dir = path.join(root, 'scripts');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.test.js') || name.endsWith('.test.mjs'))
    .sort()
    .map((name) => path.join('scripts', name));
}
