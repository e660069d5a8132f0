// Import-boundary rule for the workspace. A local rule rather than eslint-plugin-boundaries because the
// plugin needs an import resolver that understands the web app's `@/` alias and pnpm's workspace links;
// here the check is a pure function of (importing file, import source) that the tests pin down.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createImportGraph, pathBack, resolveImport } from './lib/import-graph.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webSrc = path.join(root, 'apps/web/src');
const uiRoot = path.join(root, 'packages/ui');
const contractRoot = path.join(root, 'packages/api-contract');
const mockRoot = path.join(root, 'apps/mock-server');
const packagesRoot = path.join(root, 'packages');
const MACHINE_LIB = path.join(root, 'scripts/lib/machine.mjs');
const ISOLATION_LIB = path.join(root, 'scripts/lib/vitest-isolation.mjs');
const appsRoot = path.join(root, 'apps');

/** Workspace names of the apps (`@mockint/mock-server`, `@mockint/web`), read from apps/*\/package.json. */
const APP_PACKAGES = readdirSync(appsRoot)
  .map((dir) => path.join(appsRoot, dir, 'package.json'))
  .filter((file) => existsSync(file))
  .map((file) => JSON.parse(readFileSync(file, 'utf8')).name);

// api/: query options of endpoints more than one feature reads (one key, one definition).
const WEB_SHARED = new Set([
  'api',
  'components',
  'hooks',
  'lib',
  'config',
  'types',
  'utils',
  'testing',
  'assets',
]);
// api-contract/src ships to every consumer: it may depend on zod and openapi-fetch, nothing else.
const CONTRACT_RUNTIME_DEPS = ['zod', 'openapi-fetch'];
// ...except its Node-only entry (src/node, `@mockint/api-contract/node`), the contract runtime servers and
// test suites share: it also parses the YAML and runs Ajv, which never reach a browser bundle.
const CONTRACT_NODE_DEPS = [...CONTRACT_RUNTIME_DEPS, 'ajv', 'ajv-formats', 'yaml'];

const inside = (dir, file) => file === dir || file.startsWith(dir + path.sep);

// The house folders of a feature (decision 0803): api/, components/, hooks/, utils/, and test-support/ for what
// only its tests import (decision 0066, held by checkImport). Beside them, a feature may
// name the folders of its core for what they are (decision 0058), one reviewed line each here: a new one is a
// choice someone made, never a drift. Anything else goes under one of them. Files beside the folders (an index,
// a lazily imported entry) are fine.
const FEATURE_FOLDERS = new Set(['api', 'components', 'hooks', 'utils', 'test-support']);
const NAMED_FEATURE_FOLDERS = {
  // The room's core: the statechart and its controller, the socket client, audio capture and playback.
  interview: ['session', 'socket', 'audio'],
  // The coaching's core (decision 0065): the delivery analysis (its Worker, bands, fillers, live pace) and the
  // practice statechart.
  coaching: ['analysis', 'practice'],
};

/** The folders `feature` may keep files in: the house ones, then its own named ones. */
export const featureFolders = (feature) => [
  ...FEATURE_FOLDERS,
  ...(Object.hasOwn(NAMED_FEATURE_FOLDERS, feature) ? NAMED_FEATURE_FOLDERS[feature] : []),
];

/** A message when `file` sits in a folder of its feature outside the house convention, else null. */
export function featureFolderProblem(file) {
  if (!inside(webSrc, file)) return null;
  const [top, name, folder, ...rest] = path.relative(webSrc, file).split(path.sep);
  if (top !== 'features' || !name || rest.length === 0) return null;
  const allowed = featureFolders(name);
  if (allowed.includes(folder)) return null;
  return `features/${name}/${folder}/ is outside the feature's folders (${allowed.join('/, ')}/): move it under one of them, or name it in NAMED_FEATURE_FOLDERS (decisions 0803, 0058)`;
}

/** Which layer of the web app a file belongs to: {layer: 'app'|'feature'|'shared', feature?}. */
function webLayer(file) {
  if (!inside(webSrc, file)) return null;
  const [top, name] = path.relative(webSrc, file).split(path.sep);
  if (top === 'app') return { layer: 'app' };
  if (top === 'features' && name) return { layer: 'feature', feature: name };
  if (top && WEB_SHARED.has(top)) return { layer: 'shared' };
  return { layer: 'root' };
}

const TEST_FILE = /\.test\.tsx?$/;
/** Under a `test-support/` folder: fakes, harnesses and fixtures that only tests import (decision 0066). */
const inTestSupport = (file) => file.split(path.sep).includes('test-support');

function resolveTarget(file, source) {
  if (source.startsWith('@/')) return path.join(webSrc, source.slice(2));
  if (source.startsWith('.')) return path.resolve(path.dirname(file), source);
  return null;
}

/**
 * Returns a message when importing `source` from `file` crosses a boundary, else null.
 * @param {string} file absolute path of the importing file
 * @param {string} source the import specifier as written
 */
