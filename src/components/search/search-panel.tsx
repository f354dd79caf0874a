import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { withBase } from '../../lib/base-path.ts';
import { ExternalLink } from '../ui/external-link.tsx';
import { LESSER_KINDS, SEARCH_KINDS, type SearchKind } from './search-kinds.ts';
import { correction, loadWords } from './did-you-mean.ts';
import { foundWords, loadPagefind, type PagefindData } from './pagefind.ts';
import styles from './search-panel.module.css';

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

export type KindFilter = SearchKind | 'all';

interface Found {
  term: string;
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
/** An article's sections shown under it. */
const SHOWN_SECTIONS = 3;

const PLURAL: Record<SearchKind, string> = {
  Article: 'Articles',
  Project: 'Projects',
  Member: 'Members',
  Achievement: 'Achievements',
  Event: 'Events',
  Resource: 'Resources',
  Page: 'Pages',
};

/** The results the search page showed last, with how many were asked for (see keepForBack). */
let kept: (Found & { limit: number }) | undefined;
const keptFor = (query: string, kind: KindFilter) =>
  kept && kept.term === query.trim() && kept.kind === kind ? kept : undefined;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const results = (count: number) => `${count} ${count === 1 ? 'result' : 'results'}`;

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
  // The result "Show more" added first: it takes the focus once it is on screen.
  const focusFrom = useRef<number | null>(null);
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
        const search = await pagefind.search(term, kind === 'all' ? {} : { filters: { kind } });
        // Among every kind, the lesser kinds' results come after the others, each group in
        // Pagefind's order. Their ids come from a search of those kinds, before any result's
        // text is fetched: the order is settled before anything shows and never changes after.
        const lesserCount = LESSER_KINDS.reduce((sum, lesser) => sum + (search.totalFilters.kind?.[lesser] ?? 0), 0);
        let ordered = search.results;
        if (kind === 'all' && lesserCount > 0 && lesserCount < search.results.length) {
          const lesser = await pagefind.search(term, { filters: { kind: { any: LESSER_KINDS } } });
          const lesserIds = new Set(lesser.results.map((result) => result.id));
          ordered = [
            ...search.results.filter((result) => !lesserIds.has(result.id)),
            ...search.results.filter((result) => lesserIds.has(result.id)),
          ];
        }
        // Words typed since then have their own search: this one fetches no result texts.
        if (!current) return;
        const [best, ...others] = ordered.slice(0, limit);
        const show = (results: PagefindData[]) =>
          results[0] && foundWords(term, results[0])
            ? { term, kind, total: search.results.length, counts: search.totalFilters.kind ?? {}, results }
            : { term, kind, total: 0, counts: {}, results: [] };
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

