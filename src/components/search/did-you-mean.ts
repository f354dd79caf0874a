/**
 * "Did you mean": Pagefind matches words and their beginnings, never a slip inside one
 * ("ardiuno"). Each searched word the search left out (search-answer.ts) is compared with the
 * site's words (written by the build, scripts/build-steps/search-index.ts, the most frequent
 * first); a correction is offered only when it finds something with the words kept.
 */
import { withBase } from '../../lib/base-path.ts';

/** The shortest word corrected, here and in the build's word list: shorter ones are too alike ("arm", "ram"). */
export const SHORTEST_CORRECTED = 4;
/** The shortest word in which two slips are corrected ("aurdino"); shorter words take one. */
export const SHORTEST_TWO_SLIPS = 7;
/** Corrections tried for each word, the commonest first: each costs a search. */
const TRIED = 3;

let words: Promise<string[]> | undefined;

/** The site's words, fetched once, when a search first leaves a word out. */
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
 * How many slips apart two words are, up to `most` (more counts as `most + 1`): a letter
 * missing, added or changed, or two neighbours swapped, each one slip (the optimal string
 * alignment distance: "sevro" and "servo" are one apart, "aurdino" and "arduino" two).
 */
export function slipsApart(a: string, b: string, most: number): number {
  if (Math.abs(a.length - b.length) > most) return most + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, at) => at);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, before[j - 2]! + 1);
      row.push(best);
    }
    if (Math.min(...row) > most) return most + 1;
    [before, previous] = [previous, row];
  }
  return Math.min(previous[b.length]!, most + 1);
}

/**
 * The site words a word may have meant, the nearest and then the commonest first. A slip
 * seldom falls on the first letter, and a word of another language one letter from ours
 * ("kaise", "raise") would otherwise be "corrected": the first letter stays.
 */
export function candidates(word: string, siteWords: string[]): string[] {
  const lower = word.toLowerCase();
  if (lower.length < SHORTEST_CORRECTED || !/^\p{L}+$/u.test(lower) || siteWords.includes(lower)) return [];
  const most = lower.length >= SHORTEST_TWO_SLIPS ? 2 : 1;
  const near = siteWords
    .filter((candidate) => candidate[0] === lower[0])
    .map((candidate) => ({ candidate, slips: slipsApart(lower, candidate, most) }))
    .filter(({ slips }) => slips <= most);
  return near.sort((a, b) => a.slips - b.slips).map(({ candidate }) => candidate);
}

/**
 * The words with each left-out word replaced by the first of its candidates that finds
 * something with the kept words (`finds` asks the index); undefined when nothing changes.
 * A word with no candidate that finds stays as typed: the search leaves it out again.
 */
export async function correction(
  term: string,
  leftOut: readonly string[],
  siteWords: string[],
  finds: (words: string[]) => Promise<boolean>,
): Promise<string | undefined> {
  const typed = term.toLowerCase().split(/\s+/).filter(Boolean);
  const kept = typed.filter((word) => !leftOut.includes(word));
  const corrected = [...typed];
  let changed = false;
  for (const [at, word] of typed.entries()) {
    if (!leftOut.includes(word)) continue;
    for (const candidate of candidates(word, siteWords).slice(0, TRIED)) {
      if (!(await finds([...kept, candidate]))) continue;
      corrected[at] = candidate;
      kept.push(candidate);
      changed = true;
      break;
    }
  }
  return changed ? corrected.join(' ') : undefined;
}
