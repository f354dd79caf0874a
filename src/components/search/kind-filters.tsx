import { SEARCH_KINDS, type SearchKind } from './search-kinds.ts';
import type { KindFilter } from './search-answer.ts';
import styles from './search-panel.module.css';

export const PLURAL: Record<SearchKind, string> = {
  Article: 'Articles',
  Project: 'Projects',
  Member: 'Members',
  Achievement: 'Achievements',
  Event: 'Events',
  Resource: 'Resources',
  Page: 'Pages',
};

export interface KindFiltersProps {
  kind: KindFilter;
  /** How many results each kind has, whatever kind is chosen. */
  counts: Partial<Record<SearchKind, number>>;
  onChange: (kind: KindFilter) => void;
}

/** Radio buttons that keep one kind of result, each with its count: only the kinds found, and the one chosen. */
export function KindFilters({ kind, counts, onChange }: KindFiltersProps) {
  const all = Object.values(counts).reduce((sum, count) => sum + count, 0);
  if (all === 0) return null;
  return (
    <fieldset className={styles.kinds}>
      <legend className="visually-hidden">Show results of one kind</legend>
      {(['all', ...SEARCH_KINDS] as const)
        .filter((option) => option === 'all' || option === kind || (counts[option] ?? 0) > 0)
        .map((option) => (
          <label key={option} className={styles.kind}>
            <input
              type="radio"
              name="kind"
              value={option}
              checked={kind === option}
              onChange={() => onChange(option)}
            />
            {option === 'all' ? 'All' : PLURAL[option]} ({option === 'all' ? all : (counts[option] ?? 0)})
          </label>
        ))}
    </fieldset>
  );
}
