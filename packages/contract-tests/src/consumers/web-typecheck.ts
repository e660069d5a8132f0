import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse, stringify } from 'yaml';
import { contractDir, repoRoot } from '../breaking/sources.ts';
import { nativeTscArgv } from '../../../../scripts/lib/native-tsc.mjs';

type Json = Record<string, unknown>;

const run = promisify(execFile);
const webDir = path.join(repoRoot, 'apps/web');

export interface TypecheckResult {
  exitCode: number;
  output: string;
}

/**
 * The package's generated/openapi.d.ts as its own generator (openapi-typescript + our transforms) renders it
 * from openapi.yaml after `editSpec`; the edited spec is written into `dir` (a temp dir by default).
 */
export async function regenerateTypes(editSpec: (spec: Json) => void, dir?: string): Promise<string> {
  const target = dir ?? mkdtempSync(path.join(tmpdir(), 'consumer-types-'));
  try {
    const spec = parse(readFileSync(path.join(contractDir, 'openapi.yaml'), 'utf8')) as Json;
    editSpec(spec);
    const specPath = path.join(target, 'openapi.yaml');
    writeFileSync(specPath, stringify(spec));
    const generator = (await import(path.join(contractDir, 'scripts/generate.ts'))) as {
      renderOpenApiTypes: (specPath: string) => Promise<string>;
    };
    return await generator.renderOpenApiTypes(specPath);
  } finally {
    if (!dir) rmSync(target, { recursive: true, force: true });
  }
}

/** The package's own generated types, as committed and as `generate` writes them. */
export const packageTypes = (): string =>
  readFileSync(path.join(contractDir, 'generated/openapi.d.ts'), 'utf8');

/**
 * Type-checks the web app against a copy of @mockint/api-contract whose openapi.yaml went through
 * `editSpec` and whose generated/openapi.d.ts was regenerated from it with the package's own generator
 * (openapi-typescript + our transforms). Nothing in the repository is touched: the copy and a tsconfig
 * extending apps/web/tsconfig.json live in a temp dir, and `paths` point @mockint/api-contract there.
 */
export async function typecheckWebAgainst(editSpec: (spec: Json) => void): Promise<TypecheckResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'consumer-typecheck-'));
  try {
    const copy = path.join(dir, 'api-contract');
    for (const part of ['src', 'generated', 'package.json']) {
      cpSync(path.join(contractDir, part), path.join(copy, part), { recursive: true });
    }
    // The copy imports zod and openapi-fetch like the original does.
    symlinkSync(path.join(contractDir, 'node_modules'), path.join(copy, 'node_modules'), 'dir');

    writeFileSync(path.join(copy, 'generated/openapi.d.ts'), await regenerateTypes(editSpec, copy));

    const webConfig = parse(readFileSync(path.join(webDir, 'tsconfig.json'), 'utf8')) as {
      include?: string[];
      compilerOptions?: { paths?: Record<string, string[]> };
    };
    const tsconfig = {
      extends: path.join(webDir, 'tsconfig.json'),
      compilerOptions: {
        // vite/client comes in through src/vite-env.d.ts, resolved from the web app's own node_modules.
        types: [],
        // `paths` here replace the web app's; its own are relative to its tsconfig, so they are made absolute.
        paths: {
          ...Object.fromEntries(
            Object.entries(webConfig.compilerOptions?.paths ?? {}).map(([alias, targets]) => [
              alias,
              targets.map((target) => path.join(webDir, target)),
            ]),
          ),
          '@mockint/api-contract': [path.join(copy, 'src/index.ts')],
          '@mockint/api-contract/client': [path.join(copy, 'src/client/index.ts')],
          '@mockint/api-contract/socket': [path.join(copy, 'src/socket/index.ts')],
          '@mockint/api-contract/generated/*': [path.join(copy, 'generated/*')],
        },
      },
      include: (webConfig.include ?? ['src/**/*']).map((pattern) => path.join(webDir, pattern)),
      exclude: [path.join(webDir, 'node_modules'), path.join(webDir, 'dist')],
    };
    const configPath = path.join(dir, 'tsconfig.json');
    writeFileSync(configPath, JSON.stringify(tsconfig, null, 2));
    try {
      const { stdout, stderr } = await run(
        process.execPath,
        nativeTscArgv('--noEmit', '--pretty', 'false', '-p', configPath),
        {
          cwd: webDir,
          maxBuffer: 16 * 1024 * 1024,
        },
      );
      return { exitCode: 0, output: stdout + stderr };
    } catch (error) {
      const failed = error as { code?: number; stdout?: string; stderr?: string };
      return {
        exitCode: typeof failed.code === 'number' ? failed.code : 1,
        output: `${failed.stdout ?? ''}${failed.stderr ?? ''}`,
      };
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
