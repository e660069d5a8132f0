// Source comments hold to CONTRIBUTING's rule (decision 0085): a comment names the decision that records a
// choice, never the issue that asked for it (an issue is closed and forgotten; the decision stays in the
// repository), a decision it names exists and was not superseded as a whole, and a repository path it names
// exists, as in the docs (decision 0053, scripts/doc-paths.test.js).
// The whole text of a source file is read for an issue, so a test's title or a string cannot name one either.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;

const texts = new Map();
/** A source file's text, read once for every check. */
const read = (file) =>
  texts.get(file) ?? texts.set(file, readFileSync(path.join(root, file), 'utf8')).get(file);

/** Every tracked source file of the packages, the e2e suite and the scripts (generated ones left out). */
let tracked;
export function sourceFiles() {
  tracked ??= execFileSync('git', ['ls-files', '-z', 'apps', 'packages', 'e2e', 'scripts'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(
      (file) => SOURCE.test(file) && !/(^|\/)generated\//.test(file) && existsSync(path.join(root, file)),
    );
  return tracked;
}

// The word issue or ticket, then a number (with or without `#`): CONTRIBUTING asks for the decision instead.
const ISSUE = /\b(?:issues?|tickets?)\s*#?\d+/i;

/** `line: text` of every line that names an issue. */
export function issueReferences(text) {
  return text.split('\n').flatMap((line, i) => (ISSUE.test(line) ? [`${i + 1}: ${line.trim()}`] : []));
}

/**
 * The comment text of each line: a line that is a comment (`//`, or inside a block comment), or what follows
 * ` // ` after code when no string is open before it. Comments inside a template literal, or after code on a
 * block comment's first line, are not seen: the check is for the comments people write, not a parser.
 */
export function commentLines(text) {
  const found = [];
  let inBlock = false;
  text.split('\n').forEach((line, i) => {
    const trimmed = line.trim();
    if (inBlock) {
      found.push({ line: i + 1, text: trimmed });
      if (trimmed.endsWith('*/')) inBlock = false;
    } else if (trimmed.startsWith('//')) found.push({ line: i + 1, text: trimmed });
    else if (trimmed.startsWith('/*')) {
      found.push({ line: i + 1, text: trimmed });
      inBlock = !trimmed.endsWith('*/') || trimmed === '/*';
    } else {
      const at = line.indexOf(' // ');
      const before = line.slice(0, Math.max(at, 0));
      const open = ["'", '"', '`'].some((q) => before.split(q).length % 2 === 0);
      if (at >= 0 && !open) found.push({ line: i + 1, text: line.slice(at + 4) });
    }
  });
  return found;
}

// A repository path: from a top folder, as a reader would type it from the root.
const REPO_PATH = /(?<![\w./@-])(?:apps|packages|e2e|scripts|docs)\/[\w.@/-]*/g;
/** Build and test output (ignored by git): named by comments, made by a build or a run, never in a clone. */
const OUTPUT = /(^|\/)(dist|node_modules|\.deploy|\.vite|test-results[^/]*|playwright-report[^/]*)(\/|$)/;

/** The repository paths a comment's text names, as written (trailing punctuation and a `:line` left off). */
export function namedRepoPaths(comment) {
  const found = [];
  for (const { 0: match, index } of comment.matchAll(REPO_PATH)) {
    const after = comment.slice(index + match.length);
    // A placeholder or a glob (`apps/*/src`, `features/<name>/`, `NNNN-…`) is a pattern, not a path.
    if (/^[*<{…]/.test(after) || /NNNN|\/x\//.test(match)) continue;
    const named = match.replace(/'s$/, '').replace(/[.:-]+$/, '');
    if (!OUTPUT.test(named)) found.push(named);
  }
  return found;
}

/** Where a path a comment of `file` names may be: from the root, or from the file's package (`scripts/`). */
export function candidates(file, named) {
  const pkg = /^((apps|packages)\/[^/]+|e2e)\//.exec(file)?.[1];
  return [path.join(root, named), ...(pkg ? [path.join(root, pkg, named)] : [])];
}

/** `file:line: path` for every repository path a comment names that exists nowhere it may be. */
export function danglingCommentPaths(files = sourceFiles()) {
  const dangling = [];
  for (const file of files) {
    for (const { line, text } of commentLines(read(file)))
      for (const named of namedRepoPaths(text))
        if (!candidates(file, named).some((place) => existsSync(place)))
          dangling.push(`${file}:${line}: ${named}`);
  }
  return dangling;
}

// The word decision(s), then record numbers (a list with commas, `and`, `or`, or a range): the records named.
const DECISIONS = /\bdecisions?\s+(\d{4}(?:\s*(?:,|and|or|–|-)\s*\d{4})*)/gi;

/** `number → Status line` of every decision record. */
export function decisionStatuses(dir = path.join(root, 'docs/decisions')) {
  const statuses = new Map();
  for (const name of readdirSync(dir)) {
    const number = /^(\d{4})-.*\.md$/.exec(name)?.[1];
    if (number)
      statuses.set(number, /^Status: .*$/m.exec(readFileSync(path.join(dir, name), 'utf8'))?.[0] ?? '');
  }
  return statuses;
}

/** `line: number (why)` for every decision a text names that does not exist or was superseded as a whole. */
export function staleDecisions(text, statuses) {
  const stale = [];
  for (const { 1: list, index } of text.matchAll(DECISIONS)) {
    const line = text.slice(0, index).split('\n').length;
    for (const number of list.match(/\d{4}/g)) {
      const status = statuses.get(number);
      if (status === undefined) stale.push(`${line}: ${number} (no such record)`);
      else if (/^Status: superseded by/.test(status)) stale.push(`${line}: ${number} (${status.slice(8)})`);
    }
  }
  return stale;
}

test('no source file names an issue: its comments and titles name the decision', () => {
  const found = sourceFiles().flatMap((file) => issueReferences(read(file)).map((hit) => `${file}:${hit}`));
  assert.deepEqual(found, []);
});

test('every repository path a source comment names exists', () => {
  assert.deepEqual(danglingCommentPaths(), []);
});

test('every decision a source file names exists and still holds (not superseded as a whole)', () => {
  const statuses = decisionStatuses();
  const found = sourceFiles().flatMap((file) =>
    staleDecisions(read(file), statuses).map((hit) => `${file}:${hit}`),
  );
  assert.deepEqual(found, []);
});

test('which decisions a text names, and which are stale', () => {
  const statuses = new Map([
    ['0604', 'Status: superseded by [0622](0622-leave-end-call-and-answers.md)'],
    ['0622', 'Status: accepted'],
    ['0632', 'Status: accepted'],
    ['0638', 'Status: accepted'],
  ]);
  // Built from parts, so that this file does not name them itself.
  const [one, many] = ['decision', 'decisions'];
  const text = [
    `// exactly once (${one} 0604); the order (${many} 0604 and 0622)`,
    `// the network states (${many} 0632–0638), a record to come (${one} 0999); seed 498728, 0604 bare`,
  ].join('\n');
  assert.deepEqual(staleDecisions(text, statuses), [
    '1: 0604 (superseded by [0622](0622-leave-end-call-and-answers.md))',
    '1: 0604 (superseded by [0622](0622-leave-end-call-and-answers.md))',
    '2: 0999 (no such record)',
  ]);
});

test('what names an issue, and what does not', () => {
  const hits = (text) => issueReferences(text).length;
  // Built from parts, so that this file does not name one itself.
  const issue = ['iss', 'ue'].join('');
  assert.equal(hits(`// the other file too (${issue} #51, decision 0067)`), 1);
  assert.equal(hits(`describe('a late acknowledgement (${issue} 50, item 1)', () => {`), 1);
  assert.equal(hits(`// ${issue}s 38 and 50`), 1);
  assert.equal(hits(`// ${issue}#7`), 1);
  assert.equal(
    hits('// a late acknowledgement (decision 0648); seed 498728; #ff0000; the issue is timing'),
    0,
  );
});

test("a path is found from the root or from the file's package; a missing one is caught", () => {
  const exists = (file, named) => candidates(file, named).some((place) => existsSync(place));
  assert.equal(exists('apps/web/src/main.tsx', 'scripts/docs.test.js'), true);
  assert.equal(
    exists('apps/mock-server/src/start.ts', 'scripts/make-audio.sh'),
    true,
    "the mock's own scripts/",
  );
  assert.equal(
    exists('apps/web/src/main.tsx', 'scripts/make-audio.sh'),
    false,
    "the mock's, not the web app's",
  );
  assert.equal(exists('e2e/fixtures.ts', 'e2e/tests/dashboard/dashboard-lines.spec.ts'), false);
});

test('which comments are read, and the repository paths they name', () => {
  const source = [
    '// See apps/web/src/main.tsx and scripts/gone.mjs.',
    "const url = 'apps/web/in-a-string.ts'; // beside code: e2e/fixtures.ts:12,",
    "const glob = 'x // apps/not-a-comment.ts';",
    '/**',
    " * apps/web/dist/index.html is output; packages/*/src, features/<name>/ are patterns; apps/web's build.",
    ' * docs/decisions/NNNN-kebab-title.md is a convention; docs/decisions/0203 is not a record.',
    ' */',
    'const a = 1;',
  ].join('\n');
  const paths = commentLines(source).flatMap(({ line, text }) =>
    namedRepoPaths(text).map((p) => `${line}: ${p}`),
  );
  assert.deepEqual(paths, [
    '1: apps/web/src/main.tsx',
    '1: scripts/gone.mjs',
    '2: e2e/fixtures.ts',
    '5: apps/web',
    '6: docs/decisions/0203',
  ]);
});
