import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  importsThroughBarrels,
  planFirstLoad,
  readBarrel,
  type FirstLoadRules,
  type ModuleGraph,
} from './first-load-chunks.ts';

/** A small app: the entry (login page), the router, one layout, three pages and an on-demand dialog. */
const edges: Record<string, string[]> = {
  main: ['login-page', 'paths', 'react'],
  'login-page': ['paths', 'button'],
  router: ['react-router', 'paths', 'spinner'],
  layout: ['top-bar', 'query'],
  'top-bar': ['avatar', 'paths'],
  dashboard: ['card', 'icon', 'stats'],
  sessions: ['card', 'icon', 'form', 'table'],
  pricing: ['form', 'icon'],
  form: ['zod'],
  dialog: ['radix-dialog', 'card'],
  table: ['big-table'],
};
const sizes: Record<string, number> = { table: 100, 'big-table': 50_000, card: 500, icon: 200 };
const graph: ModuleGraph = {
  entries: ['main'],
  lazy: ['router', 'layout', 'dashboard', 'sessions', 'pricing', 'dialog'],
  imports: (id) => edges[id] ?? [],
  size: (id) => sizes[id] ?? 300,
};
const rules: FirstLoadRules = {
  isShellRoot: (id) => id === 'router' || id === 'layout',
  isPage: (id) => ['dashboard', 'sessions', 'pricing'].includes(id),
  isVendor: (id) => ['react', 'react-router', 'query'].includes(id),
  isPageOnly: (id) => id === 'zod',
  maxSharedBytes: 4096,
  maxSharedTotalBytes: 32_768,
};

describe('planFirstLoad', () => {
  const plan = planFirstLoad(graph, rules);

  it('puts the router, the layouts and what they import in the shell, but not the entry nor vendor code', () => {
    expect([...plan.shell].sort()).toEqual([
      'avatar',
      'card',
      'icon',
      'layout',
      'router',
      'spinner',
      'top-bar',
    ]);
  });

  it('keeps the login page’s first paint in one boot chunk without vendor code', () => {
    expect([...plan.boot].sort()).toEqual(['button', 'login-page', 'main', 'paths']);
  });

  it('leaves a shared module with its pages when it needs a page-only library or is too big', () => {
    expect(plan.shell.has('form')).toBe(false);
    expect(plan.shell.has('table')).toBe(false);
  });

  it('stops taking shared modules at the total budget', () => {
    const tight = planFirstLoad(graph, { ...rules, maxSharedTotalBytes: 600 });
    expect(tight.shell.has('icon')).toBe(true);
    expect(tight.shell.has('card')).toBe(false);
  });
});

describe('the first page’s load', () => {
  // `price` is shared by two pages the dashboard does not show; `card` and `icon` the dashboard uses too.
  const withPrice: ModuleGraph = {
    ...graph,
    imports: (id) =>
      id === 'sessions' || id === 'pricing' ? [...graph.imports(id), 'price'] : graph.imports(id),
  };
  const plan = planFirstLoad(withPrice, { ...rules, isFirstPage: (id) => id === 'dashboard' });

  it('keeps a module only other pages share out of the shell, in a chunk of its own', () => {
    expect(plan.shell.has('price')).toBe(false);
    expect([...plan.pagesShared]).toEqual(['price']);
  });

  it('keeps what the first page shares with others in the shell', () => {
    expect(plan.shell.has('card')).toBe(true);
    expect(plan.shell.has('icon')).toBe(true);
  });
});

describe('barrels', () => {
  // lucide-react's index, in miniature: a licence comment, a directive, a namespace export, aliased defaults.
  const dir = mkdtempSync(path.join(tmpdir(), 'barrel-'));
  const file = (name: string, text: string) => {
    writeFileSync(path.join(dir, name), text);
    return path.join(dir, name);
  };
  const menu = file('menu.mjs', 'export default function Menu() {}\n');
  const receipt = file('receipt.mjs', 'export default function Receipt() {}\n');
  file('icons.mjs', "export { default as Menu } from './menu.mjs';\n");
  const barrel = file(
    'index.mjs',
    '"use strict";\n/** @license ISC */\n' +
      "import * as index from './icons.mjs';\nexport { index as icons };\n" +
      "export { default as Menu, default as MenuIcon } from './menu.mjs';\n" +
      "export { default as Receipt } from './receipt.mjs';\n",
  );
  const resolve = async (spec: string) => (spec === 'icons' ? barrel : path.join(dir, spec));

  it('reads an index that starts with a directive as a barrel, so one icon does not bring every icon', async () => {
    const map = await readBarrel(barrel, resolve);
    expect(map?.get('Menu')).toBe(menu);
    expect(map?.get('MenuIcon')).toBe(menu);
    expect(map?.get('Receipt')).toBe(receipt);
  });

  it('follows the values a module imports through a barrel, not the types beside them', async () => {
    const map = (await readBarrel(barrel, resolve))!;
    const layout = file(
      'layout.tsx',
      "import { Menu, type IconType } from 'icons';\nimport type { Other } from 'icons';\n",
    );
    expect(await importsThroughBarrels(layout, [barrel], new Map([[barrel, map]]), resolve)).toEqual([menu]);
  });
});
