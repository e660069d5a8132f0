import { readFileSync, statSync } from 'node:fs';
import type { Plugin } from 'vite';

/** What the plan needs from the module graph: the entries, the lazy modules, and static imports. */
export interface ModuleGraph {
  entries: string[];
  /** Every module loaded through `import()` (route modules, the router, on-demand widgets). */
  lazy: string[];
  /** A module's static imports. */
  imports: (id: string) => readonly string[];
  /** A module's size in bytes (its source file's). */
  size: (id: string) => number;
}

export interface FirstLoadRules {
  /** The router and the layouts: every signed-in page loads them. */
  isShellRoot: (id: string) => boolean;
  isPage: (id: string) => boolean;
  /** Modules another chunk group owns (the vendor chunks). */
  isVendor: (id: string) => boolean;
  /**
   * What a page loads for its own work (form and validation libraries, the combobox, the socket protocol):
   * never in the shell, and a shared module that needs it stays with its pages. The graph is read before
   * tree-shaking, so the shell's walk stops there: a label table imported from the API contract's index
   * seems to reach the socket schemas (and zod) through the index's re-exports, which the shell never runs.
   */
  isPageOnly: (id: string) => boolean;
  /**
   * A module two pages share joins the shell only if what it brings (itself and the static imports that are
   * not there yet) is at most this many bytes of source: a small component or helper saves a file per page;
   * anything bigger would weigh on every page.
   */
  maxSharedBytes: number;
  /** And all of them together at most this many (every signed-in page pays for them). */
  maxSharedTotalBytes: number;
  /**
   * The page a signed-in visit starts on (the dashboard): of the shared modules, only those it imports join the
   * shell; the others go to `pagesShared`, loaded by the pages that use them (decision 0791).
   */
  isFirstPage?: (id: string) => boolean;
}

export interface FirstLoadPlan {
  /**
   * The entry's static closure (what the logged-out login page paints with), vendor chunks aside: one
   * chunk, instead of the entry plus one small chunk per module it shares with lazy routes.
   */
  boot: Set<string>;
  /** Modules every signed-in first load needs after the entry: the router, layouts and what pages share. */
  shell: Set<string>;
  /** Small modules pages share that the first page does not use: one chunk, not in the first page's load. */
  pagesShared: Set<string>;
}

/** Static closure of `roots`, not entering modules for which `stop` holds. */
function closure(
  roots: readonly string[],
  imports: ModuleGraph['imports'],
  stop: (id: string) => boolean = () => false,
): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id) || stop(id)) continue;
    seen.add(id);
    stack.push(...imports(id));
  }
  return seen;
}

/**
 * The `app-shell` group: the static closure of the router and the layouts (loaded by every signed-in page),
 * plus the small modules at least two pages import statically, minus what the entry already holds (the login page's
 * first paint must not wait for it). Without it the bundler splits the app into one chunk per set of
 * importers, about 50 files on a first visit, which over HTTP/1.1's six connections queue one round trip
 * after another (decision 0450). Widgets loaded on demand (decision 0440) are not pages: their code stays
 * with them unless a page imports it too.
 */
export function planFirstLoad(graph: ModuleGraph, rules: FirstLoadRules): FirstLoadPlan {
  const entry = closure(graph.entries, graph.imports);
  const pages = new Set(graph.lazy.filter(rules.isPage));
  const outside = (id: string) =>
    entry.has(id) || pages.has(id) || rules.isVendor(id) || rules.isPageOnly(id);
  const shell = closure(graph.lazy.filter(rules.isShellRoot), graph.imports, outside);
  const importers = new Map<string, number>();
  for (const page of pages)
    for (const id of closure(graph.imports(page), graph.imports))
      importers.set(id, (importers.get(id) ?? 0) + 1);
  // Most shared first; skip what would pass the shared part's budget.
  let shared = 0;
  // Ties by id: the graph's module order varies between builds, and the plan must not.
  const candidates = [...importers]
    .filter(([, count]) => count >= 2)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  // What the first page loads: a shared module in it joins the shell, any other stays out of that page's load.
  const firstPage = rules.isFirstPage
    ? closure([...pages].filter(rules.isFirstPage).flatMap(graph.imports), graph.imports)
    : null;
  const pagesShared = new Set<string>();
  const taken = (m: string) => shell.has(m) || pagesShared.has(m);
  for (const [id] of candidates) {
    if (taken(id) || outside(id)) continue;
    const adds = [...closure([id], graph.imports, (m) => taken(m) || entry.has(m) || rules.isVendor(m))];
    if (adds.some((m) => pages.has(m) || rules.isPageOnly(m))) continue;
    const bytes = adds.reduce((sum, m) => sum + graph.size(m), 0);
    if (bytes > rules.maxSharedBytes || shared + bytes > rules.maxSharedTotalBytes) continue;
    shared += bytes;
    for (const m of adds) (!firstPage || firstPage.has(m) ? shell : pagesShared).add(m);
  }
  const boot = new Set([...entry].filter((id) => !rules.isVendor(id)));
  return { boot, shell, pagesShared };
}

/** Virtual modules (no file) count as empty. */
function fileSize(id: string): number {
  try {
    return statSync(id.split('?')[0]!).size;
  } catch {
    return 0;
  }
}

/**
 * Reads the module graph at the end of the build and fills `plan` for the chunk groups (which the bundler
 * consults afterwards, when it splits chunks).
 */
