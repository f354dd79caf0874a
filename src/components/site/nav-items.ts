/**
 * The navigation bar, as the specification lists it. Paths are routes of this site; each label
 * says what its page is, so no two read alike (the TAB's projects and its tutorials are two pages).
 */
export interface NavLinkItem {
  label: string;
  /** A line under the label where two links share it, shown and read with it. */
  description?: string;
  to: string;
}

export interface NavMenuItem {
  id: string;
  label: string;
  children: NavLinkItem[];
}

export type NavItem = NavLinkItem | NavMenuItem;

// A table of the spec's menus: its entries are alike by design.
export const navigation: NavItem[] = [
  { label: 'Home', to: '/' },
  {
    id: 'about',
    label: 'About',
    children: [
      { label: 'Team', to: '/team' },
      { label: 'Achievements', to: '/achievement' },
      { label: 'About Club', to: '/about' },
      { label: 'Contact', to: '/contact' },
    ],
  },
  {
    id: 'projects',
    label: 'Projects',
    children: [
      { label: 'TAB projects', to: '/tab' },
      { label: 'Induction', to: '/induction' },
      { label: 'Post Induction', to: '/post' },
    ],
  },
  {
    id: 'blogs',
    label: 'Blogs',
    children: [
      { label: 'Tutorials by domain', to: '/blogs' },
      { label: 'Robotics handouts (PDF)', to: '/robotics' },
    ],
  },
  { label: 'Events', to: '/events' },
  { label: 'Join', to: '/join' },
];

export const isMenu = (item: NavItem): item is NavMenuItem => 'children' in item;

/** "page" for the current page, "true" for a section that contains it, undefined otherwise. */
export function currentState(to: string, pathname: string): 'page' | 'true' | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === to) return 'page';
  if (to !== '/' && path.startsWith(`${to}/`)) return 'true';
  return undefined;
}

/** Whether a menu holds the current page or a section containing it. */
export const menuIsCurrent = (menu: NavMenuItem, pathname: string) =>
  menu.children.some((child) => currentState(child.to, pathname) !== undefined);

/** Every link of the navigation, each menu's links in its place: the pages to browse. */
export const navLinks: NavLinkItem[] = navigation.flatMap((item) => (isMenu(item) ? item.children : [item]));
