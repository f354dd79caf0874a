import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { Site } from '../../content/schemas/site.ts';
import { useFragmentDialog } from '../../lib/use-fragment-dialog.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { ClubMark } from './club-mark.tsx';
import { SiteNav } from './site-nav.tsx';
import { SocialLinks } from './social-links.tsx';
import control from '../ui/control.module.css';
import styles from './site-header.module.css';

// Nothing of the search loads before a visitor opens it.
const SearchDialog = lazy(() => import('../search/search-dialog.tsx'));

/** The open search dialog's fragment (/about#search), as a project's or a note's. */
const SEARCH = 'search';
const isSearch = (id: string) => id === SEARCH;

/**
 * Whether a popover is showing, asked only of a browser that has popovers: one without them
 * (Safari before 17, Chrome before 114, Firefox before 125, all within the build's target,
 * vite.config.ts) throws a SyntaxError on the unknown `:popover-open`. There the panel
 * shows in the page instead (site-header.module.css) and is never "open".
 */
function isPopoverOpen(element: HTMLElement): boolean {
  return 'popover' in HTMLElement.prototype && element.matches(':popover-open');
}

export interface SiteHeaderProps {
  site: Pick<Site, 'name' | 'shortName' | 'social'>;
}

export function SiteHeader({ site }: SiteHeaderProps) {
  const menuId = useId();
  const panelId = useId();
  const hydrated = useHydrated();
  // On a small screen the panel is a popover the Menu button opens by HTML alone, so a tap
  // works before the page's code has run; the browser closes it on Escape or a tap outside.
  // Its state is mirrored here for the navigation's own menus.
  const [menuOpen, setMenuOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeMenu = () => {
    if (panelRef.current && isPopoverOpen(panelRef.current)) panelRef.current.hidePopover();
  };
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const onToggle = (event: Event) => setMenuOpen((event as ToggleEvent).newState === 'open');
    // Focus leaving the open panel for the page closes it, so nothing focused hides under it
    // (WCAG 2.4.11); without the code, site-header.module.css moves it out of the way instead.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      const leaving = next instanceof Node && !panel.contains(next) && !toggleRef.current?.contains(next);
      if (leaving && isPopoverOpen(panel)) panel.hidePopover();
    };
    setMenuOpen(isPopoverOpen(panel));
    panel.addEventListener('toggle', onToggle);
    panel.addEventListener('focusout', onFocusOut);
    return () => {
      panel.removeEventListener('toggle', onToggle);
      panel.removeEventListener('focusout', onFocusOut);
    };
  }, []);
  // A new page closes it; the page it was opened on, hydrating, keeps it open.
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    closeMenu();
  }, [pathname]);

  // The search dialog: open while the address ends in #search, so Back closes it as it closes
  // every dialog, and a result opened (a new address) closes it too. Not loaded until first
  // opened, then kept (with its words) while closed.
  const search = useFragmentDialog(isSearch);
  const openSearch = search.open;
  const searchOpen = search.openId !== undefined;
  const [searchUsed, setSearchUsed] = useState(false);
  useEffect(() => {
    if (searchOpen) setSearchUsed(true);
  }, [searchOpen]);
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      // Only with a modifier (WCAG 2.1.4): a lone key would fire under speech input and
      // screen readers' single-key navigation.
      const ctrlK = (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
      if (!ctrlK) return;
      event.preventDefault();
      if (!isSearch(window.location.hash.slice(1))) openSearch(SEARCH);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [openSearch]);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand}>
          <ClubMark className={styles.mark} />
          <span className={styles.name}>{site.name}</span>
          <span className={styles.short} aria-hidden="true">
            {site.shortName}
          </span>
        </Link>
        {/* Without JavaScript (or before it runs) the link opens the search page, which says what to do. */}
        <Link
          to="/search"
          className={`${control.control} ${styles.search}`}
          aria-keyshortcuts="Control+K Meta+K"
          onClick={(event) => {
            event.preventDefault();
            openSearch(SEARCH);
          }}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          Search
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className={`${control.control} ${styles.toggle}`}
          popoverTarget={panelId}
          aria-controls={panelId}
          // Before the code runs the browser tells assistive technology whether it is open.
          aria-expanded={hydrated ? menuOpen : undefined}
          data-menu-toggle=""
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              className={styles.menuIcon}
              d="M4 7h16M4 12h16M4 17h16"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
            <path
              className={styles.closeIcon}
              d="M6 6l12 12M18 6 6 18"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          Menu
        </button>
        <div ref={panelRef} id={panelId} className={styles.menu} popover="auto" data-site-menu="">
          <SiteNav expanded={menuOpen} menuId={menuId} onNavigate={closeMenu} />
          <SocialLinks social={site.social} label="Social media" />
        </div>
      </div>
      {(searchUsed || searchOpen) && (
        <Suspense fallback={null}>
          <SearchDialog open={searchOpen} onClose={search.close} />
        </Suspense>
      )}
    </header>
  );
}
