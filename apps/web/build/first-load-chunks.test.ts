import { describe, expect, it } from 'vitest';
import { planFirstLoad, type FirstLoadRules, type ModuleGraph } from './first-load-chunks.ts';

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
