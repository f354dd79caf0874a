import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { withBase } from '../../lib/base-path.ts';
import { BrowseLinks } from './browse-links.tsx';
import { loadPagefind, type PagefindData } from './pagefind.ts';
import { answer, type KindFilter } from './search-answer.ts';
import { KindFilters, PLURAL } from './kind-filters.tsx';
import type { SearchKind } from './search-kinds.ts';
import { resultLinks, SearchResults } from './search-results.tsx';
import { useCorrection } from './use-correction.ts';
import styles from './search-panel.module.css';

export type { KindFilter } from './search-answer.ts';

/** How long typing pauses before the status is spoken. */
const SPEAK_AFTER_MS = 700;

export interface SearchPanelProps {
  /** The words to start with (/search?q=…); an empty field takes them when they change. */
  initialQuery?: string;
  /** Called as the words change: the search page keeps them in its address. */
  onQueryChange?: (query: string) => void;
  /** The kind of result shown at first (the search page's address says). */
  initialKind?: KindFilter;
  /** Called as the kind chosen changes: the search page keeps it in its address. */
  onKindChange?: (kind: KindFilter) => void;
  /** Called on Escape in the field (the dialog closes; a search field would only empty itself). */
  onEscape?: () => void;
  /** Load the search index at once, before any word is typed (the dialog, once opened). */
  preload?: boolean;
  /** Receives the field (the dialog moves focus to it). */
  inputRef?: (field: HTMLInputElement | null) => void;
  /**
   * Keep the results shown, so that coming Back to the page shows them in its first render
   * (the search page): the router restores the scroll position as that render is committed,
   * and a page still waiting for its results is too short to hold the place.
   */
  keepForBack?: boolean;
}

interface Found {
  /** The words in the field, and those searched: the field's less the words left out. */
  term: string;
  searched: string;
  leftOut: string[];
  kind: KindFilter;
  /** Results of the kind chosen, and of each kind whatever is chosen. */
  total: number;
  counts: Partial<Record<SearchKind, number>>;
  results: PagefindData[];
  /** The best result is shown while the others' texts are still on their way. */
  arriving?: boolean;
}

/**
 * Results shown at first, and added by each "Show more": each one's text is a request, so a
 * search shows a screenful at first, and a tap adds enough that a long list ("arduino", about
 * fifty) takes two taps rather than nine.
 */
export const SHOWN_RESULTS = 10;
export const MORE_RESULTS = 20;
/** How long the other results' texts wait for the best one's (see the search below). */
const OTHERS_AFTER_MS = 20;

/** The results the search page showed last, with how many were asked for (see keepForBack). */
let kept: (Found & { limit: number }) | undefined;
const keptFor = (query: string, kind: KindFilter) =>
  kept && kept.term === query.trim() && kept.kind === kind ? kept : undefined;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const results = (count: number) => `${count} ${count === 1 ? 'result' : 'results'}`;
const quoted = (words: string[]) => new Intl.ListFormat('en-GB').format(words.map((word) => `“${word}”`));

/** What the panel says of its search, shown at once and spoken once typing pauses. */
function statusOf(term: string, failed: boolean, shown: Found | undefined): string {
  if (!term) return '';
  if (failed) return 'The search could not load. Check your connection, then try again.';
  if (!shown) return 'Searching…';
  const among = shown.kind === 'all' ? '' : ` among ${PLURAL[shown.kind].toLowerCase()}`;
  if (shown.total === 0) return `No results for “${shown.term}”${among}.`;
  if (shown.leftOut.length === 0) return `${results(shown.total)} for “${shown.term}”${among}.`;
  return `${results(shown.total)} for “${shown.searched}”${among}, without ${quoted(shown.leftOut)}: no page has every word.`;
}

/**
 * The site search: a field, filters by kind and the results as links, each to the place it
 * found (a project's dialog, a member's card, an article's section). Used in the search
 * dialog (any page, the header's Search link, / or Ctrl+K) and on /search?q=…
 *
 * Keys: from the field, Down moves to the first result; Up and Down move between results,
 * Up from the first goes back to the field; Tab works as everywhere; Enter in the field moves
 * to the first result, on a result opens it; Escape in the dialog's field closes the dialog.
 */
