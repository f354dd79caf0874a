import { useCallback, type MouseEvent } from 'react';
import { useUrlFragment } from './use-url-fragment.ts';

/**
 * Which of a page's dialogs is open, kept in the address's fragment: every dialog of the
 * site's content (a project in its gallery, a note on About) behaves the same way. Opening one
 * pushes its id (/about#note-president), so the link can be shared and Back closes it; closing
 * it goes Back over that entry, or clears a fragment the visitor arrived with.
 *
 * What opens a dialog is a link to its fragment (`openerProps`): before the page's scripts
 * have run, a tap on it puts the fragment in the address, and the dialog opens as the page
 * hydrates; afterwards a plain click opens it at once, and a click that asks for a new tab or
 * window is the browser's.
 */
export function useFragmentDialog(isDialog: (id: string) => boolean) {
  const { fragment, set, clear } = useUrlFragment();
  const open = useCallback((id: string) => set(id, 'push'), [set]);
  const openerProps = useCallback(
    (id: string) => ({
      href: `#${encodeURIComponent(id)}`,
      'aria-haspopup': 'dialog' as const,
      onClick: (event: MouseEvent<HTMLAnchorElement>) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        open(id);
      },
    }),
    [open],
  );
  // A dialog closed by a navigation elsewhere (a search result) leaves the new fragment alone.
  const close = useCallback(() => clear(isDialog), [clear, isDialog]);
  return { openId: fragment && isDialog(fragment) ? fragment : undefined, open, openerProps, close };
}
