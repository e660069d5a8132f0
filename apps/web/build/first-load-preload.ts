import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Plugin } from 'vite';

/** What the preloader needs to know of one output chunk. */
export interface PreloadChunk {
  fileName: string;
  isEntry: boolean;
  /** Chunks it imports statically (they load with it). */
  imports: readonly string[];
  /** Chunks it imports through `import()` (never followed: they load on demand). */
  dynamicImports: readonly string[];
  /** Ids of the modules it holds. */
  moduleIds: readonly string[];
  /** Style sheets it brings (Vite's chunk metadata). */
  css: readonly string[];
}

export interface PreloadTable {
  /** Lazy modules every signed-in page loads first (the router, which main.tsx imports, and the like). */
  signedIn: readonly string[];
  /** Each lazy module's id, by name. */
  modules: Record<string, string>;
  /** Each page's lazy modules by name, outermost first. */
  pages: Record<string, readonly string[]>;
  /** The cookie whose presence means "signed in". */
  cookie: string;
  /** Public base path of the build (`config.base`). */
  base: string;
  /**
   * The data requests to start per page path (decision 0545): each `path` template's `{name}` comes from the
   * page URL's query parameter `query[name]`. Sent to `apiBaseUrl` with the cookie's token as a bearer token;
   * the answers go into `window[earlyGlobal]` for the app's API client.
   */
  requests?: Record<string, readonly { path: string; query: Record<string, string> }[]>;
  apiBaseUrl?: string;
  earlyGlobal?: string;
}

/**
 * The inline script for index.html: on a signed-in visit (the cookie is there) it adds
 * `<link rel="modulepreload">` for the router's chunks and the current page's, so they download alongside
 * the entry instead of after it has downloaded and run (decision 0460). The files already in index.html
 * (the entry and what it imports statically) are left out; a logged-out visit adds nothing.
 */
export function preloaderScript(chunks: readonly PreloadChunk[], table: PreloadTable): string {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const holding = (id: string) => {
    const chunk = chunks.find((c) => c.moduleIds.includes(id));
    if (!chunk) throw new Error(`first-load preloader: no chunk holds ${id}`);
    return chunk;
  };
  /** A chunk, the chunks it imports statically (loaded first), and their style sheets. */
  const closure = (root: PreloadChunk, into: string[]) => {
    const visit = (chunk: PreloadChunk) => {
      if (into.includes(chunk.fileName)) return;
      into.push(chunk.fileName);
      for (const file of chunk.imports) visit(byFile.get(file)!);
      for (const css of chunk.css) if (!into.includes(css)) into.push(css);
    };
    visit(root);
    return into;
  };
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('first-load preloader: the bundle has no entry chunk');
  const inHtml = new Set(closure(entry, []));
  const lazy = new Set(chunks.flatMap((c) => c.dynamicImports));
  const signedIn = table.signedIn.map((id) => {
    const chunk = holding(id);
    if (!lazy.has(chunk.fileName)) throw new Error(`first-load preloader: nothing imports ${id} lazily`);
    return chunk;
  });
  const shell = () => signedIn.reduce<string[]>((list, chunk) => closure(chunk, list), []);

  const files: string[] = [];
  const indexOf = (file: string) => {
    if (!files.includes(file)) files.push(file);
    return files.indexOf(file);
  };
  const fresh = (list: string[]) => list.filter((f) => !inHtml.has(f)).map(indexOf);
  const always = fresh(shell());
  const pages: Record<string, number[]> = {};
  for (const [page, names] of Object.entries(table.pages)) {
    const list = shell();
    for (const name of names) {
      const id = table.modules[name];
      if (!id) throw new Error(`first-load preloader: ${page} names an unknown module ${name}`);
      closure(holding(id), list);
    }
    pages[page] = fresh(list).filter((i) => !always.includes(i));
  }
  const urls = files.map((f) => `${table.base}${f}`);
  const requests = Object.fromEntries(
    Object.entries(table.requests ?? {}).map(([page, list]) => [page, list.map((r) => [r.path, r.query])]),
  );
  const early =
    table.apiBaseUrl && table.earlyGlobal && Object.keys(requests).length
      ? // The page's data: each template filled from the URL's query (skipped when a parameter is missing),
        // sent with the cookie's token (stored escaped, like the app's cookie reader undoes), its answer (null on
        // a network failure) kept with the URL and token for the app's API client to take (lib/early-requests.ts).
        `const r=${JSON.stringify(requests)}[k];if(r){` +
        `let t=document.cookie.match(/(?:^|;)\\s*${table.cookie}=([^;]*)/)[1];try{t=decodeURIComponent(t)}catch{}` +
        `const q=new URLSearchParams(location.search),e=window[${JSON.stringify(table.earlyGlobal)}]=[];` +
        `for(const[p,n]of r){let ok=1;const u=p.replace(/\\{(\\w+)\\}/g,(_,x)=>{const v=q.get(n[x]);if(!v)ok=0;return encodeURIComponent(v||"")});` +
        `if(ok){const url=new URL(${JSON.stringify(table.apiBaseUrl.replace(/\/+$/, ''))}+u).href;` +
        `e.push({url,token:t,startedAt:performance.now(),response:fetch(url,{headers:{Authorization:"Bearer "+t}}).catch(()=>null)})}}}`
      : '';
  // Kept small and free of the app's code: it runs before anything else, on every visit.
  return (
    `(()=>{if(!/(?:^|;)\\s*${table.cookie}=[^;\\s]/.test(document.cookie))return;` +
    `const f=${JSON.stringify(urls)},p=${JSON.stringify(pages)},` +
    `k=location.pathname.replace(/\\/+$/,"")||"/";` +
    `for(const i of ${JSON.stringify(always)}.concat(p[k]||[])){const l=document.createElement("link");` +
    `l.rel=f[i].endsWith(".css")?"stylesheet":"modulepreload";l.crossOrigin="";l.href=f[i];document.head.append(l)}` +
    `${early}})()`
  );
}

