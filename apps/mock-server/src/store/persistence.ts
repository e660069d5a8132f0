import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Store } from './index.ts';
import type { PersistedState } from './types.ts';

/** Reads a state file written by `persistStore`; a missing or unreadable file means "start from the seed". */
export function readStateFile(file: string): PersistedState | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as PersistedState;
    return parsed.version === 1 && Array.isArray(parsed.candidates) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Saves the store to `file` at most once per `debounceMs` after a change (write to a temp file, then rename, so a
 * crash mid-write never leaves half a file). Returns a flush function for shutdown.
 */
export function persistStore(store: Store, file: string, debounceMs = 250): { flush: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    timer = undefined;
    mkdirSync(dirname(file), { recursive: true });
    const tmp = `${file}.tmp`;
    writeFileSync(tmp, JSON.stringify(store.snapshot()));
    renameSync(tmp, file);
  };
  store.on('change', () => {
    if (!timer) timer = setTimeout(write, debounceMs);
  });
  return {
    flush: () => {
      if (timer) {
        clearTimeout(timer);
        write();
      }
    },
  };
}
