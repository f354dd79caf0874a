import { useCallback, useEffect, useRef, useState } from 'react';

/** Typing pauses this long before the draft is written, so storage is not hit per key. */
const SAVE_DELAY_MS = 500;

export interface StoredDraftOptions<T> {
  /** The localStorage key. */
  storageKey: string;
  /** What is in the fields now, or null once they are gone. */
  read: () => T | null;
  /** Whether there is anything worth keeping; an empty draft removes the stored one. */
  isEmpty: (values: T) => boolean;
  /** Turns values into what is stored (called at the moment of saving). */
  serialize: (values: T) => string;
  /** Turns what was stored back into values, or null when it is not a draft or has expired. */
  parse: (stored: string | null) => T | null;
}

/**
 * Keeps a form's draft in localStorage so a reload, a closed tab or a lost connection
 * does not lose it. The form reads it back with `restore` once hydrated (the prerendered
 * form is empty) and calls `changed` whenever its fields change; the draft is written a
 * moment after typing stops and when the page is left. Storage that is full or blocked
 * simply means no draft. `kept` says whether the fields hold a draft worth keeping;
 * `discard` forgets the stored one at once.
 */
export function useStoredDraft<T>({ storageKey, read, isEmpty, serialize, parse }: StoredDraftOptions<T>) {
  const [kept, setKept] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef({ read, isEmpty, serialize, parse });
  useEffect(() => {
    latest.current = { read, isEmpty, serialize, parse };
  });

  const write = useCallback(() => {
    clearTimeout(timer.current);
    const { read: readNow, isEmpty: empty, serialize: toText } = latest.current;
    const current = readNow();
    if (current === null) return;
    try {
      if (empty(current)) localStorage.removeItem(storageKey);
      else localStorage.setItem(storageKey, toText(current));
    } catch {
      // Storage is disabled or full: the draft lives only in the page.
    }
  }, [storageKey]);

  useEffect(() => {
    window.addEventListener('pagehide', write);
    return () => {
      window.removeEventListener('pagehide', write);
      clearTimeout(timer.current);
    };
  }, [write]);

  const restore = useCallback((): T | null => {
    try {
      const stored = localStorage.getItem(storageKey);
      const draft = latest.current.parse(stored);
      // An expired or broken draft is removed, not only ignored.
      if (stored !== null && !draft) localStorage.removeItem(storageKey);
      return draft;
    } catch {
      return null; // Storage is disabled: nothing to restore.
    }
  }, [storageKey]);

  const changed = useCallback(() => {
    const current = latest.current.read();
    setKept(current !== null && !latest.current.isEmpty(current));
    clearTimeout(timer.current);
    timer.current = setTimeout(write, SAVE_DELAY_MS);
  }, [write]);

  const discard = useCallback(() => {
    clearTimeout(timer.current);
    setKept(false);
    try {
      localStorage.removeItem(storageKey);
    } catch {
      // Nothing was stored.
    }
  }, [storageKey]);

  return { kept, restore, changed, discard };
}
