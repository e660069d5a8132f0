import { readString, storageKeys, writeString } from './storage.ts';

export type Theme = 'dark' | 'light';

/** The query parameter that chooses the theme (decision 0408); index.html's gate reads it too. */
export const themeQuery = 'theme';

export function parseTheme(value: string | null | undefined): Theme | undefined {
  return value === 'dark' || value === 'light' ? value : undefined;
}

/** Dark unless a theme query (dark|light) chose otherwise earlier; see decision 0408. */
export function storedTheme(): Theme {
  return parseTheme(readString(storageKeys.colorScheme)) ?? 'dark';
}

const themeListeners = new Set<() => void>();

/** For useSyncExternalStore: called whenever applyTheme changes the page's theme. */
export function subscribeTheme(listener: () => void): () => void {
  themeListeners.add(listener);
  return () => void themeListeners.delete(listener);
}

/** The theme the page shows now (what applyTheme last set; dark before any). */
export function currentTheme(): Theme {
  return parseTheme(document.documentElement.dataset.theme) ?? 'dark';
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
  for (const listener of themeListeners) listener();
}

/** Honours ?theme=dark|light: applies and remembers it. Other values are ignored. */
export function applyThemeFromSearch(search: string): void {
  const theme = parseTheme(new URLSearchParams(search).get(themeQuery));
  if (!theme) return;
  writeString(storageKeys.colorScheme, theme);
  applyTheme(theme);
}
