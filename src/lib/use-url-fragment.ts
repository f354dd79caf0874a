import { useCallback, useRef, useSyncExternalStore } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router';

/** How a new fragment enters the history: `push` lets Back undo it, `replace` does not. */
export type FragmentHistory = 'push' | 'replace';

// Replacing the fragment goes past the router (see below), so the hooks hear of it here.
const REPLACED = 'url-fragment-replaced';

/** The history state of an entry this hook pushed: the entry whose scroll position it shares. */
interface PushedState {
  scrollOf: string;
}

/**
 * The key under which <ScrollRestoration> keeps an entry's scroll position: a pushed fragment
 * shares the position of the entry it was pushed from. Opening a dialog then leaves the page
 * where it was (the router would scroll the element with that id into view), and Back to the
 * entry before it restores the same position instead of the one saved before the card's
 * button was scrolled into view.
 */
export function scrollRestorationKey(location: Location): string {
  const state = location.state as Partial<PushedState> | null;
  return state?.scrollOf ?? location.key;
}

function subscribe(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  window.addEventListener('popstate', onChange);
  window.addEventListener(REPLACED, onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(REPLACED, onChange);
  };
}

function readFragment() {
  try {
    return decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return '';
  }
}

/**
 * State kept in the URL fragment, so it can be shared as a link: the open project of a
 * gallery (/post/2019#bipedal-walker), the selected tab (/tab#ros).
 *
 * The fragment reads as '' while prerendering and hydrating (the HTML has none) and as the
 * address's fragment afterwards. `push` adds a history entry through the router, so Back
 * undoes it; `clear` goes Back when this hook pushed the entry, so the visitor's history
 * keeps no trail of closed dialogs. `replace` with an id writes the address directly: the
 * router would scroll the element with that id into view, which a selected tab must not do.
 */
export function useUrlFragment() {
  const navigate = useNavigate();
  // Router navigations (a card's push, Back) re-render the component that uses the fragment.
  const location = useLocation();
  const fragment = useSyncExternalStore(subscribe, readFragment, () => '');
  // The fragment this hook last pushed: when the address still shows it, Back removes it.
  const pushed = useRef<string | undefined>(undefined);

  const set = useCallback(
    (id: string, history: FragmentHistory) => {
      if (history === 'push') {
        pushed.current = id;
        const state: PushedState = { scrollOf: scrollRestorationKey(location) };
        navigate({ hash: id }, { preventScrollReset: true, state });
        return;
      }
      if (!id) {
        // Through the router, so its location matches the address and the next push is a new entry.
        navigate({ hash: '' }, { replace: true, preventScrollReset: true });
        return;
      }
      // Past the router, which would scroll the element with that id into view; the entry's
      // state (the router's key and index) is kept, so Back and scroll restoration still work.
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${search}#${encodeURIComponent(id)}`);
      window.dispatchEvent(new Event(REPLACED));
    },
    [navigate, location],
  );

  /** Removes the fragment, when it is one that `only` accepts (any, without it). */
  const clear = useCallback(
    (only?: (id: string) => boolean) => {
      const current = readFragment();
      if (!current || (only && !only(current))) return;
      if (current === pushed.current) navigate(-1);
      else set('', 'replace');
    },
    [navigate, set],
  );

  return { fragment, set, clear };
}
