import { useCallback } from 'react';
import { useUrlFragment } from './use-url-fragment.ts';

/**
 * Which of a page's dialogs is open, kept in the address's fragment: every dialog of the
 * site's content (a project in its gallery, a note on About) behaves the same way. Opening one
 * pushes its id (/about#note-president), so the link can be shared and Back closes it; closing
 * it goes Back over that entry, or clears a fragment the visitor arrived with.
 */
export function useFragmentDialog(isDialog: (id: string) => boolean) {
  const { fragment, set, clear } = useUrlFragment();
  const open = useCallback((id: string) => set(id, 'push'), [set]);
  return { openId: fragment && isDialog(fragment) ? fragment : undefined, open, close: clear };
}
