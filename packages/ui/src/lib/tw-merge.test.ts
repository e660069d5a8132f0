import { twMerge as fullTwMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';

import { twMerge } from './tw-merge';

declare global {
  interface ImportMeta {
    glob(
      pattern: string[],
      options: { query: '?raw'; import: 'default'; eager: true },
    ): Record<string, string>;
  }
}

// Every source that writes classes for `cn()`: this package's primitives and the web app, which passes its own
// classes to them (`className`) and to `cn()`. Read as text, not imported: a class is a class wherever it is
// written, in a `cn(` call, a variant table or a constant.
const sources = import.meta.glob(
  ['../**/*.{ts,tsx}', '../../../../apps/web/src/**/*.{ts,tsx}', '!**/*.test.{ts,tsx}', '!./tw-merge.ts'],
  { query: '?raw', import: 'default', eager: true },
);

/** Every word of every string literal that the full tailwind-merge knows as a Tailwind class. */
function writtenClasses(): string[] {
  const classes = new Set<string>();
  for (const source of Object.values(sources)) {
    // Comments are not classes: "any container (capture)" would otherwise ask for the `container` group.
    const text = source.replace(/\{?\/\*[\s\S]*?\*\/\}?/g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
    for (const literal of text.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g))
      for (const word of literal[2]!.split(/\s+/))
        // A word it does not know (copy, an id) is kept as it is by both, twice: not a class.
        if (word && fullTwMerge(`${word} ${word}`) === word) classes.add(word);
  }
  return [...classes].sort();
}

describe('the slim class merger', () => {
  const classes = writtenClasses();

  it('finds the classes the sources write', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    // A few the app surely writes, so that a broken scan cannot pass with nothing to compare.
    expect(classes).toEqual(expect.arrayContaining(['px-4', 'text-sm', 'bg-primary', 'hover:bg-muted']));
  });

  it('merges every pair of them as the full tailwind-merge does, in both orders', () => {
    const differences: string[] = [];
    for (const first of classes)
      for (const second of classes) {
        const input = `${first} ${second}`;
        const slim = twMerge(input);
        const full = fullTwMerge(input);
        if (slim !== full) differences.push(`'${input}': '${slim}', the full one '${full}'`);
      }
    expect(differences.slice(0, 20), `${differences.length} of ${classes.length ** 2} pairs differ`).toEqual(
      [],
    );
  });

  it('merges what the ui primitives are given as the full one does', () => {
    // Overrides the app really passes: the later class wins, a class of another group stays.
    for (const input of [
      'inline-flex items-center px-4 py-2 text-sm bg-primary px-0 text-xs',
      'rounded-lg border border-border bg-card p-6 border-destructive/40 p-4',
      'h-2 w-full overflow-hidden rounded-full bg-muted h-3 bg-success',
      'text-muted-foreground text-[10px] leading-none text-foreground',
    ])
      expect(twMerge(input)).toBe(fullTwMerge(input));
  });
});
