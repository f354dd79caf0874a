import { type RouteConfig, index, route } from '@react-router/dev/routes';
import {
  listArticleRoutes,
  listGalleryYears,
  loadEvents,
  loadTeamYears,
  type GalleryKind,
} from './content/catalog.server.ts';
import { contentRoutePath } from './lib/content-routes.ts';

/**
 * One route per gallery year, article, past committee and event, read from the content,
 * rather than `induction/:year`, `blogs/:slug`, `team/:year` or `events/:slug`: in the browser, a mistyped address such as
 * /blogs/ROS3 then matches the Not Found route, as nginx's 404 page does, instead of an
 * article route with no page to show. Matching is case-sensitive like the files nginx
 * serves; nginx redirects other cases to the right one (docs/decisions/0008).
 */
const galleryYears = (kind: GalleryKind) =>
  listGalleryYears(kind).map((year) =>
    route(contentRoutePath('galleryYear', { kind, year: String(year) }), 'routes/gallery-year.tsx', {
      id: `${kind}-${year}`,
      caseSensitive: true,
    }),
  );
const articles = () =>
  listArticleRoutes().map(({ slug }) =>
    route(contentRoutePath('article', { slug }), 'routes/article.tsx', { id: `article-${slug}`, caseSensitive: true }),
  );

const pastTeams = () =>
  loadTeamYears().past.map((year) =>
    route(contentRoutePath('pastTeam', { year }), 'routes/team.tsx', { id: `team-${year}`, caseSensitive: true }),
  );
const eventPages = () =>
  loadEvents().events.map(({ slug }) =>
    route(contentRoutePath('event', { slug }), 'routes/event.tsx', { id: `event-${slug}`, caseSensitive: true }),
  );

// The route table, in the order of the specification's table.
export default [
  index('routes/home.tsx'),
  route('about', 'routes/about.tsx'),
  route('team', 'routes/team.tsx'),
  ...pastTeams(),
  route('achievement', 'routes/achievement.tsx'),
  route('contact', 'routes/contact.tsx'),
  route(contentRoutePath('galleryList', { kind: 'induction' }), 'routes/gallery-list.tsx', { id: 'induction-list' }),
  ...galleryYears('induction'),
  route(contentRoutePath('galleryList', { kind: 'post' }), 'routes/gallery-list.tsx', { id: 'post-list' }),
  ...galleryYears('post'),
  route('tab', 'routes/tab.tsx'),
  route('blogs', 'routes/blogs.tsx'),
  route('robotics', 'routes/robotics.tsx'),
  route('events', 'routes/events.tsx'),
  ...eventPages(),
  route('join', 'routes/join.tsx'),
  route('sponsor', 'routes/sponsor.tsx'),
  route('search', 'routes/search.tsx'),
  ...articles(),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