export function checkImport(file, source) {
  const target = resolveTarget(file, source);
  const from = webLayer(file);
  if (from) {
    // A component test may run the mock as MSW handlers (decision 0313): tests never ship, and the handlers
    // answer through the mock's own routes, so the app still meets it only over HTTP.
    if (source === '@mockint/mock-server/msw' && /\.test\.tsx?$/.test(file)) return null;
    if (source.startsWith('@mockint/mock-server'))
      return 'the web app talks to the mock server over HTTP only';
    if (target && inTestSupport(target) && !TEST_FILE.test(file) && !inTestSupport(file))
      return 'test-support/ is imported by tests only: the app never ships a fake or a harness (decision 0066)';
    const to = target && webLayer(target);
    if (to) {
      if (to.layer === 'app' && from.layer !== 'app' && from.layer !== 'root')
        return 'only src/app composes the app: features and shared code must not import from src/app';
      if (from.layer === 'feature' && to.layer === 'feature' && to.feature !== from.feature)
        return `features never import each other (${from.feature} → ${to.feature}): move the shared piece to src/components, src/hooks or src/lib`;
      if (from.layer === 'shared' && to.layer === 'feature')
        return 'shared code (components, hooks, lib, config) must not import from features';
    }
    return null;
  }
  if (inside(uiRoot, file)) {
    // Its test runner's config is tooling that never ships: the run's hang limits come from the one place that
    // measures the machine (decision 0774), and its files' split into shared and isolated from the one rule
    // every package follows (decisions 0014, 0080).
    if (
      file === path.join(uiRoot, 'vitest.config.ts') &&
      (target === MACHINE_LIB || target === ISOLATION_LIB)
    )
      return null;
    if (source.startsWith('@mockint/')) return 'packages/ui imports nothing from the workspace';
    if (target && !inside(uiRoot, target)) return 'packages/ui must not reach outside its own folder';
    return null;
  }
  if (inside(path.join(contractRoot, 'src'), file)) {
    if (target)
      return inside(contractRoot, target) ? null : 'api-contract must not reach outside its own folder';
    if (source.startsWith('node:')) return null;
    const nodeOnly = inside(path.join(contractRoot, 'src/node'), file);
    const deps = nodeOnly ? CONTRACT_NODE_DEPS : CONTRACT_RUNTIME_DEPS;
    if (deps.some((d) => source === d || source.startsWith(d + '/'))) return null;
    return nodeOnly
      ? `api-contract/node depends only on ${deps.join(', ')} (got '${source}')`
      : `api-contract depends only on ${deps.join(' and ')} at run time (got '${source}')`;
  }
  if (inside(packagesRoot, file)) {
    const app = APP_PACKAGES.find((name) => source === name || source.startsWith(name + '/'));
    if (app || (target && inside(appsRoot, target)))
      return `packages never import apps (got '${source}'): an app may use a package, not the other way round`;
  }
  if (inside(path.join(mockRoot, 'src/store'), file)) {
    if (source === 'fastify' || source.startsWith('@fastify/') || source.startsWith('fastify-'))
      return 'the mock store is plain TypeScript: no Fastify inside src/store';
  }
  if (
    inside(path.join(mockRoot, 'src/lib'), file) &&
    target &&
    inside(path.join(mockRoot, 'src/store'), target)
  )
    return "the mock's src/lib is a leaf: it must not import the store (put the code beside its caller)";
  // src/control is the top of the mock: its /__mock routes use the rule book, the store and the plugins; only
  // server.ts, which registers them, imports it (decision 0266).
  const mockSrc = path.join(mockRoot, 'src');
  if (
    inside(mockSrc, file) &&
    !inside(path.join(mockSrc, 'control'), file) &&
    file !== path.join(mockSrc, 'server.ts') &&
    target &&
    inside(path.join(mockSrc, 'control'), target)
  )
    return "the mock's src/control (the /__mock routes) is imported by server.ts alone: move the shared piece down (the rule book is src/rules)";
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps imports flowing one way between workspace layers' },
    schema: [],
  },
  create(context) {
    const file = context.filename ?? context.getFilename();
    const report = (node, source) => {
      if (typeof source !== 'string') return;
      const message = checkImport(file, source);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => report(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && report(node.source, node.source.value),
      ExportAllDeclaration: (node) => report(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && report(node.source, node.source.value),
    };
  },
};

const importsOf = createImportGraph();

/**
 * The chain of imports by which `file`, importing `source`, is imported back by itself ([file, …, file]),
 * or null. Type-only imports count (decision 0050): a ring of types is still two files that can only be read
 * together.
 */
export function importRing(file, source, graph = importsOf) {
  const target = resolveImport(file, source);
  if (!target) return null;
  if (target === file) return [file, file];
  const back = pathBack(graph, target, file);
  return back ? [file, ...back] : null;
}

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycles: a file is never imported back by what it imports' },
    schema: [],
  },
  create(context) {
    const file = context.filename ?? context.getFilename();
    const report = (node, source) => {
      if (typeof source !== 'string') return;
      const ring = importRing(file, source);
      if (!ring) return;
      const chain = ring.map((f) => path.relative(root, f).split(path.sep).join('/')).join(' → ');
      context.report({ node, message: `import cycle: ${chain} (decision 0050)` });
    };
    return {
      ImportDeclaration: (node) => report(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && report(node.source, node.source.value),
      ExportAllDeclaration: (node) => report(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && report(node.source, node.source.value),
    };
  },
};

const featureFoldersRule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "A feature keeps its files in api/, components/, hooks/, utils/ and its core's named folders",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename ?? context.getFilename();
    return {
      Program: (node) => {
        const message = featureFolderProblem(file);
        if (message) context.report({ node, message });
      },
    };
  },
};

export const boundariesPlugin = {
  rules: { imports: rule, 'no-cycle': noCycle, 'feature-folders': featureFoldersRule },
};

export const boundaryConfigs = [
  {
    files: ['**/*.{js,mjs,ts,tsx,mts}'],
    plugins: { boundaries: boundariesPlugin },
    rules: {
      'boundaries/imports': 'error',
      'boundaries/no-cycle': 'error',
      'boundaries/feature-folders': 'error',
    },
  },
];
