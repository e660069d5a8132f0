import { describe, expect, it } from 'vitest';
import { typecheckWebAgainst } from './web-typecheck.ts';

type Json = Record<string, unknown>;

/** Candidate.fullName is what the app shell shows (user menu, avatar initials, feedback dialog name). */
function renameCandidateFullName(spec: Json): void {
  const candidate = ((spec.components as Json).schemas as Record<string, Json>).Candidate as {
    properties: Record<string, unknown>;
    required: string[];
  };
  candidate.properties.displayName = candidate.properties.fullName;
  delete candidate.properties.fullName;
  candidate.required = candidate.required.map((field) => (field === 'fullName' ? 'displayName' : field));
}

const errorLines = (output: string): string[] =>
  output.split('\n').filter((line) => /error TS\d+/.test(line));

describe('the web app follows the contract', { timeout: 240_000 }, () => {
  it('type-checks against freshly regenerated types, and stops compiling when a field it reads is renamed', async () => {
    // Both runs at once: each is a full `tsc --noEmit` of apps/web.
    const [unchanged, renamed] = await Promise.all([
      typecheckWebAgainst(() => {}),
      typecheckWebAgainst(renameCandidateFullName),
    ]);

    // Regenerated from the unchanged spec, the copy behaves like the real package: nothing about the field,
    // nothing inside the contract copy. (Compared by difference so that unrelated work in progress in the
    // web app, which its own typecheck reports, does not make this test lie either way.)
    const before = errorLines(unchanged.output);
    expect(before.filter((line) => /fullName|displayName|consumer-typecheck-/.test(line))).toEqual([]);

    expect(renamed.exitCode).not.toBe(0);
    const introduced = errorLines(renamed.output).filter((line) => !before.includes(line));
    expect(introduced.length).toBeGreaterThan(0);
    // It is the web app's own code that breaks, naming the field.
    expect(introduced.join('\n')).toMatch(
      /^src\/[^(]+\.tsx?\(\d+,\d+\): error TS\d+: Property 'fullName' does not exist on type/m,
    );
    expect(introduced.every((line) => line.includes('fullName'))).toBe(true);
  });
});