const NAMED_REEXPORT = /export\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"];?/g;
const NAMED_IMPORT = /(?:import|export)\s*(type\s*)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
const NAMESPACE_IMPORT = /import\s*\*\s*as\s+(\w+)\s+from\s*['"]([^'"]+)['"];?/g;
const EXPORT_LIST = /export\s*\{([^}]*)\};?/g;
const COMMENTS = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;
// A directive prologue says nothing about exports; lucide-react's index starts with one, and read as code it hid
// that the index is a barrel: every icon the app uses anywhere joined the login page's boot chunk (decision 0791).
const DIRECTIVE = /^\s*(['"])use strict\1;?/;
/** `A`, `type B`, `C as D` → the names as the importer sees them (`A`, `B`, `D`), or as declared (`C`). */
const names = (list: string, side: 'local' | 'exported') =>
  list
    .split(',')
    .map((n) => n.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((n) => {
      const [first, alias] = n.split(/\s+as\s+/);
      return (side === 'exported' ? (alias ?? first) : first)!.trim();
    });

/**
 * A barrel (a module made only of `export { … } from` lines, like `@mockint/ui`'s index, or of namespace
 * imports it exports, like `radix-ui`'s) as a map from each exported name to the module that defines it;
 * null for any other module.
 */
export async function readBarrel(
  id: string,
  resolve: (spec: string, importer: string) => Promise<string | undefined>,
): Promise<Map<string, string> | null> {
  if (!/\.[cm]?[jt]sx?$/.test(id)) return null;
  let source: string;
  try {
    source = readFileSync(id, 'utf8').replace(COMMENTS, '').replace(DIRECTIVE, '');
  } catch {
    return null;
  }
  const rest = source.replace(NAMED_REEXPORT, '').replace(NAMESPACE_IMPORT, '').replace(EXPORT_LIST, '');
  if (rest.trim() !== '') return null;
  const map = new Map<string, string>();
  const namespaces = new Map<string, string>();
  for (const [, local, spec] of source.matchAll(NAMESPACE_IMPORT)) {
    const target = await resolve(spec!, id);
    if (!target) return null;
    namespaces.set(local!, target);
  }
  for (const [, list] of source.replace(NAMED_REEXPORT, '').matchAll(EXPORT_LIST))
    for (const entry of list!
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean)) {
      const [local, exported] = entry.split(/\s+as\s+/).map((n) => n.trim());
      const target = namespaces.get(local!);
      if (!target) return null;
      map.set(exported ?? local!, target);
    }
  for (const [, list, spec] of source.matchAll(NAMED_REEXPORT)) {
    const target = await resolve(spec!, id);
    if (!target) return null;
    for (const name of names(list!, 'exported')) map.set(name, target);
  }
  return map.size ? map : null;
}

/**
 * The static imports of a module, seen through barrels: the graph is read before tree-shaking, and an
 * import of one button from `@mockint/ui` would otherwise seem to reach every component (dialogs, menus)
 * the index re-exports. A module that imports a barrel other than by names keeps the whole barrel.
 */
export async function importsThroughBarrels(
  id: string,
  imported: readonly string[],
  barrels: Map<string, Map<string, string>>,
  resolve: (spec: string, importer: string) => Promise<string | undefined>,
): Promise<string[]> {
  if (!imported.some((m) => barrels.has(m))) return [...imported];
  const source = readFileSync(id, 'utf8').replace(COMMENTS, '');
  const out = new Set(imported.filter((m) => !barrels.has(m)));
  const byName = new Set<string>();
  for (const [, typeOnly, list, spec] of source.matchAll(NAMED_IMPORT)) {
    // Types are erased: `type LucideIcon` beside the icons must not count as an import of the whole barrel.
    if (typeOnly) continue;
    const target = await resolve(spec!, id);
    const barrel = target && barrels.get(target);
    if (!barrel) continue;
    byName.add(target);
    const values = list!.split(',').filter((n) => !/^\s*type\s/.test(n));
    for (const name of names(values.join(','), 'local')) {
      const from = barrel.get(name);
      if (from) out.add(from);
      else out.add(target);
    }
  }
  // Imported some other way (`import * as`, a bare import): keep the barrel itself.
  for (const m of imported) if (barrels.has(m) && !byName.has(m)) out.add(m);
  return [...out];
}

export function firstLoadChunks(plan: FirstLoadPlan, rules: FirstLoadRules): Plugin {
  return {
    name: 'mockint:first-load-chunks',
    apply: 'build',
    async buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      const info = (id: string) => this.getModuleInfo(id);
      const resolve = async (spec: string, importer: string) => (await this.resolve(spec, importer))?.id;
      const barrels = new Map<string, Map<string, string>>();
      for (const id of ids) {
        const barrel = await readBarrel(id, resolve);
        if (barrel) barrels.set(id, barrel);
      }
      const imports = new Map<string, string[]>();
      for (const id of ids) {
        const imported = info(id)?.importedIds ?? [];
        imports.set(
          id,
          id.includes('/node_modules/') || id.startsWith('\0')
            ? [...imported]
            : await importsThroughBarrels(id, imported, barrels, resolve),
        );
      }
      const entries = ids.filter((id) => info(id)?.isEntry);
      const lazy = new Set(ids.flatMap((id) => info(id)?.dynamicallyImportedIds ?? []));
      const next = planFirstLoad(
        { entries, lazy: [...lazy], imports: (id) => imports.get(id) ?? [], size: fileSize },
        rules,
      );
      plan.boot = next.boot;
      plan.shell = next.shell;
      plan.pagesShared = next.pagesShared;
    },
  };
}
