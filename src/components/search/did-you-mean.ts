/**
 * "Did you mean": Pagefind matches words and their beginnings, never a slip inside one
 * ("ardiuno"). When a search finds nothing, each searched word the site does not use is
 * compared with the site's words (written by the build, scripts/build-steps/search-index.ts, the
 * most frequent first), and the first one a single slip away takes its place.
 */
import { withBase } from '../../lib/base-path.ts';

/** The shortest word corrected (as the build's SHORTEST_CORRECTED): shorter ones are too alike. */
const SHORTEST_CORRECTED = 4;

let words: Promise<string[]> | undefined;

/** The site's words, fetched once, when a search first finds nothing. */
export function loadWords(): Promise<string[]> {
  words ??= fetch(withBase('/pagefind/words.json')).then((response) => {
    if (!response.ok) throw new Error(`words.json: ${response.status}`);
    return response.json() as Promise<string[]>;
  });
  // A failed load (offline) is tried again next time.
  words.catch(() => (words = undefined));
  return words;
}

/**
 * Whether two words are at most one slip apart (the Damerau–Levenshtein distance is 1): one
 * letter missing, added, changed, or two neighbours swapped ("sevro", "servo").
 */
export function oneSlipApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const restA = a.slice(start, endA);
  const restB = b.slice(start, endB);
  if (restA.length <= 1 && restB.length <= 1) return true;
  return restA.length === 2 && restB.length === 2 && restA[0] === restB[1] && restA[1] === restB[0];
}

/**
 * The words with each unknown word of four letters or more replaced by the first site word
 * one slip away; undefined when no word changes.
 */
export function correction(term: string, siteWords: string[]): string | undefined {
  const known = new Set(siteWords);
  let changed = false;
  const corrected = term
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      if (word.length < SHORTEST_CORRECTED || known.has(word) || !/^\p{L}+$/u.test(word)) return word;
      const near = siteWords.find((candidate) => oneSlipApart(word, candidate));
      if (near) changed = true;
      return near ?? word;
    });
  return changed ? corrected.join(' ') : undefined;
}
