// The docs a newcomer reads first must name what exists: the annotated trees of the READMEs, and the decision
// records' Status lines and their index.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const decisionsDir = path.join(root, 'docs/decisions');

/** The READMEs with annotated trees: the root's and each app's and package's. */
function readmes() {
  const found = [path.join(root, 'README.md'), path.join(root, 'e2e/README.md')];
  for (const group of ['apps', 'packages'])
    for (const dir of readdirSync(path.join(root, group)))
      found.push(path.join(root, group, dir, 'README.md'));
  return found.filter((file) => existsSync(file));
}

/**
 * Every path an annotated tree names, resolved against the tree's first line ('.' is the repository, else a
 * folder of the README's). A name with a placeholder (`<name>`, `…`, `*`) stands for many and is left out.
 */
export function treePaths(markdown, readmeDir) {
  const paths = [];
  for (const [, block] of markdown.matchAll(/```[a-z]*\n([\s\S]*?)```/g)) {
    const lines = block.split('\n').filter((line) => line.trim() !== '');
    if (!lines.some((line) => /[├└]── /.test(line))) continue;
    const indent = /^\s*/.exec(lines[0])[0].length;
    const top = lines[0].trim();
    const base = top === '.' ? root : path.join(readmeDir, top);
    const folders = [];
    for (const line of lines.slice(1)) {
      const match = /^([│ ]*)[├└]── (.*)$/.exec(line.slice(indent));
      if (!match) continue;
      const depth = match[1].length / 4;
      folders.length = depth;
      // The names come first (`a.ts, b.ts`, `dir/`), then the note: after two spaces, or from the first word
      // that is no path.
      const names = [];
      for (const word of match[2].split(/\s{2,}/)[0].split(/,?\s+/)) {
        if (!/[./]/.test(word) || /[<…*(]/.test(word)) {
          if (/[<…*]/.test(word)) names.push(null);
          break;
        }
        names.push(word);
      }
      // Below a placeholder folder (`features/<name>/`) nothing can be resolved.
      const unresolvable = folders.some((folder) => folder === null);
      for (const name of names) if (name && !unresolvable) paths.push(path.join(base, ...folders, name));
      const last = names.at(-1);
      folders[depth] = last === null || unresolvable ? null : last?.endsWith('/') ? last : '';
    }
  }
  return paths;
}

test('every path an annotated README tree names exists', () => {
  const missing = [];
  for (const readme of readmes()) {
    for (const named of treePaths(readFileSync(readme, 'utf8'), path.dirname(readme)))
      if (!existsSync(named)) missing.push(`${path.relative(root, readme)}: ${path.relative(root, named)}`);
  }
  assert.deepEqual(missing, []);
});

test('a tree path that does not exist is caught', () => {
  const tree =
    '```\n.\n├── scripts/\n│   ├── docs.test.js  this test\n│   └── gone.sh  removed\n└── nowhere/\n```\n';
  const named = treePaths(tree, root).map((p) => path.relative(root, p));
  assert.deepEqual(named, ['scripts', 'scripts/docs.test.js', 'scripts/gone.sh', 'nowhere']);
  assert.deepEqual(
    named.filter((p) => !existsSync(path.join(root, p))),
    ['scripts/gone.sh', 'nowhere'],
  );
});

/**
 * `{number, file, text, status, supersededBy, link, partlyBy}` of every decision record. `partlyBy` is the first
 * record linked from a `Partly superseded:` paragraph (an accepted record one part of which a newer one replaced).
 */
function records() {
  return readdirSync(decisionsDir)
    .filter((file) => /^\d{4}-.*\.md$/.test(file))
    .map((file) => {
      const text = readFileSync(path.join(decisionsDir, file), 'utf8');
      const status = /^Status: (.*)$/m.exec(text)?.[1] ?? null;
      const supersededBy = status && /^superseded by \[(\d{4})\]\((\d{4}-[^)]+\.md)\)$/.exec(status);
      const partly = /^Partly superseded\b((?:.+\n?)+)/m.exec(text)?.[1];
      const partlyBy = partly && /\[(\d{4})\]\((\d{4}-[^)]+\.md)\)/.exec(partly);
      return {
        number: file.slice(0, 4),
        file,
        text,
        status,
        supersededBy: supersededBy?.[1] ?? null,
        link: supersededBy?.[2],
        partlyBy: partlyBy?.[1] ?? null,
        partlyLink: partlyBy?.[2],
      };
    });
}

test("every decision record has a Status line: 'accepted' or 'superseded by [NNNN](file)'", () => {
  const bad = records().filter(
    (r) => r.status !== 'accepted' && !(r.supersededBy && existsSync(path.join(decisionsDir, r.link))),
  );
  assert.deepEqual(
    bad.map((r) => `${r.file}: ${r.status ?? 'no Status line'}`),
    [],
  );
});

test('the decision index lists every record once and marks exactly the superseded ones', () => {
  const index = readFileSync(path.join(decisionsDir, 'README.md'), 'utf8');
  for (const r of records()) {
    const lines = index.split('\n').filter((line) => line.includes(`](${r.file})`));
    assert.equal(lines.length, 1, `${r.file} is listed ${lines.length} times in the index`);
    const marked = /\(superseded by (\d{4})\)\s*$/.exec(lines[0])?.[1] ?? null;
    assert.equal(
      marked,
      r.supersededBy,
      `${r.file}: the index says ${marked ?? 'accepted'}, the record ${r.status}`,
    );
    const partly = /\(partly superseded by (\d{4})\)\s*$/.exec(lines[0])?.[1] ?? null;
    assert.equal(
      partly,
      r.partlyBy,
      `${r.file}: the index says partly superseded by ${partly ?? 'nothing'}, the record ${r.partlyBy ?? 'nothing'}`,
    );
  }
});

test('a superseding record says `Supersedes [NNNN](file)`; a partly superseded one links an existing record', () => {
  const all = records();
  const bad = [];
  for (const r of all) {
    if (r.supersededBy) {
      const newer = all.find((n) => n.file === r.link);
      if (!newer?.text.includes(`Supersedes [${r.number}](${r.file})`))
        bad.push(`${r.link} does not say Supersedes [${r.number}](${r.file})`);
    }
    if (r.partlyBy && (r.status !== 'accepted' || !existsSync(path.join(decisionsDir, r.partlyLink))))
      bad.push(`${r.file}: partly superseded by ${r.partlyLink}, status ${r.status}`);
    if (/^Partly superseded\b/m.test(r.text) && !r.partlyBy)
      bad.push(`${r.file}: its Partly superseded paragraph links no record`);
  }
  assert.deepEqual(bad, []);
});
