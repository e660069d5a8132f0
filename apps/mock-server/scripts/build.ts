// `pnpm --filter @mockint/mock-server build`: the CLI as one precompiled ES module, dist/bin/start.mjs, so
// `start` runs plain JavaScript instead of compiling TypeScript at every launch (cold start, decision 0032). Our
// workspace packages (TypeScript source) and most third-party packages are bundled in (see KEEP_EXTERNAL). The file
// sits two levels below the package root, like every module under src/, so paths built from import.meta.url
// (src/lib/paths.ts) point at the same fixtures either way.
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
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
 * openapi.yaml parsed here, once, and carried in the bundle as JSON text in place of api-contract's
 * src/node/bundled-document.ts: parsing the YAML was a third of a cold start (decision 0250).
 */
const precompiledContract: Plugin = {
  name: 'precompiled-contract',
  setup(b) {
    const json = JSON.stringify(loadOpenApiDocument());
    b.onLoad({ filter: /[\\/]api-contract[\\/]src[\\/]node[\\/]bundled-document\.ts$/ }, () => ({
      contents: `export const bundledOpenApiJson = ${JSON.stringify(json)};\n`,
      loader: 'ts',
    }));
  },
};

/**
 * The YAML parser (164 KB of the bundle) replaced by the one YAML file the mock still reads at run time,
 * control-openapi.yaml (on the first control call, the Swagger page), parsed here: V8 compiles the whole bundle
 * before the first request, so a smaller file starts sooner (decision 0791). The file is recognised by its
 * hash; an edited one is refused with the fix, never parsed wrong.
 */
const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const precompiledYaml: Plugin = {
  name: 'precompiled-yaml',
  setup(b) {
    const documents = {
      [sha(readFileSync(controlOpenapiPath, 'utf8'))]: loadOpenApiDocument(controlOpenapiPath),
    };
    b.onResolve({ filter: /^yaml$/ }, () => ({ path: 'yaml', namespace: 'precompiled-yaml' }));
    b.onLoad({ filter: /.*/, namespace: 'precompiled-yaml' }, () => ({
      contents: `import { createHash } from 'node:crypto';
const documents = ${JSON.stringify(JSON.stringify(documents))};
export function parse(text) {
  const json = JSON.parse(documents)[createHash('sha256').update(text).digest('hex')];
  if (json === undefined)
    throw new Error('dist/bin/start.mjs was built from another control-openapi.yaml: rebuild it (pnpm --filter @mockint/mock-server build)');
  return json;
}
`,
      loader: 'js',
      resolveDir: root,
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
  outfile: 'dist/bin/start.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Stack traces need only the mappings (`start` runs with --enable-source-maps, which reads the map at load):
  // without the sources inlined the map is a fraction of the size, and so is its parse.
  sourcesContent: false,
  // Bundled CommonJS packages call require().
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
  // Comments out of the code (licences beside it, start.mjs.LEGAL.txt): a few non-ASCII ones made V8 hold the
  // whole source, which it keeps for lazy compilation, as two-byte text: 6 MB of RSS for 3 MB of code.
  // Names are kept, so stack traces stay readable even without the source map.
  minifyWhitespace: true,
  minifySyntax: true,
  legalComments: 'external',
  plugins: [thirdPartyExternal, precompiledContract, precompiledYaml, englishOnlyZod],
});
