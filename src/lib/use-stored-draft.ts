import { useCallback, useEffect, useRef, useState } from 'react';

/** Typing pauses this long before the draft is written, so storage is not hit per key. */
const SAVE_DELAY_MS = 500;

export interface StoredDraftOptions<T> {
  /** The localStorage key. */
  storageKey: string;
  /** The values to keep. */
  values: T;
  /** Whether there is anything worth keeping; an empty draft removes the stored one. */
  isEmpty: (values: T) => boolean;
  /** Turns what was stored back into values, or null when it is not a draft. */
  parse: (stored: string | null) => T | null;
  /** Called once after hydration with the draft of an earlier visit. */
  onRestore: (draft: T) => void;
}

/**
 * Keeps a form's draft in localStorage so a reload, a closed tab or a lost connection
 * does not lose it. Storage is read only after hydration (the prerendered form is
 * empty), written a moment after typing stops and when the page is left, and storage
 * that is full or blocked simply means no draft.
 * Returns `discard`, which forgets the stored draft at once.
 */
export function useStoredDraft<T>({ storageKey, values, isEmpty, parse, onRestore }: StoredDraftOptions<T>) {
  const [restored, setRestored] = useState(false);
  const latest = useRef({ values, isEmpty });
  const restore = useRef(onRestore);
  useEffect(() => {
    latest.current = { values, isEmpty };
    restore.current = onRestore;
  });

  const write = useCallback(() => {
    const { values: current, isEmpty: empty } = latest.current;
    try {
      if (empty(current)) localStorage.removeItem(storageKey);
      else localStorage.setItem(storageKey, JSON.stringify(current));
    } catch {
      // Storage is disabled or full: the draft lives only in the page.
    }
  }, [storageKey]);

  useEffect(() => {
    let draft: T | null = null;
    try {
      draft = parse(localStorage.getItem(storageKey));
    } catch {
      // Storage is disabled: nothing to restore.
    }
    if (draft) restore.current(draft);
    setRestored(true);
  }, [storageKey, parse]);

  useEffect(() => {
    // Before the restore, the values are the empty prerendered ones: writing them would erase the draft.
    if (!restored) return;
    const timer = setTimeout(write, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [restored, values, write]);

  useEffect(() => {
    if (!restored) return;
    window.addEventListener('pagehide', write);
    return () => window.removeEventListener('pagehide', write);
  }, [restored, write]);

  return useCallback(() => {
    try {
      localStorage.removeItem(storageKey);
    } catch {
      // Nothing was stored.
    }
  }, [storageKey]);
}
