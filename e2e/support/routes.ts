/** Every route of the specification's table and the pages added since (events, past committees), with the heading each shows. */
export const ROUTES: { path: string; heading: string }[] = [
  { path: '/', heading: 'Riverbend Robotics Club' },
  { path: '/about', heading: 'About the Club' },
  { path: '/team', heading: 'Our Team' },
  { path: '/team/2025-26', heading: 'Committee 2025-26' },
  { path: '/achievement', heading: 'Achievements' },
  { path: '/contact', heading: 'Get in Touch' },
  { path: '/induction', heading: 'Induction Projects' },
  { path: '/induction/2026', heading: 'Induction 2026' },
  { path: '/induction/2025', heading: 'Induction 2025' },
  { path: '/induction/2024', heading: 'Induction 2024' },
  { path: '/induction/2023', heading: 'Induction 2023' },
  { path: '/induction/2022', heading: 'Induction 2022' },
  { path: '/induction/2020', heading: 'Induction 2020' },
  { path: '/post', heading: 'Post Induction Projects' },
  { path: '/post/2025', heading: 'Post Induction 2025' },
  { path: '/post/2024', heading: 'Post Induction 2024' },
  { path: '/post/2023', heading: 'Post Induction 2023' },
  { path: '/post/2022', heading: 'Post Induction 2022' },
  { path: '/post/2021', heading: 'Post Induction 2021' },
  { path: '/post/2019', heading: 'Post Induction 2019' },
  { path: '/tab', heading: 'Technical Advisory Board' },
  { path: '/blogs', heading: 'Explore our Blogs' },
  { path: '/robotics', heading: 'Robotics' },
  { path: '/events', heading: 'Events' },
  { path: '/events/post-induction-25', heading: "Post Induction'25" },
  { path: '/events/post-induction-27', heading: "Post Induction'26" },
  { path: '/events/roboveda-2026', heading: 'Roboveda 2026' },
  { path: '/events/roboveda', heading: 'Roboveda' },
];

/** Our own pages beyond the specification's table, with their headings. */
export const OWN_ROUTES: { path: string; heading: string }[] = [
  { path: '/join', heading: 'Join the Club' },
  { path: '/sponsor', heading: 'Sponsor the Club' },
  { path: '/search', heading: 'Search' },
];

/** The thirteen article routes. Their headings are the articles' titles. */
export const ARTICLE_SLUGS = [
  'ROS1',
  'ROS2',
  'Embedded1',
  'Embedded2',
  'Embedded3',
  'IOT1',
  'IOT2',
  'IOT3',
  'IOT4',
  'IOT5',
  'DL1',
  'DL2',
  'IP1',
];
