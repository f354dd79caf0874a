/**
 * The index the build writes (scripts/build-steps/search-index.ts), read by Pagefind's own script
 * from /pagefind/ under the base path. Nothing of it loads before a visitor opens the search.
 * The types are the part of Pagefind's browser API the search uses.
 */
import { withBase } from '../../lib/base-path.ts';
import type { SearchKind } from './search-kinds.ts';

export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
}

export interface PagefindData {
  url: string;
  excerpt: string;
  meta: { title?: string; kind?: SearchKind; context?: string };
  sub_results: PagefindSubResult[];
}

export interface PagefindResult {
  id: string;
  data: () => Promise<PagefindData>;
}

export interface PagefindSearch {
  results: PagefindResult[];
  /** How many results each kind has for this query, whatever filter is on. */
  totalFilters: { kind?: Record<string, number> };
}

export interface Pagefind {
  options: (options: { excerptLength?: number }) => Promise<void>;
  init: () => Promise<void>;
  filters: () => Promise<unknown>;
  search: (
    query: string,
    options?: { filters?: Record<string, string | { any: readonly string[] }> },
  ) => Promise<PagefindSearch>;
}

let pagefind: Promise<Pagefind> | undefined;

/** Pagefind's script, loaded once: the module, then its language index and WebAssembly. */
export function loadPagefind(): Promise<Pagefind> {
  pagefind ??= (import(/* @vite-ignore */ withBase('/pagefind/pagefind.js')) as Promise<Pagefind>).then(
    async (module) => {
      await module.options({ excerptLength: 22 });
      await module.init();
      // Loads the filter index, without which a search does not count its results by kind.
      await module.filters();
      return module;
    },
  );
  // A failed load (offline) is tried again next time.
  pagefind.catch(() => (pagefind = undefined));
  return pagefind;
}

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
const sharedStart = (a: string, b: string) => {
  let length = 0;
  while (length < a.length && a[length] === b[length]) length++;
  return length;
};

/**
 * Whether a result holds the words searched for, or words that begin like them (a typo, an
 * ending), each in its title or its excerpt's marks. When no word of the site begins like a
 * searched word, Pagefind still answers with a shorter beginning that is a word ("kaise"
 * finds a "K"); such an answer counts as no result.
 */
export function foundWords(term: string, result: PagefindData): boolean {
  const marked = [...result.excerpt.matchAll(/<mark>([^<]*)<\/mark>/g)].map((match) => match[1]!);
  const found = [...marked, result.meta.title ?? ''].flatMap(wordsOf);
  return wordsOf(term).every((word) => found.some((other) => sharedStart(word, other) >= Math.min(3, word.length)));
}
