// `pnpm run budgets`: the web app's route budgets and the no-devtools check on the production build that
// `pnpm build` made (apps/web/dist), in seconds and without a browser (scripts/lib/budgets.mjs, decision 0790).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkBudgets, formatReport, readBuild } from './lib/budgets.mjs';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
try {
  const result = checkBudgets(readBuild(dist));
  console.log(formatReport(result));
  process.exit(result.ok ? 0 : 1);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
