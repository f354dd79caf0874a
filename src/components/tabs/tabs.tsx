import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useUrlFragment } from '../../lib/use-url-fragment.ts';
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
 *
 * Each tab is a link to its panel's fragment, so a tap before the page's code has run
 * selects it by HTML: the panel becomes the page's :target, which the stylesheet shows
 * (tabs.module.css), and once the code runs the fragment selects the tab.
 */
export function Tabs({ items, label }: TabsProps) {
  const { fragment, set } = useUrlFragment();
  // The tab last chosen, kept while the fragment names something else (the skip link's #main).
  const [chosen, setChosen] = useState(0);
  const fromFragment = items.findIndex((item) => item.id === fragment);
  const selected = fromFragment >= 0 ? fromFragment : chosen;
  useEffect(() => {
    if (fromFragment >= 0) setChosen(fromFragment);
  }, [fromFragment]);
  // A fragment naming something inside a panel (/tab#ros-2024-line-follower, a search
  // result) selects that panel, then shows the element once its panel is shown: it was
  // hidden when the browser looked for it.
  const reveal = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const target = fragment && fromFragment < 0 ? document.getElementById(fragment) : null;
    const index = items.findIndex((item) => item.id === target?.closest('[role="tabpanel"]')?.id);
    if (index < 0) return;
    reveal.current = target;
    setChosen(index);
  }, [fragment, fromFragment, items]);
  useEffect(() => {
    const target = reveal.current;
    if (!target || target.closest('[hidden]')) return;
    reveal.current = null;
    target.scrollIntoView();
  }, [chosen, fragment]);
  const tabs = useRef<(HTMLAnchorElement | null)[]>([]);

  const select = (index: number, moveFocus: boolean) => {
    const item = items[index];
    if (!item) return;
    setChosen(index);
    // Only the fragment changes, without a new history entry.
    set(item.id, 'replace');
    if (moveFocus) tabs.current[index]?.focus();
  };

  const onClick = (event: MouseEvent, index: number) => {
    // A click that asks for a new tab or window is the browser's.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    select(index, false);
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
          <a
            key={item.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            href={`#${encodeURIComponent(item.id)}`}
            role="tab"
            id={`tab-${item.id}`}
            aria-selected={index === selected}
            aria-controls={item.id}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={(event) => onClick(event, index)}
          >
            {item.label}
          </a>
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
