import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

export interface PreloadTable {
  /** The cookie whose presence means "signed in". */
  cookie: string;
  /**
   * The data requests to start per page path (decision 0545): each `path` template's `{name}` comes from the
   * page URL's query parameter `query[name]`. Sent to `apiBaseUrl` with the cookie's token as a bearer token;
   * the answers go into `window[earlyGlobal]` for the app's API client.
   */
  requests: Record<string, readonly { path: string; query: Record<string, string> }[]>;
  apiBaseUrl: string;
  earlyGlobal: string;
}

/**
 * The inline script for index.html: on a signed-in visit (the cookie is there) to a page whose first paint
 * waits for data, it starts that data (decision 0545), so the report's early paint (decision 0547) has it
 * before the app's script has arrived. A logged-out visit, or a page with no requests, starts nothing. It
 * adds no module preloads: measured, they changed no page's first paint once the frames paint before any
 * script (decision 0057).
 */
export function preloaderScript(table: PreloadTable): string {
  const requests = Object.fromEntries(
    Object.entries(table.requests).map(([page, list]) => [page, list.map((r) => [r.path, r.query])]),
  );
  // Kept small and free of the app's code: it runs before anything else, on every visit. The page's data:
  // each template filled from the URL's query (skipped when a parameter is missing), sent with the cookie's
  // token (stored escaped, like the app's cookie reader undoes), its answer (null on a network failure) kept
  // with the URL and token for the app's API client to take (lib/early-requests.ts).
  return (
    `(()=>{if(!/(?:^|;)\\s*${table.cookie}=[^;\\s]/.test(document.cookie))return;` +
    `const r=${JSON.stringify(requests)}[location.pathname.replace(/\\/+$/,"")||"/"];if(!r)return;` +
    `let t=document.cookie.match(/(?:^|;)\\s*${table.cookie}=([^;]*)/)[1];try{t=decodeURIComponent(t)}catch{}` +
    `const q=new URLSearchParams(location.search),e=window[${JSON.stringify(table.earlyGlobal)}]=[];` +
    `for(const[p,n]of r){let ok=1;const u=p.replace(/\\{(\\w+)\\}/g,(_,x)=>{const v=q.get(n[x]);if(!v)ok=0;return encodeURIComponent(v||"")});` +
    `if(ok){const url=new URL(${JSON.stringify(table.apiBaseUrl.replace(/\/+$/, ''))}+u).href;` +
    `e.push({url,token:t,startedAt:performance.now(),response:fetch(url,{headers:{Authorization:"Bearer "+t}}).catch(()=>null)})}}})()`
  );
}

/** The CSP source that allows exactly this inline script. */
export const scriptHash = (code: string): string =>
  `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

/**
 * Writes the preloader into index.html (after the entry's own tags) and records its hash in `hashes` for the
 * CSP (the security headers are written after index.html: `enforce: 'post'`).
 */
export function firstLoadPreload(table: PreloadTable, hashes: string[]): Plugin {
  return {
    name: 'mockint:first-load-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const code = preloaderScript(table);
        hashes.splice(0, hashes.length, scriptHash(code));
        // After the entry's own tags (they go first on the six connections) and before its style sheet: a
        // classic script waits for every style sheet above it, which would hold the requests back a round trip.
        const script = `<script>${code}</script>\n    `;
        const sheet = html.search(/<link rel="stylesheet"/);
        return sheet < 0
          ? html.replace('</head>', `${script}</head>`)
          : `${html.slice(0, sheet)}${script}${html.slice(sheet)}`;
      },
    },
  };
}
