// `tsx coverage/report.ts`: after the e2e suites, prints the contract coverage table the mock counted, names
// every uncovered error code of the catalogues, writes contract-coverage.{json,html}, and exits 1 below the
// floor of contract-coverage-floor.json (decision 0264).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContract } from '@mockint/api-contract/node';
import { belowFloor, html, measure, table, type CoverageCounts, type Floor } from './contract-coverage.ts';
import { COUNTS_FILE, COVERAGE_DIR } from './paths.ts';

const FLOOR_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../contract-coverage-floor.json',
);

if (!existsSync(COUNTS_FILE)) {
  console.error(`contract coverage: ${COUNTS_FILE} is missing (run the e2e suites first)`);
  process.exit(1);
}
const counts = JSON.parse(readFileSync(COUNTS_FILE, 'utf8')) as CoverageCounts;
const operations = loadContract().operations.map((op) => ({
  operationId: op.operationId,
  key: op.key,
  statuses: op.statuses,
}));
const measured = measure(counts, operations);
const { floor } = JSON.parse(readFileSync(FLOOR_FILE, 'utf8')) as { floor: Floor };

console.log(`\n${table(measured)}\n`);
for (const d of [
  measured.socketErrorCodes,
  measured.httpErrorCodes,
  measured.socketMessageTypes,
  measured.operations,
])
  if (d.missing.length) console.log(`not exercised, ${d.name}: ${d.missing.join(', ')}`);
const uncoveredPairs = measured.operationStatuses.missing.length;
if (uncoveredPairs)
  console.log(`operations × statuses not exercised: ${uncoveredPairs} (listed in the HTML page)`);

mkdirSync(COVERAGE_DIR, { recursive: true });
writeFileSync(
  path.join(COVERAGE_DIR, 'contract-coverage.json'),
  `${JSON.stringify({ floor, ...measured }, null, 2)}\n`,
);
writeFileSync(path.join(COVERAGE_DIR, 'contract-coverage.html'), html(measured));
console.log(`written: ${path.relative(process.cwd(), COVERAGE_DIR)}/contract-coverage.{json,html}`);

const below = belowFloor(measured, floor);
for (const line of below) console.error(`BELOW FLOOR ${line}`);
if (below.length) process.exitCode = 1;
