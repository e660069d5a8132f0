// With its extension: vite.config.ts imports this module (its draft key prefix) through Node's loader.
import { onLogout } from './auth/logout-registry.ts';

/** Every saved draft's key starts with it (index.html's frame gate looks for one, decision 0546). */
export const DRAFT_KEY_PREFIX = 'draft:';
const PREFIX = DRAFT_KEY_PREFIX;

/**
 * What a candidate has typed into a form, kept in sessionStorage for this tab so a reload loses nothing
 * (decision 0535). Keys carry the candidate id, so another candidate signing in on this tab never sees it,
 * and logout removes every draft. Files (the resume) are never stored.
 */
export interface SessionDraft<Values> {
  values: Values;
  step: number;
}

function store(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function draftKey(candidateId: string, name: string): string {
  return `${PREFIX}${candidateId}:${name}`;
}

export function readDraft<Values>(key: string): SessionDraft<Values> | null {
  try {
    const raw = store()?.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<SessionDraft<Values>>;
    if (typeof parsed !== 'object' || parsed === null || typeof parsed.values !== 'object') return null;
    const step = typeof parsed.step === 'number' && Number.isInteger(parsed.step) ? parsed.step : 0;
    return { values: parsed.values as Values, step };
  } catch {
    return null;
  }
}

export function writeDraft<Values>(key: string, draft: SessionDraft<Values>): void {
  try {
    store()?.setItem(key, JSON.stringify(draft));
  } catch {
    // Quota or disabled storage: the form still works, only the reload safety net is gone.
  }
}

export function removeDraft(key: string): void {
  try {
    store()?.removeItem(key);
  } catch {
    // Nothing to remove.
  }
}

export function clearAllDrafts(): void {
  const s = store();
  if (!s) return;
  try {
    for (const key of Object.keys(s)) if (key.startsWith(PREFIX)) s.removeItem(key);
  } catch {
    // Storage unavailable: nothing was kept either.
  }
}

onLogout(clearAllDrafts);
