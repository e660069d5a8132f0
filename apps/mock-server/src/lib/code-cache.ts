// The precompiled CLI's loader (decision 0076): dist/bin/start.mjs runs the bundle, dist/bin/mock.cjs, through a
// vm.Script with V8's code cache, so a start after the first reads the compiled code instead of parsing 1.7 MB
// and recompiling every function the start-up calls. Node 20 has no compile cache of its own for ES modules
// (module.enableCompileCache arrived in Node 22.1), hence the CommonJS bundle and this file.
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire, SourceMap } from 'node:module';
import { dirname, resolve } from 'node:path';
import vm from 'node:vm';

export type CacheStatus = 'absent' | 'accepted' | 'rejected';

export interface BundleRun {
  /** The bundle's `module.exports`. */
  exports: Record<string, unknown>;
  /** Whether V8 used the cache: `absent` (none yet), `accepted`, or `rejected` (another Node, flags or bundle). */
  status: CacheStatus;
  /**
   * Writes the code V8 has compiled so far (call it once the server listens, so the start-up's functions are in)
   * unless the cache was accepted; false when it could not be written (a read-only folder): the next start then
   * compiles as this one did, nothing else changes.
   */
  save(): boolean;
}

/** One cache per Node version and CPU: V8 rejects another's, and two Node versions must not evict each other's. */
export function cacheFileFor(bundle: string): string {
  return `${bundle}.${process.version}-${process.arch}.v8-cache`;
}

// The CommonJS wrapper on a line of its own, so the bundle's line 1 stays line 1 (lineOffset -1) for the map.
const WRAPPER_HEAD = '(function (exports, require, module, __filename, __dirname) {\n';
const WRAPPER_TAIL = '\n})';

function readCache(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

// V8 checks a cache against the source's length, not its text: a rebuilt bundle of the same length would run the
// old build's code. The cache file starts with a digest of the source it was made from (a few ms for 1.7 MB).
const DIGEST_BYTES = 20;
const digestOf = (source: string) => createHash('sha1').update(source).digest();

/** Runs a CommonJS bundle with V8's code cache from `cacheFile` (see BundleRun). */
export function runWithCodeCache(bundle: string, cacheFile = cacheFileFor(bundle)): BundleRun {
  const source = readFileSync(bundle, 'utf8');
  const digest = digestOf(source);
  const file = readCache(cacheFile);
  const ours = file !== undefined && file.subarray(0, DIGEST_BYTES).equals(digest);
  const cachedData = ours ? file.subarray(DIGEST_BYTES) : undefined;
  const script = new vm.Script(WRAPPER_HEAD + source + WRAPPER_TAIL, {
    filename: bundle,
    lineOffset: -1,
    cachedData,
    // import() inside the bundle (an external package) resolves as in any module of the main context.
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  const status: CacheStatus =
    file === undefined ? 'absent' : !ours || script.cachedDataRejected ? 'rejected' : 'accepted';
  const module = { exports: {} as Record<string, unknown> };
  (script.runInThisContext() as (...args: unknown[]) => void)(
    module.exports,
    createRequire(bundle),
    module,
    bundle,
    dirname(bundle),
  );
  return {
    get exports() {
      return module.exports;
    },
    status,
    save() {
      if (status === 'accepted') return true;
      // Written aside and renamed: mocks started together (the e2e's projects) never read a half-written file.
      const partial = `${cacheFile}.${process.pid}.tmp`;
      try {
        writeFileSync(partial, Buffer.concat([digest, script.createCachedData()]));
        renameSync(partial, cacheFile);
        return true;
      } catch {
        rmSync(partial, { force: true });
        return false;
      }
    },
  };
}

/**
 * Stack traces through the bundle name the TypeScript source, as `--enable-source-maps` does for a module Node
 * loads itself (it does not for a vm.Script in Node 20). The map is read when a stack is first formatted, not at
 * start; frames outside the bundle, or without a mapping, read as V8 writes them.
 */
export function mapBundleStacks(bundle: string, mapFile = `${bundle}.map`): void {
  let map: SourceMap | null | undefined;
  const sourceMap = (): SourceMap | null => {
    if (map === undefined) {
      try {
        map = new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8')));
      } catch {
        map = null;
      }
    }
    return map;
  };
  Error.prepareStackTrace = (error: unknown, frames: NodeJS.CallSite[]) => {
    const lines = frames.map((frame) => {
      const text = frame.toString();
      const line = frame.getLineNumber();
      const column = frame.getColumnNumber();
      if (frame.getFileName() !== bundle || line === null || column === null) return text;
      const entry = sourceMap()?.findEntry(line - 1, column - 1);
      if (!entry || !('originalSource' in entry)) return text;
      const source = resolve(dirname(mapFile), entry.originalSource);
      return text.replace(
        `${bundle}:${line}:${column}`,
        `${source}:${entry.originalLine + 1}:${entry.originalColumn + 1}`,
      );
    });
    const head = error instanceof Error ? Error.prototype.toString.call(error) : String(error);
    return [head, ...lines.map((text) => `    at ${text}`)].join('\n');
  };
}
