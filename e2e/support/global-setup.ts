import { clearBudgetRows } from './budgets.ts';

/** Before the suite: no budget rows left from an earlier run. */
export default function globalSetup() {
  clearBudgetRows();
}
