import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { Route } from './+types/search';
import { SearchPanel, type KindFilter } from '../components/search/search-panel.tsx';
import { BrowseLinks } from '../components/search/browse-links.tsx';
import { SEARCH_KINDS, type SearchKind } from '../components/search/search-kinds.ts';
import { PageHeader } from '../components/ui/page-header.tsx';
import { useHydrated } from '../lib/use-hydrated.ts';
import { pageMeta } from '../lib/page-meta.ts';
import styles from './search.module.css';
import type { ScriptHandle } from '../lib/page-script.ts';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Search',
    description: 'Search the Robotics Club site: projects, articles, team members, achievements and events.',
    noindex: true,
  });

/**
 * /search?q=…: the search of the dialog as a page, so a search can be shared or bookmarked.
 * The page is prerendered once, without words: they are read from the address once the
 * page runs, and kept there as the visitor types. Words typed before the page's code arrives
 * are kept: the panel is the same one before and after, and keeps what is in its field. The
 * search runs in the browser, so without JavaScript (only then: noscript.css shows it) the page says so
 * and offers the lists to browse; when the code has not come after a few seconds (blocked, a
 * dropped line), a note says so too (CSS alone shows it). A static page cannot put the
 * address's words into its field without a script: the form sends them to /search?q=…,
 * which the page reads once its code runs.
 */
/** Why this page ships script (src/lib/page-script.ts). */
export const handle: ScriptHandle = { script: 'the search runs in the browser' };

export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  // The prerendered field is empty; once the page runs, an empty field takes the address's words.
  const hydrated = useHydrated();
  // The words and the kind chosen live in the address (?q=…&kind=Article), so a reload or a
  // shared link shows the same results.
  const keep = useCallback(
    (change: { q?: string; kind?: KindFilter }) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(change)) {
            if (value && value !== 'all') next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  const onQueryChange = useCallback((q: string) => keep({ q }), [keep]);
  const onKindChange = useCallback((kind: KindFilter) => keep({ kind }), [keep]);
  const kindInAddress = params.get('kind');
  const initialKind = SEARCH_KINDS.includes(kindInAddress as SearchKind) ? (kindInAddress as SearchKind) : 'all';
  return (
    <div className="page">
      <PageHeader title="Search" />
      <SearchPanel
        initialQuery={hydrated ? (params.get('q') ?? '') : ''}
        onQueryChange={onQueryChange}
        initialKind={hydrated ? initialKind : 'all'}
        onKindChange={onKindChange}
        keepForBack
      />
      {/* A slow line is not a browser without JavaScript: only noscript.css shows this note. */}
      <p className={styles.noscript} data-noscript-note="">
        Search runs in your browser and needs JavaScript. Without it, browse the lists below.
      </p>
      {/* Shown by CSS alone when the page has not run its code a few seconds after it painted. */}
      <p className={styles.late}>
        The search has not loaded yet. Wait a moment or reload the page, or browse the lists below.
      </p>
      <div className={styles.lists}>
        <h2>Browse the lists</h2>
        <BrowseLinks label="Lists to browse" />
      </div>
    </div>
  );
}
