import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// The one place that turns import.meta.url into package paths. This module sits two levels below the package
// root, as does the precompiled CLI (dist/bin/start.mjs, which bundles it), so both resolve the same folders.
// Not `new URL('../../', import.meta.url)`: Vite rewrites that pattern as a browser asset when a web app's Vitest
// imports the mock (the MSW handlers, decision 0313).
export const PACKAGE_ROOT = `${resolve(dirname(fileURLToPath(import.meta.url)), '../..')}/`;
export const FIXTURES_DIR = `${PACKAGE_ROOT}fixtures/`;
/** Interview scripts as data (JSON, read at start-up). */
export const INTERVIEW_SCRIPT_DIR = `${PACKAGE_ROOT}src/interview-scripts/data/`;
/** Mock scenarios (decision 0312): named sets of the mock's knobs, one JSON file each, kept in the repository. */
export const MOCK_SCENARIO_DIR = `${PACKAGE_ROOT}scenarios/`;
