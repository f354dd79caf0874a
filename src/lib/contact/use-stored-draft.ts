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
  /** Turns values into what is stored (called at the moment of saving). */
  serialize: (values: T) => string;
  /** Turns what was stored back into values, or null when it is not a draft or has expired. */
  parse: (stored: string | null) => T | null;
  /** Called once after hydration with the draft of an earlier visit. */
  onRestore: (draft: T) => void;
}

/**
 * Keeps a form's draft in localStorage so a reload, a closed tab or a lost connection
 * does not lose it. Storage is read only after hydration (the prerendered form is
 * empty), written a moment after typing stops and when the page is left, and storage
 * that is full or blocked simply means no draft.
 * Returns `discard`, which forgets the stored draft at once, and `kept`: whether, after
 * hydration, there is a draft that is (or is about to be) stored.
 */
export function useStoredDraft<T>({ storageKey, values, isEmpty, serialize, parse, onRestore }: StoredDraftOptions<T>) {
  const [restored, setRestored] = useState(false);
  const latest = useRef({ values, isEmpty, serialize });
  const restore = useRef(onRestore);
  useEffect(() => {
    latest.current = { values, isEmpty, serialize };
    restore.current = onRestore;
  });

  const write = useCallback(() => {
    const { values: current, isEmpty: empty, serialize: toText } = latest.current;
    try {
      if (empty(current)) localStorage.removeItem(storageKey);
      else localStorage.setItem(storageKey, toText(current));
    } catch {
      // Storage is disabled or full: the draft lives only in the page.
    }
  }, [storageKey]);

  useEffect(() => {
    let draft: T | null = null;
    try {
      const stored = localStorage.getItem(storageKey);
      draft = parse(stored);
      // An expired or broken draft is removed, not only ignored.
      if (stored !== null && !draft) localStorage.removeItem(storageKey);
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

  const discard = useCallback(() => {
    try {
      localStorage.removeItem(storageKey);
    } catch {
      // Nothing was stored.
    }
  }, [storageKey]);
  return { discard, kept: restored && !isEmpty(values) };
}
