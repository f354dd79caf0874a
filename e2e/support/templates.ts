/**
 * One page per route module (template): other years, articles and lists share its markup
 * and styles, so the visual and the full-combination accessibility checks look at these.
 */
export const TEMPLATES = [
  { path: '/', name: 'Home' },
  { path: '/about', name: 'About' },
  { path: '/team', name: 'Team' },
  { path: '/achievement', name: 'Achievements' },
  { path: '/contact', name: 'Contact' },
  { path: '/induction', name: 'Gallery list' },
  { path: '/post/2023', name: 'Gallery year' },
  { path: '/tab', name: 'TAB' },
  { path: '/blogs', name: 'Resource list' },
  { path: '/events', name: 'Events' },
  { path: '/events/roboveda', name: 'Event' },
  { path: '/team/2025-26', name: 'Past committee' },
  { path: '/join', name: 'Join' },
  { path: '/sponsor', name: 'Sponsor' },
  { path: '/blogs/IOT2', name: 'Article' },
  { path: '/search', name: 'Search' },
  { path: '/no/such/page', name: 'Not Found' },
];
