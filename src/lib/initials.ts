/**
 * A name's initials, for a member without a photo: the first letter of the first and last
 * words, "Kavya Raghunathan" -> "KR". Letters are whole graphemes (user-perceived characters),
 * so a Devanagari syllable with its vowel sign stays whole ("प्रिया शर्मा" -> "प्रिश"), and words
 * without a letter, such as an emoji, are left out rather than cut in half.
 */
const segmenter =
  typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : undefined;

/** The first grapheme of a word that holds a letter; code points where the browser cannot segment. */
function firstLetter(word: string): string | undefined {
  const graphemes = segmenter ? Array.from(segmenter.segment(word), (part) => part.segment) : Array.from(word);
  return graphemes.find((grapheme) => /\p{L}/u.test(grapheme));
}

export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .map(firstLetter)
    .filter((letter): letter is string => letter !== undefined);
  return [letters[0], letters.length > 1 ? letters.at(-1) : undefined]
    .filter(Boolean)
    .map((letter) => letter!.toLocaleUpperCase())
    .join('');
}