export function SearchPanel({
  initialQuery = '',
  onQueryChange,
  initialKind = 'all',
  onKindChange,
  onEscape,
  preload,
  inputRef,
  keepForBack,
}: SearchPanelProps) {
  const [query, setQuery] = useState(initialQuery);
  const [kind, setKind] = useState<KindFilter>(initialKind);
  const [limit, setLimit] = useState(() => (keepForBack && keptFor(initialQuery, initialKind)?.limit) || SHOWN_RESULTS);
  const [found, setFound] = useState<Found | undefined>(() =>
    keepForBack ? keptFor(initialQuery, initialKind) : undefined,
  );
  useEffect(() => {
    if (keepForBack && found && !found.arriving) kept = { ...found, limit };
  }, [keepForBack, found, limit]);
  const [failed, setFailed] = useState(false);
  const field = useRef<HTMLInputElement | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const term = query.trim();

  // The search page learns its address's words once its code runs: the field takes them,
  // unless the visitor has typed in it meanwhile (then their words are the ones searched).
  useEffect(() => {
    const typed = field.current?.value ?? '';
    setQuery(typed || initialQuery);
    if (typed.trim() && typed.trim() !== initialQuery) onQueryChange?.(typed.trim());
  }, [initialQuery, onQueryChange]);
  useEffect(() => setKind(initialKind), [initialKind]);

  // In the dialog, Pagefind starts loading as it opens, while the visitor types; the search
  // page, when opened without words, loads it with the first one.
  useEffect(() => {
    if (preload) loadPagefind().catch(() => undefined);
  }, [preload]);

  useEffect(() => {
    if (!term) return;
    let current = true;
    loadPagefind()
      .then(async (pagefind) => {
        // Words typed while Pagefind loaded are not searched: only the last ones are.
        if (!current) return;
        const answered = await answer(pagefind, term, kind, () => !current);
        // Words typed since then have their own search: this one fetches no result texts.
        if (!answered || !current) return;
        const { results: ordered, ...words } = answered;
        const [best, ...others] = ordered.slice(0, limit);
        const show = (results: PagefindData[]) => ({ term, kind, total: ordered.length, ...words, results });
        if (!best) {
          setFailed(false);
          setFound(show([]));
          return;
        }
        // Each result's text is a request. The best one's goes first and the others' a moment
        // later, so that on a slow line it has the line to itself (an article's text is 4 KB),
        // and new words show it as soon as it is in; "Show more" keeps the results on screen
        // until the added ones are all in.
        const bestText = best.data();
        const otherTexts = Promise.race([bestText.catch(() => undefined), wait(OTHERS_AFTER_MS)]).then(() =>
          current ? Promise.all(others.map((result) => result.data())) : [],
        );
        otherTexts.catch(() => undefined);
        const first = await bestText;
        if (!current) return;
        setFailed(false);
        if (others.length > 0)
          setFound((before) =>
            before?.term === term && before.kind === kind ? before : { ...show([first]), arriving: true },
          );
        const rest = await otherTexts;
        if (!current) return;
        setFound(show([first, ...rest]));
      })
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [term, kind, limit]);

  const change = (next: string) => {
    setQuery(next);
    setLimit(SHOWN_RESULTS);
    onQueryChange?.(next.trim());
  };

  const links = () => resultLinks(list.current);
  const onFieldKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Escape in a search field only empties it; in the dialog it closes the dialog, as everywhere in it.
    if (event.key === 'Escape' && onEscape) {
      event.preventDefault();
      onEscape();
      return;
    }
    if (event.key !== 'ArrowDown') return;
    const first = links()[0];
    if (!first) return;
    event.preventDefault();
    first.focus();
  };
  // What is on screen belongs to the words in the field; older results stay until new ones come.
  const shown = term && found ? found : undefined;

  // A word left out may hold a slip ("ardiuno"): the site's words may offer a correction.
  const didYouMean = useCorrection(shown?.term, shown?.leftOut);
  const status = statusOf(term, failed, shown);

  // Screen readers hear the status once typing pauses and the results are in, not at every key.
  const [spoken, setSpoken] = useState(status);
  const searching = !!term && !failed && !shown;
  const announced = didYouMean ? `${status} Did you mean “${didYouMean}”?` : status;
  useEffect(() => {
    if (searching) return;
    const timer = setTimeout(() => setSpoken(announced), SPEAK_AFTER_MS);
    return () => clearTimeout(timer);
  }, [announced, searching]);

  return (
    <div className={styles.panel}>
      {/* Without JavaScript the form opens /search?q=…; with it, Enter or the button moves to the first result. */}
      <form
        role="search"
        action={withBase('/search')}
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          links()[0]?.focus();
        }}
      >
        <label htmlFor={inputId} className={styles.label}>
          Search projects, articles, members and more
        </label>
        <input
          ref={(element) => {
            field.current = element;
            inputRef?.(element);
          }}
          id={inputId}
          type="search"
          name="q"
          value={query}
          onChange={(event) => change(event.target.value)}
          onKeyDown={onFieldKeyDown}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          className={styles.input}
        />
        <button type="submit" className={styles.submit}>
          Search
        </button>
      </form>
      {shown && (
        <KindFilters
          kind={kind}
          counts={shown.counts}
          onChange={(option) => {
            setKind(option);
            setLimit(SHOWN_RESULTS);
            onKindChange?.(option);
          }}
        />
      )}
      <p className={styles.status} aria-hidden="true">
        {status}
      </p>
      <p role="status" className="visually-hidden">
        {spoken}
      </p>
      {didYouMean && (
        <p className={styles.suggest}>
          Did you mean{' '}
          <button type="button" className={styles.correction} onClick={() => change(didYouMean)}>
            {didYouMean}
          </button>
          ?
        </p>
      )}
      {shown && shown.total === 0 && (
        <div className={styles.suggest}>
          <p>Try fewer or other words, or browse the site:</p>
          <BrowseLinks label="Pages to browse instead" className={styles.browse} />
        </div>
      )}
      {shown && shown.results.length > 0 && (
        <SearchResults
          term={shown.term}
          results={shown.results}
          arriving={shown.arriving}
          more={shown.results.length < shown.total}
          onMore={() => setLimit((count) => count + MORE_RESULTS)}
          field={() => field.current}
          list={list}
        />
      )}
    </div>
  );
}
