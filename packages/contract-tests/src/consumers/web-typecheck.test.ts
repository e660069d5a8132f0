import { describe, expect, it } from 'vitest';
import { packageTypes, regenerateTypes, typecheckWebAgainst } from './web-typecheck.ts';
import { scaled } from '../../../../scripts/lib/machine.mjs';

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

describe('the web app follows the contract', { timeout: scaled(240_000) }, () => {
  // The web app's own typecheck (`pnpm typecheck`, in CI after `generate`) compiles it against the package's
  // generated types. A second full `tsc` of the web app here against an unchanged copy only repeated it (about
  // 10 CPU-seconds in each of CI's two Node passes, decision 0765); what it proved, that the copy behaves like
  // the package, the first test below proves without a compiler: the copy's types are the package's own.
  it('regenerates from the unchanged spec exactly the types the package ships (the copy is the package)', async () => {
    expect(await regenerateTypes(() => {})).toBe(packageTypes());
  });

  // Not in the Node-LTS pass (`pnpm test:node-lts` sets MOCKINT_TEST_NODE): there it would only prove that
  // TypeScript's compiler runs under that Node, 16 CPU-seconds at the end of CI's critical path (decision 0765).
  // Our own code of this test (copy, edit, regenerate) runs under the LTS in the test above.
  it.skipIf(Boolean(process.env.MOCKINT_TEST_NODE))(
    'stops compiling when a field it reads is renamed in the spec, and only there',
    async () => {
      const renamed = await typecheckWebAgainst(renameCandidateFullName);

      expect(renamed.exitCode).not.toBe(0);
      const errors = errorLines(renamed.output);
      expect(errors.length).toBeGreaterThan(0);
      // It is the web app's own code that breaks, naming the field; nothing else (the web app compiles against
      // the unchanged types: its own typecheck), and nothing inside the contract copy.
      expect(errors.join('\n')).toMatch(
        /^src\/[^(]+\.tsx?\(\d+,\d+\): error TS\d+: Property 'fullName' does not exist on type/m,
      );
      // The web app's MSW component tests compile the mock's handlers along (`../mock-server/…`, decision 0313):
      // the mock breaks there too, and its own typecheck says so. What this test holds is the web app's code.
      const webErrors = errors.filter((line) => !line.startsWith('../mock-server/'));
      expect(
        webErrors.filter((line) => !line.includes('fullName') || /consumer-typecheck-/.test(line)),
      ).toEqual([]);
    },
  );
});
