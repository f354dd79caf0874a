import { appendFileSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from '../../scripts/build-steps/files.ts';

/**
 * The byte budgets, as served (brotli) on a first, uncached visit. The largest page's code is
 * about 110 KB; React Router's manifest and the article module grow by some 100 bytes with a
 * year of the committee's pages and articles, which the 4 KB above it leaves room for.
 */
export const KB = 1024;
export const BUDGET = { homeJs: 120 * KB, js: 114 * KB, css: 30 * KB, homeFirstView: 500 * KB };

/** Bytes of code (bundles), of React Router's hydration data and boot files, of CSS, and in all. */
export interface Transfer {
  js: number;
  data: number;
  css: number;
  total: number;
}

export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

const root = path.resolve(import.meta.dirname, '../..');
/** One line per measured page, appended by whichever worker measured it; the table is made at the end. */
const rowsFile = path.join(root, 'reports/budgets.jsonl');

export function saveBudgetRow(route: string, transfer: Transfer) {
  mkdirSync(path.dirname(rowsFile), { recursive: true });
  appendFileSync(rowsFile, `${JSON.stringify({ route, transfer })}\n`);
}

export const clearBudgetRows = () => rmSync(rowsFile, { force: true });

/** Writes reports/budgets.md from the rows measured in this run, in the order of the site's pages. */
export function writeBudgetTable(order: string[]) {
  let lines: string[];
  try {
    lines = readFileSync(rowsFile, 'utf8').trim().split('\n');
  } catch {
    return;
  }
  const rows = new Map(
    lines
      .map((line) => JSON.parse(line) as { route: string; transfer: Transfer })
      .map((row) => [row.route, row.transfer]),
  );
  const firstView = rows.get('first view');
  const buildSize = listFiles(path.join(root, 'dist'))
    .filter((file) => !/\.(br|gz)$/.test(file))
    .reduce((sum, file) => sum + statSync(file).size, 0);
  const table = [
    '# Byte budgets (as served, brotli, first visit)\n',
    '| route | JavaScript code / budget | hydration data | CSS / budget | all transferred (1366 px) |',
    '|---|---|---|---|---|',
    ...order.flatMap((route) => {
      const row = rows.get(route);
      const jsBudget = route === '/' ? BUDGET.homeJs : BUDGET.js;
      return row
        ? [
            `| ${route} | ${kb(row.js)} / ${kb(jsBudget)} | ${kb(row.data)} | ${kb(row.css)} / ${kb(BUDGET.css)} | ${kb(row.total)} |`,
          ]
        : [];
    }),
    '',
    firstView
      ? `Home page first view on a 390 px phone: ${kb(firstView.total)} transferred (budget ${kb(BUDGET.homeFirstView)}).`
      : '',
    `Total build size (uncompressed, dist/): ${(buildSize / KB / KB).toFixed(1)} MB.`,
  ];
  writeFileSync(path.join(root, 'reports/budgets.md'), `${table.join('\n')}\n`);
}
