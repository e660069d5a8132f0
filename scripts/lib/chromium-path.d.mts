// Types for the TypeScript files that import chromium-path.mjs.
export function chromiumPath(options: { headless: boolean }): string | undefined;
