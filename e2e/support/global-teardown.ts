import { ALL_PAGES } from './all-routes.ts';
import { writeBudgetTable } from './budgets.ts';

/** After the suite: the byte budget table of every page measured (reports/budgets.md). */
export default function globalTeardown() {
  writeBudgetTable(ALL_PAGES.map(({ path }) => path));
}
