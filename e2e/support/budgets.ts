import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from '../../scripts/build-steps/files.ts';

/** The byte budgets, as served (brotli) on a first, uncached visit. */
export const KB = 1024;
export const BUDGET = { homeJs: 120 * KB, js: 110 * KB, css: 30 * KB, homeFirstView: 500 * KB };

export interface Transfer {
  /** Code: the bundles. */
  js: number;
  /** React Router's hydration data and boot code, moved out of the HTML into /assets/boot/ files. */
  data: number;
  css: number;
  total: number;
}

export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

const root = path.resolve(import.meta.dirname, '../..');
/** One file per measured page, from whichever worker measured it; the table is made at the end. */
const rowsDir = path.join(root, 'reports/budgets');

export function saveBudgetRow(route: string, transfer: Transfer) {
  mkdirSync(rowsDir, { recursive: true });
  writeFileSync(path.join(rowsDir, `${encodeURIComponent(route)}.json`), JSON.stringify({ route, transfer }));
}

export function clearBudgetRows() {
  rmSync(rowsDir, { recursive: true, force: true });
}

/** Writes reports/budgets.md from the rows measured in this run, in the order of the site's pages. */
export function writeBudgetTable(order: string[]) {
  let files: string[];
  try {
    files = readdirSync(rowsDir);
  } catch {
    return;
  }
  const rows = new Map<string, Transfer>();
  for (const file of files) {
    const { route, transfer } = JSON.parse(readFileSync(path.join(rowsDir, file), 'utf8')) as {
      route: string;
      transfer: Transfer;
    };
    rows.set(route, transfer);
  }
  const firstView = rows.get('first view');
  const buildSize = listFiles(path.join(root, 'dist'))
    .filter((file) => !/\.(br|gz)$/.test(file))
    .reduce((sum, file) => sum + statSync(file).size, 0);
  const table = [
    '# Byte budgets (as served, brotli, first visit)',
    '',
    '| route | JavaScript code / budget | hydration data | CSS / budget | all transferred (1366 px) |',
    '|---|---|---|---|---|',
    ...order
      .filter((route) => rows.has(route))
      .map((route) => {
        const transfer = rows.get(route)!;
        const jsBudget = route === '/' ? BUDGET.homeJs : BUDGET.js;
        return `| ${route} | ${kb(transfer.js)} / ${kb(jsBudget)} | ${kb(transfer.data)} | ${kb(transfer.css)} / ${kb(BUDGET.css)} | ${kb(transfer.total)} |`;
      }),
    '',
    firstView
      ? `Home page first view on a 390 px phone: ${kb(firstView.total)} transferred (budget ${kb(BUDGET.homeFirstView)}).`
      : '',
    `Total build size (uncompressed, dist/): ${(buildSize / KB / KB).toFixed(1)} MB.`,
  ].join('\n');
  writeFileSync(path.join(root, 'reports/budgets.md'), `${table}\n`);
}
