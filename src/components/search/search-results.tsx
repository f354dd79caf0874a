import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { Link } from 'react-router';
import { withBase } from '../../lib/base-path.ts';
import { ExternalLink } from '../ui/external-link.tsx';
import type { PagefindData } from './pagefind.ts';
import styles from './search-panel.module.css';

/** An article's sections shown under it. */
const SHOWN_SECTIONS = 3;

export interface SearchResultsProps {
  term: string;
  results: PagefindData[];
  /** The best result is shown while the others' texts are still on their way. */
  arriving?: boolean;
  /** Whether the index has more results than shown: a "Show more" button asks for them. */
  more: boolean;
  onMore: () => void;
  /** The field the Up key returns to from the first result. */
  field: () => HTMLInputElement | null;
  /** The list, whose first link the field's Down key and Enter move to. */
  list: RefObject<HTMLDivElement | null>;
}

/** The links of the results, in their order: the keys move between them. */
export const resultLinks = (list: HTMLElement | null) => [
  ...(list?.querySelectorAll<HTMLElement>('a[data-result]') ?? []),
];

/**
 * The results as a list of links, each to the place it found, with "Show more". Up and Down
 * move between the results, Up from the first goes back to the field; once "Show more" has
 * added results, the focus goes on to the first new one, never back to the page.
 */
export function SearchResults({ term, results, arriving, more, onMore, field, list }: SearchResultsProps) {
  // The result "Show more" added first: it takes the focus once it is on screen.
  const focusFrom = useRef<number | null>(null);
  const shownCount = arriving ? 0 : results.length;
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || shownCount <= from) return;
    focusFrom.current = null;
    list.current?.querySelectorAll<HTMLElement>('ol > li')[from]?.querySelector<HTMLElement>('a[data-result]')?.focus();
  }, [shownCount, list]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const all = resultLinks(list.current);
    const at = all.indexOf(document.activeElement as HTMLElement);
    if (at < 0) return;
    event.preventDefault();
    const next = event.key === 'ArrowDown' ? all[Math.min(at + 1, all.length - 1)] : all[at - 1];
    (next ?? field())?.focus();
  };

  return (
    // The arrow keys move between the links of the list (see above).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div ref={list} onKeyDown={onKeyDown}>
      <ol className={styles.results} aria-label={`Results for “${term}”`} aria-busy={arriving ? true : undefined}>
        {results.map((result) => (
          <Result key={result.url} result={result} />
        ))}
      </ol>
      {!arriving && more && (
        <button
          type="button"
          className={styles.more}
          onClick={() => {
            focusFrom.current = results.length;
            onMore();
          }}
        >
          Show more results
        </button>
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
