import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { ContractSnapshot } from './check.ts';

type Json = Record<string, unknown>;

const here = path.dirname(fileURLToPath(import.meta.url));
export const packageDir = path.resolve(here, '../..');
export const repoRoot = path.resolve(packageDir, '../..');
export const contractDir = path.join(repoRoot, 'packages/api-contract');
export const baselineDir = path.join(packageDir, 'baseline');

/** Repository-relative locations of the two contract documents (also their names in baseline/). */
export const OPENAPI_PATH = 'packages/api-contract/openapi.yaml';
export const SOCKET_SCHEMA_PATH = 'packages/api-contract/generated/socket-protocol.schema.json';
export const CHANGELOG_PATH = path.join(contractDir, 'CHANGELOG.md');

export function parseSnapshot(openapiText: string, socketText: string): ContractSnapshot {
  return { openapi: parse(openapiText) as Json, socket: JSON.parse(socketText) as Json };
}

/** The working tree's contract. */
export function readCurrent(): ContractSnapshot {
  return parseSnapshot(
    readFileSync(path.join(repoRoot, OPENAPI_PATH), 'utf8'),
    readFileSync(path.join(repoRoot, SOCKET_SCHEMA_PATH), 'utf8'),
  );
}

/** A directory holding openapi.yaml and socket-protocol.schema.json (the baseline, or a fixture). */
export function readDir(dir: string): ContractSnapshot {
  return parseSnapshot(
    readFileSync(path.join(dir, 'openapi.yaml'), 'utf8'),
    readFileSync(path.join(dir, 'socket-protocol.schema.json'), 'utf8'),
  );
}

function git(args: string[]): string | undefined {
  try {
    return execFileSync('git', args, {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return undefined;
  }
}

/**
 * The merge base of HEAD with main (origin/main first: in CI the local main may be stale or absent), or
 * an explicit ref. Undefined when there is no git history or no such ref — the caller then uses the
 * committed baseline.
 */
export function findBaseCommit(explicitRef?: string): { commit: string; ref: string } | undefined {
  const refs = explicitRef ? [explicitRef] : ['origin/main', 'main'];
  for (const ref of refs) {
    const commit = git(['merge-base', 'HEAD', ref])?.trim();
    if (commit) return { commit, ref };
  }
  return undefined;
}

/** The contract as of `commit`, or undefined when either file did not exist yet. */
export function readAtCommit(commit: string): ContractSnapshot | undefined {
  const openapi = git(['show', `${commit}:${OPENAPI_PATH}`]);
  const socket = git(['show', `${commit}:${SOCKET_SCHEMA_PATH}`]);
  if (openapi === undefined || socket === undefined) return undefined;
  return parseSnapshot(openapi, socket);
}

export const exists = existsSync;
