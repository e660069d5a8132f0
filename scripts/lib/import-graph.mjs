// The workspace's import graph, read from the source text, for the no-cycle lint rule and its test.
// Type-only imports count: TypeScript erases them at run time, but a ring of types is still two modules that
// can only be understood together (decision 0050).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webSrc = path.join(root, 'apps/web/src');
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs'];

// `import x from 'a'`, `import {a, type b} from 'a'`, `export * from 'a'`, `import 'a'`, `import('a')`.
const STATIC = /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/gm;
const BARE = /^\s*import\s*['"]([^'"]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The module specifiers a file's text imports, type-only imports included. */
export function importSpecifiers(text) {
  const found = [];
  for (const [, , , , source] of text.matchAll(STATIC)) found.push(source);
  for (const [, source] of text.matchAll(BARE)) found.push(source);
  for (const [, source] of text.matchAll(DYNAMIC)) found.push(source);
  return found;
}

const isFile = (file) => existsSync(file) && statSync(file).isFile();

/** The workspace file `source` names from `file`, or null for a package or an unresolvable path. */
export function resolveImport(file, source) {
  let base;
  if (source.startsWith('@/') && file.startsWith(webSrc + path.sep))
    base = path.join(webSrc, source.slice(2));
  else if (source.startsWith('.')) base = path.resolve(path.dirname(file), source);
  else return null;
  const stem = base.replace(/\.(js|jsx)$/, '');
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => stem + ext),
    ...EXTENSIONS.map((ext) => path.join(base, 'index' + ext)),
  ];
  return (
    candidates.find((candidate) => EXTENSIONS.includes(path.extname(candidate)) && isFile(candidate)) ?? null
  );
}

/** A cache of each file's imports, keyed by file and invalidated by its modification time. */
export function createImportGraph() {
  const cache = new Map();
  return function importsOf(file) {
    const mtime = statSync(file).mtimeMs;
    const hit = cache.get(file);
    if (hit && hit.mtime === mtime) return hit.targets;
    const targets = importSpecifiers(readFileSync(file, 'utf8'))
      .map((source) => resolveImport(file, source))
      .filter(Boolean);
    cache.set(file, { mtime, targets });
    return targets;
  };
}

/** The shortest chain of imports from `start` back to `goal` ([start, ..., goal]), or null. */
export function pathBack(importsOf, start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    if (file === goal) {
      const chain = [];
      for (let at = file; at !== null; at = previous.get(at)) chain.unshift(at);
      return chain;
    }
    for (const next of importsOf(file)) {
      if (!previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

/** Every group of files that import each other in a ring (Tarjan's strongly connected components). */
export function findCycles(files, importsOf) {
  let index = 0;
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (file) => {
    order.set(file, index);
    low.set(file, index);
    index += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of importsOf(file)) {
      if (!order.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file), low.get(next)));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file), order.get(next)));
    }
    if (low.get(file) === order.get(file)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== file);
      if (group.length > 1 || importsOf(file).includes(file)) groups.push(group.sort());
    }
  };
  for (const file of files) if (!order.has(file)) visit(file);
  return groups;
}
