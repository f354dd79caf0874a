import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { DROPDOWN_CLOSE_DELAY_MS } from '../../lib/constants.ts';
import { currentState, isMenu, menuIsCurrent, navigation, type NavLinkItem, type NavMenuItem } from './nav-items.ts';
import control from '../ui/control.module.css';
import styles from './site-nav.module.css';

export interface SiteNavProps {
  /** Whether the small-screen menu is shown; the header owns the toggle button. */
  expanded: boolean;
  menuId: string;
  onNavigate: () => void;
}

/**
 * The main navigation: disclosure menus that open on hover (closing 300 ms after
 * the pointer leaves), on click and from the keyboard. One menu is open at a time.
 */
export function SiteNav({ expanded, menuId, onNavigate }: SiteNavProps) {
  const { pathname } = useLocation();
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const openedByHover = useRef(false);
  // A press (finger or mouse) inside the navigation that has not yet become a click. Its
  // focus change must not close the open menu: on a small screen the menu would shrink
  // under the finger, and the click would land on whatever moved there. The click itself
  // opens the other menu (one at a time) or follows the link.
  const pressing = useRef(false);
  const navRef = useRef<HTMLElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelClose = useCallback(() => clearTimeout(closeTimer.current), []);
  useEffect(() => cancelClose, [cancelClose]);

  // A new page closes any open menu, and so does closing the small-screen panel.
  useEffect(() => setOpenMenu(null), [pathname]);
  useEffect(() => {
    if (!expanded) setOpenMenu(null);
  }, [expanded]);
  // A menu tapped before the code ran is open (by CSS, with its button focused): it stays open.
  useEffect(() => {
    const tapped = document.activeElement?.closest<HTMLElement>('[data-nav-menu]')?.dataset.navMenu;
    if (tapped) setOpenMenu(tapped);
  }, []);

  const open = (id: string, byHover: boolean) => {
    cancelClose();
    openedByHover.current = byHover;
    setOpenMenu(id);
  };
  const close = () => {
    cancelClose();
    setOpenMenu(null);
  };

  return (
    <nav
      ref={navRef}
      aria-label="Main"
      className={styles.nav}
      onPointerDownCapture={() => (pressing.current = true)}
      onPointerCancelCapture={() => (pressing.current = false)}
      onClickCapture={() => (pressing.current = false)}
      onKeyDownCapture={() => (pressing.current = false)}
    >
      <ul id={menuId} className={styles.list} data-nav-list="" data-expanded={expanded ? '' : undefined}>
        {navigation.map((item) =>
          isMenu(item) ? (
            <NavMenu
              key={item.id}
              menu={item}
              pathname={pathname}
              isOpen={openMenu === item.id}
              onToggle={() => {
                // A click on a menu the pointer just opened keeps it open rather than closing it.
                if (openMenu === item.id && !openedByHover.current) close();
                else open(item.id, false);
              }}
              // In the small-screen panel the menus stack: opening one on hover would move the
              // one under the pointer before it is clicked. There they open on click only.
              onPointerEnter={() => !expanded && open(item.id, true)}
              onPointerLeave={() => {
                if (expanded) return;
                cancelClose();
                closeTimer.current = setTimeout(() => {
                  setOpenMenu((current) => (current === item.id ? null : current));
                }, DROPDOWN_CLOSE_DELAY_MS);
              }}
              onClose={close}
              onFocusLeave={(next) => {
                if (!(pressing.current && navRef.current?.contains(next))) close();
              }}
              onNavigate={onNavigate}
            />
          ) : (
            <li key={item.to} className={styles.item}>
              <NavEntry
                link={item}
                pathname={pathname}
                className={`${control.control} ${styles.topLink}`}
                onNavigate={onNavigate}
              />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

interface NavMenuProps {
  menu: NavMenuItem;
  pathname: string;
  isOpen: boolean;
  onToggle: () => void;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onClose: () => void;
  /** Focus left the menu for `next` (null: for nothing, or another window). */
  onFocusLeave: (next: Node | null) => void;
  onNavigate: () => void;
}

function NavMenu(props: NavMenuProps) {
  const { menu, pathname, isOpen, onToggle, onPointerEnter, onPointerLeave, onClose, onFocusLeave, onNavigate } = props;
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen) {
      // One level at a time: the small-screen panel around it (a popover) stays open, as the
      // browser closes a popover only on an Escape nobody has handled.
      event.preventDefault();
      event.stopPropagation();
      onClose();
      buttonRef.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget as Node | null;
    if (isOpen && !event.currentTarget.contains(next)) onFocusLeave(next);
  };

  return (
    // The item only listens for events bubbling from its button and links (hover, Escape, focus leaving).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className={styles.item}
      data-nav-menu={menu.id}
      onPointerEnter={(event) => event.pointerType === 'mouse' && onPointerEnter()}
      onPointerLeave={(event) => event.pointerType === 'mouse' && onPointerLeave()}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`${control.control} ${styles.trigger}`}
        // Safari focuses a button it is tapped or clicked on only when it has a tabindex;
        // before the code runs, or on a page without any, that focus is what shows the menu
        // (src/styles/reset.css).
        tabIndex={0}
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-current={menuIsCurrent(menu, pathname) ? 'true' : undefined}
        onClick={onToggle}
      >
        {menu.label}
        <svg className={styles.chevron} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </button>
      <ul id={listId} className={styles.submenu} data-submenu="" hidden={!isOpen}>
        {menu.children.map((child) => (
          <li key={child.to}>
            <NavEntry link={child} pathname={pathname} className={styles.subLink} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </li>
  );
}

interface NavEntryProps {
  link: NavLinkItem;
  pathname: string;
  className?: string;
  onNavigate: () => void;
}

function NavEntry({ link, pathname, className, onNavigate }: NavEntryProps) {
  return (
    <Link to={link.to} className={className} aria-current={currentState(link.to, pathname)} onClick={onNavigate}>
      {link.description ? (
        <span className={styles.described}>
          {link.label}
          <span className={styles.description}>{link.description}</span>
        </span>
      ) : (
        link.label
      )}
    </Link>
  );
}
