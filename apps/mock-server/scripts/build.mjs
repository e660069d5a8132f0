// `pnpm --filter @mockint/mock-server build`: the CLI as one precompiled ES module, dist/bin/start.mjs, so
// `start` runs plain JavaScript instead of compiling TypeScript at every launch (issue 15: cold start). Our
// workspace packages (TypeScript source) and most third-party packages are bundled in (see KEEP_EXTERNAL). The file
// sits two levels below the package root, like every module under src/, so paths built from import.meta.url
// (src/lib/paths.ts) point at the same fixtures either way.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { parse } from 'yaml';

const root = fileURLToPath(new URL('..', import.meta.url));

// Bundled too: resolving and loading a few hundred CommonJS files was most of a start. These stay in
// node_modules: pino and its pretty printer run in a worker by file name, the Swagger UI serves files from
// its own folder, and the YAML parser and Ajv are required on first use (src/contract/openapi.ts).
const KEEP_EXTERNAL = [
  'pino',
  'pino-pretty',
  'thread-stream',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'yaml',
  'ajv',
  'ajv-formats',
];

await build({
  absWorkingDir: root,
  entryPoints: ['src/start.ts'],
  outfile: 'dist/bin/start.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Bundled CommonJS packages call require().
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
  plugins: [
    {
      name: 'third-party-external',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          KEEP_EXTERNAL.some((name) => args.path === name || args.path.startsWith(`${name}/`))
            ? { path: args.path, external: true }
            : undefined,
        );
      },
    },
  ],
});

// The contract as JSON (with the hash of its YAML, so an edited openapi.yaml is parsed again rather than
// trusted stale): a start skips the YAML parser (src/contract/openapi.ts readDocument).
const yamlText = readFileSync(
  createRequire(import.meta.url).resolve('@mockint/api-contract/openapi.yaml'),
  'utf8',
);
mkdirSync(`${root}dist`, { recursive: true });
writeFileSync(
  `${root}dist/openapi.json`,
  JSON.stringify({ sha1: createHash('sha1').update(yamlText).digest('hex'), document: parse(yamlText) }),
);
