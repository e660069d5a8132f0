// `pnpm test` on a developer's machine: the fast loop (decision 0777). What a change can affect, not the whole
// suite: the changed packages' and their dependents' lint and types (turbo's cache replays the rest), the unit
// tests that import a changed file (Vitest's `related`), Prettier on the changed files, and the e2e journeys
// through the changed part of the app, against a production build. `.ci/run` and `pnpm test:all` still run
// everything; a change this cannot place (the lockfile, a root config, the scripts) runs everything too.
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Workspace folders and their packages, with what depends on each (the workspace's own graph, by hand: small). */
export const PACKAGES = {
  'packages/api-contract': { name: '@mockint/api-contract', vitest: true },
  'packages/ui': { name: '@mockint/ui', vitest: true },
  'packages/contract-tests': { name: '@mockint/contract-tests', vitest: true },
  'apps/mock-server': { name: '@mockint/mock-server', vitest: true },
  'apps/web': { name: '@mockint/web', vitest: true },
  e2e: { name: '@mockint/e2e', vitest: false },
};

/**
 * The e2e journeys through each part of the web app (its feature folder): the specs a change there can break
 * first. The app's shared parts (app/, components/, config/, lib/, hooks/, api/) and packages/ui get the shell's.
 */
export const JOURNEYS = {
  auth: ['tests/auth/sign-in.spec.ts', 'tests/auth/logout.spec.ts'],
  dashboard: ['tests/dashboard/dashboard.spec.ts'],
  registration: ['tests/registration/job-interview.spec.ts', 'tests/registration/salary-negotiation.spec.ts'],
  pricing: ['tests/pricing'],
  transactions: ['tests/transactions'],
  consent: ['tests/consent'],
  'interview-selection': ['tests/selection'],
  'interview-sessions': ['tests/sessions/sessions.spec.ts'],
  interview: [
    'tests/interview/interview-text.spec.ts',
    'tests/interview/interview-voice.spec.ts',
    'tests/interview/interview-end.spec.ts',
  ],
  'interview-feedback': ['tests/feedback'],
  coaching: ['tests/sessions/practice-again.spec.ts', 'tests/interview/interview-coaching.spec.ts'],
  'app-feedback': ['tests/shell/feedback-dialog.spec.ts'],
  devtools: [],
};
const SHELL = ['tests/smoke', 'tests/shell/navigation.spec.ts'];
/** The mock and the contract: one journey through the room and one through registration. */
const BACKEND = [
  'tests/smoke',
  'tests/interview/interview-text.spec.ts',
  'tests/registration/job-interview.spec.ts',
];

/**
 * What to run for a set of changed files (paths from the repository's root). `full` with the reason when a file
 * is outside what the fast loop can place.
 */
export function planFor(files) {
  const packages = new Set();
  const related = new Set();
  const specs = new Set();
  const prettier = [];
  let docs = false;
  let devtools = false;
  for (const file of files) {
    if (/\.(md|ts|tsx|js|mjs|json|yaml|yml|css)$/.test(file)) prettier.push(file);
    if (file.startsWith('docs/') || /^[^/]+\.md$/.test(file) || /\/README\.md$/.test(file)) {
      docs = true;
      continue;
    }
    const dir = Object.keys(PACKAGES).find((d) => file.startsWith(`${d}/`));
    const inSource =
      dir && /^(src|test|tests|devtools|generated|build|deploy)\//.test(file.slice(dir.length + 1));
    if (!dir || !inSource) {
      // openapi.yaml and the socket schemas are the contract's source too
      if (
        file === 'packages/api-contract/openapi.yaml' ||
        file === 'packages/api-contract/control-openapi.yaml'
      )
        packages.add('packages/api-contract');
      else return { full: true, why: `${file} is outside what the fast loop can place` };
    } else packages.add(dir);
    if (dir === 'e2e') {
      if (/\.spec\.ts$/.test(file)) specs.add(file.slice('e2e/'.length));
      else return { full: true, why: `${file}: an e2e helper, used by many specs` };
      if (file.startsWith('e2e/devtools/')) devtools = true;
      continue;
    }
    if (dir && PACKAGES[dir].vitest) related.add(file);
    if (dir === 'apps/web') {
      const feature = /^apps\/web\/src\/features\/([^/]+)\//.exec(file)?.[1];
      if (feature === 'devtools') devtools = true;
      for (const spec of feature && feature in JOURNEYS ? JOURNEYS[feature] : SHELL) specs.add(spec);
    } else if (dir === 'packages/ui') for (const spec of SHELL) specs.add(spec);
    else if (dir === 'apps/mock-server' || dir === 'packages/api-contract')
      for (const s of BACKEND) specs.add(s);
  }
  return {
    full: false,
    packages: [...packages].sort(),
    related: [...related].sort(),
    specs: [...specs].sort(),
    devtools,
    docs,
    prettier,
  };
}

/** Files changed against `main` (committed on this branch, staged, unstaged, untracked). */
export function changedFiles(base = 'main') {
  const git = (...args) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
  let mergeBase;
  try {
    [mergeBase] = git('merge-base', 'HEAD', base);
  } catch {
    mergeBase = 'HEAD';
  }
  const files = [
    ...git('diff', '--name-only', mergeBase),
    ...git('ls-files', '--others', '--exclude-standard'),
  ];
  return [...new Set(files)].filter((f) => !f.startsWith('.turbo/'));
}

function run(name, command, args, options = {}) {
  const started = Date.now();
  console.log(`\n› ${name}: ${command} ${args.join(' ')}`);
  const r = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  return { name, code: r.status ?? 1, seconds: (Date.now() - started) / 1000 };
}

/** Runs the fast loop; returns the steps' results (runFull: the whole suite's runner, for a change it can't place). */
export async function fastLoop({ runFull }) {
  const files = changedFiles();
  if (files.length === 0) {
    console.log('› pnpm test: nothing changed against main; `pnpm test:all` runs everything');
    return [];
  }
  const plan = planFor(files);
  if (plan.full) {
    console.log(`› pnpm test: ${plan.why}: running everything`);
    return runFull();
  }
  console.log(`› pnpm test (fast loop, decision 0777): ${files.length} changed file(s) against main`);
  const results = [];
  const filters = plan.packages.flatMap((dir) => [`--filter=...${PACKAGES[dir].name}`]);
  results.push(run('generate', 'pnpm', ['exec', 'turbo', 'run', 'generate']));
  if (filters.length)
    results.push(run('lint, typecheck', 'pnpm', ['exec', 'turbo', 'run', 'lint', 'typecheck', ...filters]));
  if (plan.prettier.length)
    results.push(
      run('prettier', 'pnpm', ['exec', 'prettier', '--check', '--ignore-unknown', ...plan.prettier]),
    );
  if (plan.docs)
    results.push(run('docs', 'node', ['--test', 'scripts/docs.test.js', 'scripts/doc-paths.test.js']));
  // A source comment names decisions that hold and paths that exist (decision 0085): a changed source file or
  // a changed record can break that, and the check takes under a second.
  results.push(run('source comments', 'node', ['--test', 'scripts/comments.test.js']));
  // Vitest's related tests in every package that is, or depends on, a changed one (the workspace's packages
  // are source-exported: web's module graph holds ui's files).
  const changedDirs = new Set(plan.packages);
  const dependents = (dir) =>
    dir === 'packages/api-contract'
      ? ['packages/api-contract', 'apps/mock-server', 'apps/web', 'packages/contract-tests']
      : dir === 'packages/ui'
        ? ['packages/ui', 'apps/web']
        : [dir];
  const testDirs = new Set([...changedDirs].flatMap(dependents).filter((d) => PACKAGES[d].vitest));
  const absolute = plan.related.map((f) => path.join(root, f));
  for (const dir of testDirs)
    results.push(
      run(`unit tests related to the change (${PACKAGES[dir].name})`, 'pnpm', [
        '--filter',
        PACKAGES[dir].name,
        'exec',
        'vitest',
        'related',
        '--run',
        '--passWithNoTests',
        ...absolute,
      ]),
    );
  if (plan.specs.length || plan.devtools) {
    results.push(run('build', 'pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@mockint/web']));
    const projects = [
      ...(plan.specs.length ? ['--project=desktop'] : []),
      ...(plan.devtools ? ['--project=devtools'] : []),
    ];
    results.push(
      run(
        'e2e journeys through the change',
        'pnpm',
        ['exec', 'playwright', 'test', ...projects, ...plan.specs],
        {
          cwd: path.join(root, 'e2e'),
          // The production build and the mock only, unless the devtools' development build is needed.
          env: { ...process.env, E2E_SERVERS: plan.devtools ? 'all' : 'production' },
        },
      ),
    );
  }
  return results;
}
