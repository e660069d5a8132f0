/**
 * Regenerates the committed artefacts of the contract:
 *   generated/openapi.d.ts              (openapi-typescript from openapi.yaml)
 *   generated/socket-protocol.schema.json (buildSocketProtocolJsonSchema() from src/socket)
 *   generated/asyncapi.yaml             (the socket as an AsyncAPI 3.0 document, scripts/lib/asyncapi.ts)
 *
 * Usage: tsx scripts/generate.ts [--check] [--write] [--out-dir <dir>]
 * With --check, or when CI is set (and --write is not given), nothing is written: the files are rendered in
 * memory and compared with the committed ones, and the process exits 1 naming every drifted file. That keeps
 * CI from silently "fixing" a contract change that was never committed.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import ts from 'typescript';
import { buildSocketProtocolJsonSchema } from '../src/socket/json-schema.ts';
import { renderAsyncApiYaml } from './lib/asyncapi.ts';

export const PACKAGE_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const OPENAPI_PATH = path.join(PACKAGE_ROOT, 'openapi.yaml');
export const DEFAULT_OUT_DIR = path.join(PACKAGE_ROOT, 'generated');

export const OPENAPI_TYPES_FILE = 'openapi.d.ts';
export const SOCKET_SCHEMA_FILE = 'socket-protocol.schema.json';
export const ASYNCAPI_FILE = 'asyncapi.yaml';

export interface GeneratedFile {
  /** File name relative to the output directory. */
  name: string;
  contents: string;
}

export interface Drift {
  name: string;
  reason: 'missing' | 'changed';
  /** Short, human-readable pointer at the first difference. */
  hint: string;
}

const BLOB = ts.factory.createTypeReferenceNode('Blob');
const NULL = ts.factory.createLiteralTypeNode(ts.factory.createNull());

export async function renderOpenApiTypes(specPath: string = OPENAPI_PATH): Promise<string> {
  const ast = await openapiTS(pathToFileURL(specPath), {
    silent: true,
    // Multipart file parts (the resume) are Blobs on both browser and Node 20; `string` would force casts.
    transform(schemaObject) {
      if ('format' in schemaObject && schemaObject.format === 'binary') {
        const type = schemaObject.type;
        const nullable = Array.isArray(type) && type.includes('null');
        return nullable ? ts.factory.createUnionTypeNode([BLOB, NULL]) : BLOB;
      }
      return undefined;
    },
  });
  return `${COMMENT_HEADER}${astToString(ast)}`;
}

export function renderSocketProtocolSchema(): string {
  // buildSocketProtocolJsonSchema() emits keys in a fixed order, so plain JSON.stringify is stable.
  return `${JSON.stringify(buildSocketProtocolJsonSchema(), null, 2)}\n`;
}

export async function renderAll(specPath: string = OPENAPI_PATH): Promise<GeneratedFile[]> {
  return [
    { name: OPENAPI_TYPES_FILE, contents: await renderOpenApiTypes(specPath) },
    { name: SOCKET_SCHEMA_FILE, contents: renderSocketProtocolSchema() },
    { name: ASYNCAPI_FILE, contents: renderAsyncApiYaml() },
  ];
}

async function readIfExists(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function clip(line: string | undefined): string {
  if (line === undefined) return '<end of file>';
  return line.length > 100 ? `${line.slice(0, 100)}…` : line;
}

/** Points at the first differing line; enough to tell a hand edit from a stale generation. */
export function describeDifference(committed: string, expected: string): string {
  const a = committed.split('\n');
  const b = expected.split('\n');
  let line = 0;
  while (line < a.length && line < b.length && a[line] === b[line]) line += 1;
  return [
    `first difference at line ${line + 1} (committed ${a.length} lines, expected ${b.length} lines)`,
    `  - committed: ${clip(a[line])}`,
    `  + expected:  ${clip(b[line])}`,
  ].join('\n');
}

export async function findDrift(outDir: string, files: GeneratedFile[]): Promise<Drift[]> {
  const drifts: Drift[] = [];
  for (const file of files) {
    const committed = await readIfExists(path.join(outDir, file.name));
    if (committed === undefined) {
      drifts.push({ name: file.name, reason: 'missing', hint: 'file does not exist' });
    } else if (committed !== file.contents) {
      drifts.push({ name: file.name, reason: 'changed', hint: describeDifference(committed, file.contents) });
    }
  }
  return drifts;
}

export function formatDriftReport(drifts: Drift[], outDirLabel = 'generated'): string {
  return drifts
    .map((drift) => {
      const label = `${outDirLabel}/${drift.name}`;
      const headline =
        drift.reason === 'missing'
          ? `${label} is missing: run pnpm generate`
          : `${label} is out of date: run pnpm generate`;
      return `${headline}\n${drift.hint}`;
    })
    .join('\n\n');
}

/** Writes the files that differ; returns the names written. */
export async function writeAll(outDir: string, files: GeneratedFile[]): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  const written: string[] = [];
  for (const file of files) {
    const target = path.join(outDir, file.name);
    // Skipping identical files keeps mtimes stable, so watchers and turbo do not see phantom changes.
    if ((await readIfExists(target)) === file.contents) continue;
    await writeFile(target, file.contents, 'utf8');
    written.push(file.name);
  }
  return written;
}

export interface CliOptions {
  check: boolean;
  outDir: string;
}

function isCiEnv(env: NodeJS.ProcessEnv): boolean {
  const value = env.CI?.trim().toLowerCase();
  return value !== undefined && value !== '' && value !== '0' && value !== 'false';
}

export function parseArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): CliOptions {
  let check = isCiEnv(env);
  let outDir = DEFAULT_OUT_DIR;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--check') check = true;
    else if (arg === '--write') check = false;
    else if (arg === '--out-dir') {
      const value = argv[i + 1];
      if (!value) throw new Error('--out-dir needs a directory');
      outDir = path.resolve(value);
      i += 1;
    } else if (arg?.startsWith('--out-dir=')) outDir = path.resolve(arg.slice('--out-dir='.length));
    else throw new Error(`Unknown argument: ${arg}`);
  }
  return { check, outDir };
}

/** Returns the process exit code. */
export async function run(options: CliOptions): Promise<number> {
  const files = await renderAll();
  const label = path.relative(PACKAGE_ROOT, options.outDir) || '.';
  if (options.check) {
    const drifts = await findDrift(options.outDir, files);
    if (drifts.length > 0) {
      console.error(formatDriftReport(drifts, label));
      return 1;
    }
    console.log(`generated files are up to date (${files.map((f) => `${label}/${f.name}`).join(', ')})`);
    return 0;
  }
  const written = await writeAll(options.outDir, files);
  console.log(
    written.length > 0
      ? `wrote ${written.map((name) => `${label}/${name}`).join(', ')}`
      : `generated files already up to date (${label}/)`,
  );
  return 0;
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  try {
    process.exitCode = await run(parseArgs(process.argv.slice(2)));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
