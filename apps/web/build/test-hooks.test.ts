import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { noTestHooks, testHooksIn } from './test-hooks.ts';

describe('test hooks in a production build (decision 0052)', () => {
  it('names every __mockint global but the production ones', () => {
    const code = 'window.__mockintEarly;a.__mockintAudioMetrics?.push(x);b["__mockintFrameTap"]=1;';
    expect(testHooksIn(code, ['__mockintEarly'])).toEqual(['__mockintAudioMetrics', '__mockintFrameTap']);
    expect(testHooksIn('window.__mockintEarly=[]', ['__mockintEarly'])).toEqual([]);
  });

  it('fails the build on a chunk or an HTML file that holds one', () => {
    const plugin = noTestHooks(['__mockintEarly']);
    const errors: string[] = [];
    const context = { error: (message: string) => errors.push(message) };
    const generate = plugin.generateBundle as (this: unknown, options: unknown, bundle: unknown) => void;
    generate.call(
      context,
      {},
      {
        'assets/room.js': {
          type: 'chunk',
          fileName: 'assets/room.js',
          code: 'w.__mockintAudioMetrics?.push(m)',
        },
        'index.html': {
          type: 'asset',
          fileName: 'index.html',
          source: '<script>window.__mockintEarly=[]</script>',
        },
      },
    );
    expect(errors).toEqual([
      'test hooks in the production build (decision 0052): assets/room.js: __mockintAudioMetrics',
    ]);
  });

  it('the app source names no __mockint global but the production ones and development-only code', () => {
    const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
          for (const hook of testHooksIn(readFileSync(full, 'utf8'), ['__mockintEarly']))
            found.push(`${path.relative(src, full)}: ${hook}`);
      }
    };
    walk(src);
    // The devtools' taps (socket frames, API calls for the HAR export) are development-only: the bundle check
    // finds 0 bytes of them in production.
    expect(found).toEqual([
      'lib/dev-frame-tap.ts: __mockintFrameTap',
      'lib/dev-frame-tap.ts: __mockintHttpTap',
    ]);
  });
});
