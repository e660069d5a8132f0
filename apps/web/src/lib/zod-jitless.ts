// zod 4 compiles object parsers with `new Function` unless `jitless` is set, and probes for it even when it
// then falls back: under the production CSP (no 'unsafe-eval') the probe is a reported violation. zod keeps
// its config in globalThis.__zod_globalConfig (what `z.config()` writes), so setting it here, first thing in
// main.tsx, keeps zod itself out of the entry chunk (login bundle budget, decision 0030). Decision 0431.
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig ??= {};
scope.__zod_globalConfig.jitless = true;

export {};
