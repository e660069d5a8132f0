// `pnpm --filter @mockint/mock-server build`: the CLI as one precompiled CommonJS bundle, dist/bin/mock.cjs, run by
// dist/bin/start.mjs with V8's code cache (src/start-with-code-cache.ts, decision 0076), so `start` runs plain
// JavaScript instead of compiling TypeScript at every launch (cold start, decision 0032), and after its first
// start reads compiled code instead of parsing the bundle again. Our
// workspace packages (TypeScript source) and most third-party packages are bundled in (see KEEP_EXTERNAL). The file
// sits two levels below the package root, like every module under src/, so paths built from import.meta.url
// (src/lib/paths.ts) point at the same fixtures either way.
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { controlOpenapiPath, loadOpenApiDocument } from '@mockint/api-contract/node';

const root = fileURLToPath(new URL('..', import.meta.url));

// Bundled too: resolving and loading a few hundred CommonJS files was most of a start. These stay in
// node_modules: pino and its pretty printer run in a worker by file name, and the Swagger UI serves files from
// its own folder. The contract runtime (@mockint/api-contract/node: Ajv, YAML parser) is bundled in.
const KEEP_EXTERNAL = ['pino', 'pino-pretty', 'thread-stream', '@fastify/swagger', '@fastify/swagger-ui'];

const thirdPartyExternal: Plugin = {
  name: 'third-party-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      KEEP_EXTERNAL.some((name) => args.path === name || args.path.startsWith(`${name}/`))
        ? { path: args.path, external: true }
        : undefined,
    );
  },
};

/**
 * openapi.yaml and control-openapi.yaml parsed here, once, and carried in the bundle as JSON text in place of
 * api-contract's src/node/bundled-document.ts: parsing the YAML was a third of a cold start (decision 0250).
 */
const precompiledContract: Plugin = {
  name: 'precompiled-contract',
  setup(b) {
    const contract = JSON.stringify(loadOpenApiDocument());
    const control = JSON.stringify(loadOpenApiDocument(controlOpenapiPath));
    b.onLoad({ filter: /[\\/]api-contract[\\/]src[\\/]node[\\/]bundled-document\.ts$/ }, () => ({
      contents:
        `export const bundledOpenApiJson = ${JSON.stringify(contract)};\n` +
        `export const bundledControlOpenApiJson = ${JSON.stringify(control)};\n`,
      loader: 'ts',
    }));
  },
};

/**
 * No YAML parser in the bundle (164 KB V8 compiles before the first request, decision 0791): both documents it
 * would parse are precompiled above, so nothing in the bundle reaches it.
 */
const noYaml: Plugin = {
  name: 'no-yaml',
  setup(b) {
    b.onResolve({ filter: /^yaml$/ }, () => ({ path: 'yaml', namespace: 'no-yaml' }));
    b.onLoad({ filter: /.*/, namespace: 'no-yaml' }, () => ({
      contents: `export function parse() {
  throw new Error('the bundled mock parses no YAML: its contract documents are precompiled (scripts/build.ts)');
}
`,
      loader: 'js',
    }));
  },
};

/**
 * zod's messages in English only: its index carries every language's (300 KB of the bundle, compiled at each
 * start) as \`z.locales\`, which the mock never reads (decision 0791).
 */
const englishOnlyZod: Plugin = {
  name: 'english-only-zod',
  setup(b) {
    b.onLoad({ filter: /[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/ }, () => ({
      contents: "export { default as en } from './en.js';\n",
      loader: 'js',
    }));
  },
};

await build({
  absWorkingDir: root,
  entryPoints: ['src/start.ts'],
  outfile: 'dist/bin/mock.cjs',
  bundle: true,
  platform: 'node',
  // CommonJS: V8's code cache is reachable through vm.Script on Node 20, not for an ES module (decision 0076).
  format: 'cjs',
  target: 'node20',
  // The bundle sits where start.mjs did, two levels below the package root (src/lib/paths.ts).
  define: { 'import.meta.url': '__bundleUrl' },
  // import() of an external package (the Swagger UI, on the first /docs visit) as require: a vm.Script's import()
  // needs a loader of its own, and those packages are CommonJS.
  supported: { 'dynamic-import': false },
  sourcemap: true,
  // Stack traces need only the mappings (`start` runs with --enable-source-maps, which reads the map at load):
  // without the sources inlined the map is a fraction of the size, and so is its parse.
  sourcesContent: false,
  // Strict, as the ES modules it is built from were (esbuild's own "use strict" comes after the banner).
  banner: { js: "'use strict'; const __bundleUrl = require('node:url').pathToFileURL(__filename).href;" },
  logLevel: 'warning',
  // Comments out of the code (licences beside it, start.mjs.LEGAL.txt): a few non-ASCII ones made V8 hold the
  // whole source, which it keeps for lazy compilation, as two-byte text: 6 MB of RSS for 3 MB of code.
  // Names are kept, so stack traces stay readable even without the source map.
  minifyWhitespace: true,
  minifySyntax: true,
  legalComments: 'external',
  plugins: [thirdPartyExternal, precompiledContract, noYaml, englishOnlyZod],
});

// The entry `start` runs: a few lines that load the bundle above with V8's code cache.
await build({
  absWorkingDir: root,
  entryPoints: ['src/start-with-code-cache.ts'],
  outfile: 'dist/bin/start.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
});
