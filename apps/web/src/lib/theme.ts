import { readString, storageKeys, writeString } from './storage';

export type Theme = 'dark' | 'light';

export function parseTheme(value: string | null | undefined): Theme | undefined {
  return value === 'dark' || value === 'light' ? value : undefined;
}

/** Dark unless a theme query (dark|light) chose otherwise earlier; see decision 0408. */
export function storedTheme(): Theme {
  return parseTheme(readString(storageKeys.colorScheme)) ?? 'dark';
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

/** Honours ?theme=dark|light: applies and remembers it. Other values are ignored. */
export function applyThemeFromSearch(search: string): void {
  const theme = parseTheme(new URLSearchParams(search).get('theme'));
  if (!theme) return;
  writeString(storageKeys.colorScheme, theme);
  applyTheme(theme);
}
