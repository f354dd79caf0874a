import { type RouteConfig, index, route } from '@react-router/dev/routes';

// The route table, in the order of the specification's table.
export default [
  index('routes/home.tsx'),
  route('about', 'routes/about.tsx'),
  route('team', 'routes/team.tsx'),
  route('team/:year', 'routes/team.tsx', { id: 'team-year' }),
  route('achievement', 'routes/achievement.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('induction', 'routes/gallery-list.tsx', { id: 'induction-list' }),
  route('induction/:year', 'routes/gallery-year.tsx', { id: 'induction-year' }),
  route('post', 'routes/gallery-list.tsx', { id: 'post-list' }),
  route('post/:year', 'routes/gallery-year.tsx', { id: 'post-year' }),
  route('tab', 'routes/tab.tsx'),
  route('blogs', 'routes/blogs.tsx'),
  route('robotics', 'routes/robotics.tsx'),
  route('events', 'routes/events.tsx'),
  route('events/:slug', 'routes/event.tsx'),
  route('blogs/:slug', 'routes/article.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
