/**
 * What the search answers to a visitor's words, and in what order, from Pagefind's index.
 *
 * Pagefind finds the pages holding every word. A phrase with one word the site does not use
 * ("arduino kaise", "line follower kya hai") or two words no page holds together ("membership
 * fee") would find nothing: then the words that find nothing alone are left out, and of the
 * rest the most that some page holds together are searched (of two groups as large, the one
 * finding more). The answer names the words it left out.
 */
import { foundWords, type Pagefind, type PagefindResult, type PagefindSearch } from './pagefind.ts';
import { LESSER_KINDS, type SearchKind } from './search-kinds.ts';

export type KindFilter = SearchKind | 'all';

export interface Answer {
  /** The words searched, as the visitor typed them, less those left out. */
  searched: string;
  /** The visitor's words no page holds with the others, in their order (all of them when nothing is found). */
  leftOut: string[];
  /** Results of the kind chosen, in the order shown (see `inOrder`). */
  results: PagefindResult[];
  /** How many results each kind has, whatever kind is chosen. */
  counts: Partial<Record<SearchKind, number>>;
}

/** The most words grouped and regrouped when a phrase finds nothing: 2^6 searches at most. */
const MOST_WORDS_REGROUPED = 6;

const wordsOf = (term: string) => [...new Set(term.toLowerCase().split(/\s+/).filter(Boolean))];
const only = (kind: KindFilter) => (kind === 'all' ? {} : { filters: { kind } });

/**
 * Whether a page holds the words: when no word of the site begins like a searched word,
 * Pagefind still answers with shorter beginnings ("kaise" finds a "K"), which is no result.
 */
export async function finds(pagefind: Pagefind, words: string[]): Promise<PagefindSearch | undefined> {
  const search = await pagefind.search(words.join(' '));
  const first = search.results[0];
  return first && foundWords(words.join(' '), await first.data()) ? search : undefined;
}

/** The largest group of the words some page holds together (see above); none once stale. */
async function bestGroup(pagefind: Pagefind, words: string[], stale: () => boolean) {
  const known: string[] = [];
  for (const word of words) {
    if (stale()) return [];
    if (await finds(pagefind, [word])) known.push(word);
  }
  const tried = known.slice(0, MOST_WORDS_REGROUPED);
  for (let size = tried.length; size > 0; size--) {
    let best: { group: string[]; count: number } | undefined;
    for (let mask = 1; mask < 1 << tried.length; mask++) {
      const group = tried.filter((_, at) => mask & (1 << at));
      if (group.length !== size || stale()) continue;
      const { results } = await pagefind.search(group.join(' '));
      if (results.length > (best?.count ?? 0)) best = { group, count: results.length };
    }
    if (best) return best.group;
  }
  return [];
}

/**
 * The one order of the results: Pagefind's, except that in a search of every kind the lesser
 * kinds (achievement rows) come after all the rest, each group in Pagefind's order. A second
 * search of those kinds names them before any result's text is fetched, so the order is
 * settled before the first result shows and never moves as the others arrive.
 */
async function inOrder(pagefind: Pagefind, term: string, kind: KindFilter, search: PagefindSearch) {
  const lesserCount = LESSER_KINDS.reduce((sum, lesser) => sum + (search.totalFilters.kind?.[lesser] ?? 0), 0);
  if (kind !== 'all' || lesserCount === 0 || lesserCount >= search.results.length) return search.results;
  const lesser = await pagefind.search(term, { filters: { kind: { any: LESSER_KINDS } } });
  const lesserIds = new Set(lesser.results.map((result) => result.id));
  return [
    ...search.results.filter((result) => !lesserIds.has(result.id)),
    ...search.results.filter((result) => lesserIds.has(result.id)),
  ];
}

/**
 * The search's answer to the visitor's words, among the kind chosen; undefined once `stale`
 * says newer words have their own search (each step here is work in Pagefind's worker, and a
 * result's text a request: typing "sensor" asks for "s", "se", … one after the other).
 */
export async function answer(
  pagefind: Pagefind,
  term: string,
  kind: KindFilter,
  stale: () => boolean = () => false,
): Promise<Answer | undefined> {
  const words = wordsOf(term);
  const whole = await pagefind.search(term, only(kind));
  if (stale()) return undefined;
  const wholeFound = whole.results[0] ? foundWords(term, await whole.results[0].data()) : false;
  if (stale()) return undefined;
  if (wholeFound) return shown(pagefind, term.trim(), [], kind, whole);
  // A phrase found among other kinds only is no reason to leave a word out: none of this kind.
  const elsewhere = kind === 'all' ? undefined : await finds(pagefind, words);
  if (elsewhere) return { searched: term.trim(), leftOut: [], results: [], counts: elsewhere.totalFilters.kind ?? {} };
  const group = words.length > 1 ? await bestGroup(pagefind, words, stale) : [];
  if (stale()) return undefined;
  if (group.length === 0) return { searched: '', leftOut: words, results: [], counts: {} };
  const searched = group.join(' ');
  const leftOut = words.filter((word) => !group.includes(word));
  return shown(pagefind, searched, leftOut, kind, await pagefind.search(searched, only(kind)));
}

async function shown(
  pagefind: Pagefind,
  searched: string,
  leftOut: string[],
  kind: KindFilter,
  search: PagefindSearch,
) {
  return {
    searched,
    leftOut,
    results: await inOrder(pagefind, searched, kind, search),
    counts: search.totalFilters.kind ?? {},
  } satisfies Answer;
}
