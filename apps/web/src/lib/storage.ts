import type { Candidate } from '@mockint/api-contract';

/** Local-storage keys named by the specs. */
export const storageKeys = {
  candidate: 'candidate',
  codeVerifier: 'codeVerifier',
  provider: 'provider',
  redirect: 'redirect',
  interviewTemplateId: 'interviewTemplateId',
  feedbackSubmitted: 'feedbackSubmitted',
  intro: 'intro',
  /** Theme choice; the spec keeps this key (named after the original app's color-scheme helper) on logout. */
  colorScheme: 'vueuse-color-scheme',
} as const;

/** Keys that survive logout (the spec's states and transitions). */
export const PRESERVED_ON_LOGOUT: readonly string[] = [
  storageKeys.feedbackSubmitted,
  storageKeys.intro,
  storageKeys.colorScheme,
];

/**
 * Whether this browser has been used with the app before: it holds a cached profile or a key that survives
 * logout (sign-in records the theme in use, so every browser that signed in once holds one; decision 0532).
 * The login page greets 'Welcome back' then, 'Welcome' on a first visit.
 */
export function hasVisitedBefore(): boolean {
  return [storageKeys.candidate, ...PRESERVED_ON_LOGOUT].some((key) => readString(key) !== undefined);
}

/** Sign-in hand-over keys, removed after the callback whatever the outcome (the spec's entities). */
export const SIGN_IN_KEYS: readonly string[] = [
  storageKeys.codeVerifier,
  storageKeys.provider,
  storageKeys.redirect,
  storageKeys.interviewTemplateId,
];

// Storage can throw (disabled cookies/site data, Safari private mode, quota): the app must keep working.
function store(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Reads a string; null, empty and the literal strings 'undefined'/'null' (what String(undefined) leaves
 * behind when a caller stored a missing value) all count as absent.
 */
export function readString(key: string): string | undefined {
  let value: string | null | undefined;
  try {
    value = store()?.getItem(key);
  } catch {
    return undefined;
  }
  if (value == null) return undefined;
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === 'undefined' || trimmed === 'null') return undefined;
  return value;
}

/** Writes a string; a missing value removes the key instead of storing 'undefined'. */
export function writeString(key: string, value: string | null | undefined): void {
  try {
    if (value === undefined || value === null || value === '' || value === 'undefined')
      store()?.removeItem(key);
    else store()?.setItem(key, value);
  } catch {
    // Ignored on purpose: see store().
  }
}

export function removeKeys(keys: readonly string[]): void {
  for (const key of keys) {
    try {
      store()?.removeItem(key);
    } catch {
      // Ignored on purpose: see store().
    }
  }
}

/** Removes every key except `keep`. */
export function clearStorageExcept(keep: readonly string[]): void {
  const s = store();
  if (!s) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < s.length; i += 1) {
      const key = s.key(i);
      if (key !== null && !keep.includes(key)) keys.push(key);
    }
    for (const key of keys) s.removeItem(key);
  } catch {
    // Ignored on purpose: see store().
  }
}

export function readJson(key: string): unknown {
  const raw = readString(key);
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

function isCandidate(value: unknown): value is Candidate {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'string' &&
    typeof (value as { fullName?: unknown }).fullName === 'string'
  );
}

/** The cached profile, or undefined when absent or not a candidate-shaped object. */
export function readCandidate(): Candidate | undefined {
  const value = readJson(storageKeys.candidate);
  return isCandidate(value) ? value : undefined;
}

export function writeCandidate(candidate: Candidate): void {
  writeString(storageKeys.candidate, JSON.stringify(candidate));
}
