import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the mock counts the suite's contract coverage (MOCK_COVERAGE_FILE) and the report is written. */
export const COVERAGE_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../test-results-coverage',
);
export const COUNTS_FILE = path.join(COVERAGE_DIR, 'counts.json');
