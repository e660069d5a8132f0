import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, createServer, type Alias, type Plugin } from 'vite';
import { scriptHash } from './first-load-preload.ts';

/** What the frame gate needs to know (names from the app's own modules, read by vite.config.ts). */
export interface FrameGateNames {
  /** The cookie whose presence means "signed in". */
  cookie: string;
  /** The local-storage key of the stored theme, and the query parameter that overrides it. */
  themeKey: string;
  themeParam: string;
  /**
   * Pages whose first render can differ from their frame (decision 0546), by path: with one of these query
   * parameters, or a sessionStorage key starting with `sessionKeyPrefix` (a saved draft brings its own step
   * back), the gate marks <html> `data-frame-stale` and styles.css hides the frame: the page then paints as it
   * did without one.
   */
  staleWhen?: Record<string, { params: readonly string[]; sessionKeyPrefix: string }>;
}

/**
 * The inline script for the head of every page (before the style sheet, so before the first paint):
 *  - the stored theme (or the theme query) goes on <html> at once, so a light-theme user never sees the dark
 *    default, prerendered frame or not;
 *  - a visitor without the session cookie is marked `data-visitor` on <html>, which hides a prerendered
 *    signed-in frame (styles.css): a signed-out visitor never sees it;
 *  - a press on the frame (not yet live) does nothing but mark the pressed control `data-pressed`, so the app
 *    can press the same control once it has taken over (app-router.tsx); a link there would otherwise start a
 *    full page load, a button would do nothing. A modified click (Ctrl, ⌘, Shift, Alt) is the browser's.
 */
export function frameGateScript({ cookie, themeKey, themeParam, staleWhen }: FrameGateNames): string {
  const stale =
    staleWhen && Object.keys(staleWhen).length
      ? `const w=${JSON.stringify(
          Object.fromEntries(
            Object.entries(staleWhen).map(([page, when]) => [page, [when.params, when.sessionKeyPrefix]]),
          ),
        )}[location.pathname.replace(/\\/+$/,"")];` +
        `if(w){let d=w[0].some((n)=>q.has(n));try{d=d||Object.keys(sessionStorage).some((k)=>k.startsWith(w[1]))}catch{}` +
        `if(d)h.dataset.frameStale=""}`
      : '';
  return (
    `(()=>{const h=document.documentElement,ok=(t)=>t==="dark"||t==="light",q=new URLSearchParams(location.search);` +
    `let t=q.get(${JSON.stringify(themeParam)});` +
    `if(!ok(t))try{t=localStorage.getItem(${JSON.stringify(themeKey)})}catch{}` +
    `if(ok(t)){h.dataset.theme=t;h.classList.toggle("dark",t==="dark");h.style.colorScheme=t}` +
    `if(!/(?:^|;)\\s*${cookie}=[^;\\s]/.test(document.cookie)){h.dataset.visitor="";return}` +
    stale +
    `addEventListener("click",(e)=>{const f=e.target.closest&&e.target.closest("[data-frame]");` +
    // A modified click (a link into a new tab or window) is left to the browser.
    `if(!f||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey)return;` +
    `e.preventDefault();for(const o of f.querySelectorAll("[data-pressed]"))o.removeAttribute("data-pressed");` +
    `const c=e.target.closest("a,button,input,select,textarea,label,summary,[role]");` +
    `if(c&&f.contains(c))c.setAttribute("data-pressed","")},true)})()`
  );
}

/**
 * The page for one route: index.html with the frame's markup in #root (wrapped in `data-frame`, what the gate
 * and main.tsx look for) and the frame's own <title> (React renders it inline; the head's is what shows).
 */
export function framePage(
  indexHtml: string,
  markup: string,
  early?: { template: string; script: string },
): string {
  const title = /^<title>(.*?)<\/title>/.exec(markup);
  const body = title ? markup.slice(title[0].length) : markup;
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root)) throw new Error('prerender: index.html has no empty #root');
  // The early paint (decision 0547): its template and script after the frame, inside #root, so the app's
  // first render clears them with the frame.
  const after = early
    ? `<template data-early-paint>${early.template}</template><script>${early.script}</script>`
    : '';
  let html = indexHtml.replace(root, `<div id="root"><div data-frame>${body}</div>${after}</div>`);
  if (title) html = html.replace(/<title>.*?<\/title>/, `<title>${title[1]}</title>`);
  return html;
}

/**
 * Bundles `entry` alone into a classic script (no imports, no chunks) for inlining: the early paint runs
 * before any of the app's script has arrived (decision 0547).
 */
