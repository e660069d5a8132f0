// `pnpm --filter @mockint/mock-server build`: the CLI as one precompiled ES module, dist/bin/start.mjs, so
// `start` runs plain JavaScript instead of compiling TypeScript at every launch (issue 15: cold start). Our
// workspace packages (TypeScript source) and most third-party packages are bundled in (see KEEP_EXTERNAL). The file
// sits two levels below the package root, like every module under src/, so paths built from import.meta.url
// (src/lib/paths.ts) point at the same fixtures either way.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

// Bundled too: resolving and loading a few hundred CommonJS files was most of a start. These stay in
// node_modules: pino and its pretty printer run in a worker by file name, and the Swagger UI serves files from
// its own folder. The contract runtime (@mockint/api-contract/node: YAML parser, Ajv) is bundled in.
const KEEP_EXTERNAL = ['pino', 'pino-pretty', 'thread-stream', '@fastify/swagger', '@fastify/swagger-ui'];

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
