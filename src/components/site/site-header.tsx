import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import type { Site } from '../../content/schemas/site.ts';
import { ClubMark } from './club-mark.tsx';
import { SiteNav } from './site-nav.tsx';
import { SocialLinks } from './social-links.tsx';
import styles from './site-header.module.css';

// Nothing of the search loads before a visitor opens it.
const SearchDialog = lazy(() => import('../search/search-dialog.tsx'));

/** Keys typed into a field are the field's: "/" opens the search only from elsewhere. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && !!target.closest('input, textarea, select, [contenteditable]');

export interface SiteHeaderProps {
  site: Pick<Site, 'name' | 'shortName' | 'social'>;
}

export function SiteHeader({ site }: SiteHeaderProps) {
  const menuId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname, key } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // The search dialog: not loaded until first opened, then kept (with its words) while
  // closed; any navigation (a result opened) closes it.
  const [search, setSearch] = useState<'never opened' | 'open' | 'closed'>('never opened');
  const closeSearch = () => setSearch((state) => (state === 'open' ? 'closed' : state));
  useEffect(closeSearch, [key]);
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
      const ctrlK = (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
      if (!slash && !ctrlK) return;
      event.preventDefault();
      setSearch('open');
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // Escape anywhere in the small-screen panel closes it, with any menu open in it, and
  // returns focus to the Menu button. On a wide screen (no Menu button) a menu handles it.
  const onPanelKeyDown = (event: KeyboardEvent) => {
    const toggle = toggleRef.current;
    if (event.key !== 'Escape' || !menuOpen || !toggle || toggle.offsetParent === null) return;
    event.stopPropagation();
    setMenuOpen(false);
    toggle.focus();
  };

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
          className={styles.search}
          aria-keyshortcuts="/ Control+K"
          onClick={(event) => {
            event.preventDefault();
            setSearch('open');
          }}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          Search<span className="visually-hidden"> (shortcut: slash or Control+K)</span>
          <kbd className={styles.shortcut} aria-hidden="true">
            /
          </kbd>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
          onKeyDown={(event) => {
            // Escape closes the menu this button opened, with the focus still on the button.
            if (event.key !== 'Escape' || !menuOpen) return;
            event.stopPropagation();
            setMenuOpen(false);
          }}
          data-menu-toggle=""
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              d={menuOpen ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'}
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          Menu
        </button>
        {/* The panel only listens for Escape pressed on the links and buttons in it. */}
        <div
          className={styles.menu}
          data-site-menu=""
          data-expanded={menuOpen ? '' : undefined}
          onKeyDownCapture={onPanelKeyDown}
        >
          <SiteNav expanded={menuOpen} menuId={menuId} onNavigate={() => setMenuOpen(false)} />
          <SocialLinks social={site.social} label="Social media" />
        </div>
      </div>
      {search !== 'never opened' && (
        <Suspense fallback={null}>
          <SearchDialog open={search === 'open'} onClose={closeSearch} />
        </Suspense>
      )}
    </header>
  );
}