export async function inlineScript(root: string, entry: string, alias: readonly Alias[]): Promise<string> {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    resolve: { alias: [...alias] },
    publicDir: false,
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      sourcemap: false,
      lib: { entry, formats: ['iife'], name: 'mockintEarlyPaint' },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) =>
    'output' in o ? o.output.filter((c) => c.type === 'chunk') : [],
  );
  const [chunk] = chunks;
  if (!chunk || chunks.length !== 1) throw new Error(`prerender: ${entry} did not bundle into one script`);
  const code = chunk.code.trim();
  // Inlined into HTML: the parser would end the script at its first closing tag.
  if (/<\/script/i.test(code)) throw new Error(`prerender: ${entry} contains a closing script tag`);
  return code;
}

/**
 * A frame's file, for the path of the URL it is rendered from: `/app/dashboard` → `app/dashboard.html` (what
 * vite preview and nginx's try_files serve for `/app/dashboard`).
 */
export const frameFile = (url: string): string =>
  `${new URL(url, 'http://localhost').pathname.replace(/^\/+/, '')}.html`;

/** Browser globals the app's modules read when they are imported (stores read cookies and storage). */
const GLOBALS = [
  'window',
  'document',
  'navigator',
  'location',
  'localStorage',
  'sessionStorage',
  'matchMedia',
  'HTMLElement',
  'Element',
  'Node',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'getComputedStyle',
] as const;

/**
 * Build-time prerendering (decision 0540): after the bundle is written, renders each of `urls`
 * through the app's own router and components (`renderModule` exports `renderFrame(path)`, react-dom/server)
 * into `dist/<route>.html`, so the page's static frame paints with the style sheet, before any script has
 * run. The modules are loaded by Vite's SSR loader, in a happy-dom window signed in with no profile stored:
 * every data-bound part renders its loading state, never made-up content. Also records the gate's CSP hash.
 */
export function prerenderFrames(options: {
  /** The URLs to render, each written for its path. */
  urls: readonly string[];
  renderModule: string;
  /** The early paint's script (decision 0547), bundled alone and inlined after the frames that have a template. */
  earlyPaintEntry: string;
  gate: FrameGateNames;
  hashes: string[];
}): Plugin {
  let outDir = '';
  let root = '';
  let configFile: string | false = false;
  let alias: Alias[] = [];
  let earlyScript: Promise<string> | undefined;
  /** Bundled once: its hash goes into the CSP with index.html, its code into the frames after the bundle. */
  const earlyPaintScript = () =>
    (earlyScript ??= inlineScript(root, path.resolve(root, options.earlyPaintEntry), alias));
  const code = frameGateScript(options.gate);
  return {
    name: 'mockint:prerender-frames',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      configFile = config.configFile ?? false;
      alias = config.resolve.alias;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        // After the preloader's (it resets the list), once.
        if (!options.hashes.includes(scriptHash(code))) options.hashes.push(scriptHash(code));
        const early = scriptHash(await earlyPaintScript());
        if (!options.hashes.includes(early)) options.hashes.push(early);
        // Before the style sheet: a classic script waits for every style sheet above it.
        const script = `<script>${code}</script>\n    `;
        const sheet = html.search(/<link rel="stylesheet"/);
        return sheet < 0
          ? html.replace('</head>', `${script}</head>`)
          : `${html.slice(0, sheet)}${script}${html.slice(sheet)}`;
      },
    },
    async closeBundle() {
      const index = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const { Window } = await import('happy-dom');
      const win = new Window({ url: 'http://localhost/' });
      win.document.cookie = `${options.gate.cookie}=prerender`;
      const saved = new Map(GLOBALS.map((k) => [k, Object.getOwnPropertyDescriptor(globalThis, k)]));
      for (const k of GLOBALS)
        Object.defineProperty(globalThis, k, {
          value: k === 'window' ? win : win[k as keyof typeof win],
          configurable: true,
          writable: true,
        });
      const server = await createServer({
        root,
        configFile,
        mode: 'production',
        logLevel: 'warn',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
      });
      try {
        const { renderFrame, renderEarlyPaint } = (await server.ssrLoadModule(options.renderModule)) as {
          renderFrame: (url: string) => Promise<string>;
          renderEarlyPaint: (url: string) => string | null;
        };
        const script = await earlyPaintScript();
        for (const url of options.urls) {
          const file = path.join(outDir, frameFile(url));
          mkdirSync(path.dirname(file), { recursive: true });
          const template = renderEarlyPaint(url);
          writeFileSync(
            file,
            framePage(index, await renderFrame(url), template ? { template, script } : undefined),
          );
        }
      } finally {
        await server.close();
        await win.happyDOM.close();
        for (const [k, descriptor] of saved)
          if (descriptor) Object.defineProperty(globalThis, k, descriptor);
          else delete (globalThis as Record<string, unknown>)[k];
      }
    },
  };
}