  const links = () => [...(list.current?.querySelectorAll<HTMLElement>('a[data-result]') ?? [])];
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
  const onListKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLElement);
    if (at < 0) return;
    event.preventDefault();
    const next = event.key === 'ArrowDown' ? all[Math.min(at + 1, all.length - 1)] : all[at - 1];
    (next ?? field.current)?.focus();
  };

  // The button goes once the last results are shown: the focus goes on to the first new one,
  // never back to the page.
  const shownCount = found?.arriving ? 0 : (found?.results.length ?? 0);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || shownCount <= from) return;
    focusFrom.current = null;
    list.current?.querySelectorAll<HTMLElement>('ol > li')[from]?.querySelector<HTMLElement>('a[data-result]')?.focus();
  }, [shownCount]);

  // What is on screen belongs to the words in the field; older results stay until new ones come.
  const shown = term && found ? found : undefined;

  // Words that find nothing may hold a slip ("ardiuno"): the site's words offer a correction.
  const [suggestion, setSuggestion] = useState<{ term: string; words: string } | undefined>(undefined);
  const nothingFor = shown && shown.total === 0 ? shown.term : undefined;
  useEffect(() => {
    if (!nothingFor) return;
    let current = true;
    loadWords()
      .then((siteWords) => {
        const words = correction(nothingFor, siteWords);
        if (current && words) setSuggestion({ term: nothingFor, words });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [nothingFor]);
  const didYouMean = nothingFor && suggestion?.term === nothingFor ? suggestion.words : undefined;
  const all = shown ? Object.values(shown.counts).reduce((sum, count) => sum + count, 0) : 0;
  const status = !term
    ? ''
    : failed
      ? 'The search could not load. Check your connection, then try again.'
      : !shown
        ? 'Searching…'
        : shown.total === 0
          ? `No results for “${shown.term}”${shown.kind === 'all' ? '' : ` among ${PLURAL[shown.kind].toLowerCase()}`}.`
          : `${results(shown.total)} for “${shown.term}”${shown.kind === 'all' ? '' : ` among ${PLURAL[shown.kind].toLowerCase()}`}.`;

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
      {shown && all > 0 && (
        <fieldset className={styles.kinds}>
          <legend className="visually-hidden">Show results of one kind</legend>
          {(['all', ...SEARCH_KINDS] as const)
            .filter((option) => option === 'all' || option === kind || (shown.counts[option] ?? 0) > 0)
            .map((option) => (
              <label key={option} className={styles.kind}>
                <input
                  type="radio"
                  name="kind"
                  value={option}
                  checked={kind === option}
                  onChange={() => {
                    setKind(option);
                    setLimit(SHOWN_RESULTS);
                    onKindChange?.(option);
                  }}
                />
                {option === 'all' ? 'All' : PLURAL[option]} ({option === 'all' ? all : (shown.counts[option] ?? 0)})
              </label>
            ))}
        </fieldset>
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
        <p className={styles.suggest}>
          Try fewer or other words, or browse the <Link to="/blogs">blogs and tutorials</Link>, the{' '}
          <Link to="/induction">induction projects</Link>, the <Link to="/tab">technical domains</Link> and the{' '}
          <Link to="/team">team</Link>.
        </p>
      )}
      {shown && shown.results.length > 0 && (
        // The arrow keys move between the links of the list (see above).
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions
        <div ref={list} onKeyDown={onListKeyDown}>
          <ol
            className={styles.results}
            aria-label={`Results for “${shown.term}”`}
            aria-busy={shown.arriving ? true : undefined}
          >
            {shown.results.map((result) => (
              <Result key={result.url} result={result} />
            ))}
          </ol>
          {!shown.arriving && shown.results.length < shown.total && (
            <button
              type="button"
              className={styles.more}
              onClick={() => {
                focusFrom.current = shown.results.length;
                setLimit((count) => count + MORE_RESULTS);
              }}
            >
              Show more results
            </button>
          )}
        </div>
      )}
    </div>
  );
}

function Result({ result }: { result: PagefindData }) {
  const { title = result.url, kind = 'Page', context } = result.meta;
  const sections = result.sub_results
    .filter((section) => section.url.includes('#') && section.url !== result.url)
    .slice(0, SHOWN_SECTIONS);
  return (
    <li className={styles.result}>
      <ResultLink url={result.url} className={styles.title}>
        {title}
      </ResultLink>
      <p className={styles.meta}>
        <span className={styles.badge}>{kind}</span>
        {context && <span>{context}</span>}
      </p>
      {/* Pagefind's excerpt: the page's text, escaped, with the matched words in <mark>. */}
      <p className={styles.excerpt} dangerouslySetInnerHTML={{ __html: result.excerpt }} />
      {sections.length > 0 && (
        <ul className={styles.sections} aria-label={`Sections of ${title}`}>
          {sections.map((section) => (
            <li key={section.url}>
              <ResultLink url={section.url}>{section.title}</ResultLink>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

interface ResultLinkProps {
  url: string;
  className?: string;
  children: string;
}

/** A page of the site opens as a route; a PDF or another site in a new tab, as from the lists. */
function ResultLink({ url, className, children }: ResultLinkProps) {
  const base = withBase('/');
  const route = url.startsWith(base) && !/\.[a-z0-9]+(#|$)/i.test(url) ? `/${url.slice(base.length)}` : undefined;
  return route ? (
    <Link to={route} className={className} data-result="">
      {children}
    </Link>
  ) : (
    <ExternalLink href={url} className={className} hint="hidden" data-result="">
      {children}
    </ExternalLink>
  );
}
