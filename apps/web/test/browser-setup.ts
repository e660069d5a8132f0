// Component tests (`*.browser.test.tsx`, decision 0767) run in Chromium with the app's real stylesheet:
// Tailwind, the theme of packages/ui and the toaster's variables, so sizes, colours and positions are the app's.
import { beforeEach } from 'vitest';
import { applyTheme } from '@/lib/theme';
import '@/styles.css';

// The theme the app starts in (main.tsx applies the stored one; a test's storage is empty): dark.
beforeEach(() => applyTheme('dark'));
