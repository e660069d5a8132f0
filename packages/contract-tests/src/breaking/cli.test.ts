import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { fixtureOpenApi, fixtureSocket } from './fixtures.ts';
import { findBaseCommit, packageDir, readAtCommit } from './sources.ts';
import { scaled } from '../../../../scripts/lib/machine.mjs';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Doc = any;

const run = promisify(execFile);
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');

function writeContract(openapi: Doc, socket: Doc): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'contract-gate-'));
  writeFileSync(path.join(dir, 'openapi.yaml'), stringify(openapi));
  writeFileSync(path.join(dir, 'socket-protocol.schema.json'), JSON.stringify(socket, null, 2));
  return dir;
}

async function gate(edit: (openapi: Doc, socket: Doc) => void, changelog = '# Changelog\n') {
  const before = writeContract(fixtureOpenApi(), fixtureSocket());
  const openapi = fixtureOpenApi();
  const socket = fixtureSocket();
  edit(openapi, socket);
  const after = writeContract(openapi, socket);
  const changelogFile = path.join(after, 'CHANGELOG.md');
  writeFileSync(changelogFile, changelog);
  const args = ['src/breaking/cli.ts', '--before', before, '--after', after, '--changelog', changelogFile];
  try {
    // The real CLI in a child process: its exit code is what CI sees.
    const { stdout, stderr } = await run(process.execPath, [tsxCli, ...args], { cwd: packageDir });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

const renameFullName = (openapi: Doc) => {
  const candidate = openapi.components.schemas.Candidate;
  candidate.properties.displayName = candidate.properties.fullName;
  delete candidate.properties.fullName;
  candidate.required = candidate.required.map((f: string) => (f === 'fullName' ? 'displayName' : f));
};

const dropHint = (socket: Doc) => {
  socket.$defs.ServerMessage.oneOf = socket.$defs.ServerMessage.oneOf.filter(
    (branch: Doc) => branch.$ref !== '#/$defs/HintResponseMessage',
  );
};

/**
 * The Node-LTS pass (`MOCKINT_TEST_NODE` set) runs the CLI's two exits, which prove it starts, reads its files
 * and exits under that Node; the gate's rules after them are our logic on V8, run here under this Node, and
 * each costs a CLI start (decision 0080).
 */
const gateRule = it.skipIf(Boolean(process.env.MOCKINT_TEST_NODE));

describe('breaking-change gate CLI', { timeout: scaled(120_000) }, () => {
  it('exits 0 on an additive change', async () => {
    const result = await gate(
      (openapi) => (openapi.components.schemas.Candidate.properties.timezone = { type: 'string' }),
    );
    expect(result.output).toContain('Breaking-change gate: PASS');
    expect(result.code).toBe(0);
  });

  it('exits 1 on a breaking spec edit and says exactly what broke', async () => {
    const result = await gate(renameFullName);
    expect(result.code).toBe(1);
    expect(result.output).toContain(
      'BREAKING GET /candidates/me (getCurrentCandidate): response 200 application/json: removed field data.fullName (string → —)',
    );
    expect(result.output).toContain('without a major version bump (1.0.0 → 1.0.0)');
    expect(result.output).toContain('Breaking-change gate: FAIL');
  });

  gateRule('exits 1 on a breaking socket change, naming the message type', async () => {
    const result = await gate((_openapi, socket) => dropHint(socket));
    expect(result.code).toBe(1);
    expect(result.output).toContain(
      "BREAKING server message hint_response: removed message type 'hint_response'",
    );
  });

  gateRule('still fails after a major bump without a changelog entry', async () => {
    const result = await gate((openapi) => {
      renameFullName(openapi);
      openapi.info.version = '2.0.0';
    });
    expect(result.code).toBe(1);
    expect(result.output).toContain(
      'major version bumped to 2.0.0, but packages/api-contract/CHANGELOG.md has no entry',
    );
  });

  gateRule(
    'passes a breaking change with a major bump and a changelog entry (the escape hatch), per half',
    async () => {
      const bumpBoth = (openapi: Doc, socket: Doc) => {
        renameFullName(openapi);
        openapi.info.version = '2.0.0';
        dropHint(socket);
        socket.$defs.ProtocolVersion.const = '2.0.0';
      };
      const httpOnly = await gate(
        bumpBoth,
        '# Changelog\n\n## 2.0.0\n- Candidate.fullName is now displayName.\n',
      );
      expect(httpOnly.code).toBe(1);
      expect(httpOnly.output).toMatch(/socket protocol .*no entry for it/);

      const both = await gate(
        bumpBoth,
        '# Changelog\n\n## 2.0.0\n- Candidate.fullName is now displayName.\n\n## Socket protocol 2.0.0\n- hint_response removed.\n',
      );
      expect(both.output).toContain('Breaking-change gate: PASS');
      expect(both.code).toBe(0);
    },
  );
});

describe('breaking-change gate sources', () => {
  const inGit = findBaseCommit('HEAD') !== undefined;

  it.skipIf(!inGit)('reads both contract documents as of a commit', () => {
    const base = findBaseCommit('HEAD');
    const snapshot = base && readAtCommit(base.commit);
    // Undefined only for commits that predate the contract files.
    if (snapshot) {
      expect(snapshot.openapi.openapi).toMatch(/^3\.1\./);
      expect(snapshot.socket.$defs).toHaveProperty('ServerMessage');
    }
  });

  it('finds no base for a ref that does not exist (the CLI then uses the committed baseline)', () => {
    expect(findBaseCommit('refs/heads/contract-tests-no-such-branch')).toBeUndefined();
  });
});
