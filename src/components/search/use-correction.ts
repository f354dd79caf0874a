import { useEffect, useState } from 'react';
import { correction, loadWords } from './did-you-mean.ts';
import { loadPagefind } from './pagefind.ts';
import { finds } from './search-answer.ts';

/**
 * The correction to offer for the words shown, once the site's words and the index say one
 * finds something (did-you-mean.ts); undefined while none is known. Asked for only when the
 * search left words out (none found, or some).
 */
export function useCorrection(term: string | undefined, leftOut: readonly string[] | undefined) {
  const [suggestion, setSuggestion] = useState<{ term: string; words: string } | undefined>(undefined);
  const asked = term && leftOut && leftOut.length > 0 ? term : undefined;
  const leftOutWords = leftOut?.join(' ');
  useEffect(() => {
    if (!asked || !leftOutWords) return;
    let current = true;
    Promise.all([loadWords(), loadPagefind()])
      .then(([siteWords, pagefind]) =>
        correction(asked, leftOutWords.split(' '), siteWords, async (words) => !!(await finds(pagefind, words))),
      )
      .then((words) => current && words && setSuggestion({ term: asked, words }))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [asked, leftOutWords]);
  return asked && suggestion?.term === asked ? suggestion.words : undefined;
}