/** The CSP source that allows exactly this inline script. */
export const scriptHash = (code: string): string =>
  `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

/**
 * Writes the preloader into index.html (after the entry's own tags) and records its
 * hash in `hashes` for the CSP (the security headers are written after index.html: `enforce: 'post'`).
 * `table.modules` and `table.signedIn` are files relative to `srcDir`, without the extension.
 */
export function firstLoadPreload(
  srcDir: string,
  table: Omit<PreloadTable, 'base'>,
  hashes: string[],
): Plugin {
  let base = '/';
  return {
    name: 'mockint:first-load-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const chunks: PreloadChunk[] = Object.values(ctx.bundle).flatMap((c) =>
          c.type === 'chunk'
            ? [
                {
                  fileName: c.fileName,
                  isEntry: c.isEntry,
                  imports: c.imports,
                  dynamicImports: c.dynamicImports,
                  moduleIds: c.moduleIds,
                  css: [...(c.viteMetadata?.importedCss ?? [])],
                },
              ]
            : [],
        );
        // The module of a file named without its extension (`.ts` or `.tsx`).
        const ids = new Map(
          chunks.flatMap((c) => c.moduleIds.map((m) => [m.replace(/\.tsx?$/, ''), m] as const)),
        );
        const id = (file: string) => ids.get(path.join(srcDir, file)) ?? path.join(srcDir, file);
        const code = preloaderScript(chunks, {
          ...table,
          base,
          signedIn: table.signedIn.map(id),
          modules: Object.fromEntries(Object.entries(table.modules).map(([n, f]) => [n, id(f)])),
        });
        hashes.splice(0, hashes.length, scriptHash(code));
        // After the entry's own tags (they go first on the six connections) and before its style sheet: a
        // classic script waits for every style sheet above it, which would hold the preloads back a round trip.
        const script = `<script>${code}</script>\n    `;
        const sheet = html.search(/<link rel="stylesheet"/);
        return sheet < 0
          ? html.replace('</head>', `${script}</head>`)
          : `${html.slice(0, sheet)}${script}${html.slice(sheet)}`;
      },
    },
  };
}
