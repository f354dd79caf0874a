import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export interface TabItem {
  /** Also the panel's id and the URL fragment that selects it (/tab#ros). */
  id: string;
  label: string;
  panel: ReactNode;
}

export interface TabsProps {
  items: TabItem[];
  /** Names the tab list for screen readers. */
  label: string;
}

/**
 * The WAI-ARIA tabs pattern with automatic activation: arrow keys, Home and End move
 * between tabs, and only the selected tab is in the tab order. Every panel is in the
 * prerendered HTML; the selected one is reflected in the URL fragment.
 */
export function Tabs({ items, label }: TabsProps) {
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  // The fragment picks the first tab shown (after hydration, so the prerendered markup matches).
  useEffect(() => {
    const fromHash = () => {
      const index = items.findIndex((item) => `#${item.id}` === window.location.hash);
      if (index >= 0) setSelected(index);
    };
    fromHash();
    window.addEventListener('hashchange', fromHash);
    return () => window.removeEventListener('hashchange', fromHash);
  }, [items]);

  const select = (index: number, moveFocus: boolean) => {
    const item = items[index];
    if (!item) return;
    setSelected(index);
    // Keep the router's history state; only the fragment changes, without a new entry.
    window.history.replaceState(window.history.state, '', `#${item.id}`);
    if (moveFocus) tabs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const last = items.length - 1;
    const next: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target, true);
  };

  return (
    <div className={styles.tabs}>
      {/* The keys reach the list from the focused tab inside it. */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
        {items.map((item, index) => (
          <button
            key={item.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`tab-${item.id}`}
            aria-selected={index === selected}
            aria-controls={item.id}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => select(index, false)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, index) => (
        <div
          key={item.id}
          role="tabpanel"
          id={item.id}
          aria-labelledby={`tab-${item.id}`}
          hidden={index !== selected}
          tabIndex={0}
          className={styles.panel}
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
