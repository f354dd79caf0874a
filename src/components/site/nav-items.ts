/** The navigation bar, as the specification lists it. Paths are routes of this site. */
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

export const navigation: NavItem[] = [
  { label: 'Home', to: '/' },
  {
    id: 'about',
    label: 'About',
    children: [
      { label: 'Team', to: '/team' },
      { label: 'Achievement', to: '/achievement' },
      { label: 'About Club', to: '/about' },
      { label: 'Contact', to: '/contact' },
    ],
  },
  {
    id: 'projects',
    label: 'Projects',
    children: [
      { label: 'TAB', description: 'Project domains', to: '/tab' },
      { label: 'Induction', to: '/induction' },
      { label: 'Post Induction', to: '/post' },
    ],
  },
  {
    id: 'blogs',
    label: 'Blogs',
    children: [
      { label: 'TAB', description: 'Tutorials by domain', to: '/blogs' },
      { label: 'Robotics', to: '/robotics' },
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
