// Optional cross-check of the committed spec-calls.json against the product spec markdown. It runs only where
// the spec sits beside the repository (our own setup, or MOCKINT_SPEC_DIR); a clone elsewhere skips it and
// says so, because the coverage test already holds openapi.yaml to the committed list.
import { describe, expect, it } from 'vitest';
import { SPEC_FILES, loadSpecCalls, readSpecCalls, specDir } from '../scripts/lib/spec-calls.ts';

const dir = specDir();
if (!dir) {
  console.warn(
    'spec-calls cross-check SKIPPED: no ../shared/spec beside the repository (set MOCKINT_SPEC_DIR to run it); ' +
      'openapi.yaml is still checked against the committed spec-calls.json',
  );
}

describe.skipIf(!dir)(`spec-calls.json against the spec in ${dir ?? '(not found: skipped)'}`, () => {
  it.each(SPEC_FILES)('lists exactly the §7 calls of %s, in order', (file) => {
    const fromSpec = readSpecCalls(dir!)[file].map((call) => `${call.method.toUpperCase()} ${call.path}`);
    const committed = loadSpecCalls()[file].map((call) => `${call.method.toUpperCase()} ${call.path}`);
    expect(committed, 'update spec-calls.json from the spec').toEqual(fromSpec);
  });
});
