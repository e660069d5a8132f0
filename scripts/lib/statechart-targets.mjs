// Counts the room statechart's absolute targets (`'#session.…'`, `'#live.…'`) and those that cross a file: a
// target written in one module that names a state declared in another, so that reading the region means opening
// the other file too (decision 0067). Text, not the machine: the file a state is written in is lost
// once the machine is built. A state is declared where its key opens a config (`name: {`,
// `name: sessionSetup…`), is listed in a `states` object (`name,`), or is exported (`export const name`).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const TARGET = /'#([a-zA-Z]+(?:\.[a-zA-Z]+)*)'/g;

/** The statechart's modules under `dir`: every .ts file but tests and test support. */
function modules(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'test-support') out.push(...modules(file));
    else if (entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) out.push(file);
  }
  return out;
}

const declares = (text, state) =>
  new RegExp(
    `^\\s*${state}: (\\{|sessionSetup)|^\\s*${state},\\s*$|^export const ${state}\\b|\\bid: '${state}'`,
    'm',
  ).test(text);

/**
 * Every absolute target in the statechart's modules under `dir`, with the module it is written in and whether
 * the state it names (its last segment) is declared in another module.
 * @param {string} dir the session folder
 * @returns {{ file: string, line: number, target: string, crossFile: boolean }[]}
 */
export function absoluteTargets(dir) {
  const texts = new Map(modules(dir).map((file) => [file, readFileSync(file, 'utf8')]));
  const found = [];
  for (const [file, text] of texts) {
    for (const match of text.matchAll(TARGET)) {
      const target = match[1];
      const state = target.split('.').at(-1);
      const line = text.slice(0, match.index).split('\n').length;
      found.push({
        file: path.relative(dir, file),
        line,
        target: `#${target}`,
        crossFile: !declares(text, state),
      });
    }
  }
  return found;
}
