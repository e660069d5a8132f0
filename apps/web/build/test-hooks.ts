import type { Plugin } from 'vite';

/**
 * The app's window globals are named `__mockint…`. Those a production build may hold: the first-load
 * preloader's early answers (decision 0545). Any other (a bench's or a test's collector, the devtools' frame
 * tap) is a test hook and must not ship (decision 0052).
 */
export function testHooksIn(code: string, productionGlobals: readonly string[]): string[] {
  const found = new Set(code.match(/__mockint[A-Za-z0-9_$]*/g) ?? []);
  return [...found].filter((name) => !productionGlobals.includes(name)).sort();
}

/** Fails a production build whose JavaScript or HTML names a test hook. */
export function noTestHooks(productionGlobals: readonly string[]): Plugin {
  return {
    name: 'mockint-no-test-hooks',
    apply: 'build',
    // After index.html (and its inline preloader) is written.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const found: string[] = [];
      for (const file of Object.values(bundle)) {
        const code =
          file.type === 'chunk' ? file.code : /\.(html|js)$/.test(file.fileName) ? String(file.source) : '';
        for (const hook of testHooksIn(code, productionGlobals)) found.push(`${file.fileName}: ${hook}`);
      }
      if (found.length) this.error(`test hooks in the production build (decision 0052): ${found.join(', ')}`);
    },
  };
}
