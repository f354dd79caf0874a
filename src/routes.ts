import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { listArticleRoutes } from './content/collections/articles.server.ts';
import { loadEvents } from './content/collections/events.server.ts';
import { listGalleryYears, type GalleryKind } from './content/collections/galleries.server.ts';
import { loadTeamYears } from './content/collections/team.server.ts';
import { CONTENT_ROOT } from './content/load.server.ts';
import { contentRoutePath } from './lib/content-routes.ts';

/**
 * One route per gallery year, article, past committee and event, read from the content,
 * rather than `induction/:year`, `blogs/:slug`, `team/:year` or `events/:slug`: in the browser, a mistyped address such as
 * /blogs/ROS3 then matches the Not Found route, as nginx's 404 page does, instead of an
 * article route with no page to show. Matching is case-sensitive like the files nginx
 * serves; nginx redirects other cases to the right one (docs/decisions/0008).
 */
const galleryYears = (kind: GalleryKind, root: string) =>
  listGalleryYears(kind, root).map((year) =>
    route(contentRoutePath('galleryYear', { kind, year: String(year) }), 'routes/gallery-year.tsx', {
      id: `${kind}-${year}`,
      caseSensitive: true,
    }),
  );
const articles = (root: string) =>
  listArticleRoutes(root).map(({ slug }) =>
    route(contentRoutePath('article', { slug }), 'routes/article.tsx', { id: `article-${slug}`, caseSensitive: true }),
  );

const pastTeams = (root: string) =>
  loadTeamYears(root).past.map((year) =>
    route(contentRoutePath('pastTeam', { year }), 'routes/team.tsx', { id: `team-${year}`, caseSensitive: true }),
  );
const eventPages = (root: string) =>
  loadEvents(root).events.map(({ slug }) =>
    route(contentRoutePath('event', { slug }), 'routes/event.tsx', { id: `event-${slug}`, caseSensitive: true }),
  );

/** The route table, in the order of the specification's table, for the content in `root`. */
export const routeTable = (root = CONTENT_ROOT): RouteConfig => [
  index('routes/home.tsx'),
  route('about', 'routes/about.tsx'),
  route('team', 'routes/team.tsx'),
  ...pastTeams(root),
  route('achievement', 'routes/achievement.tsx'),
  route('contact', 'routes/contact.tsx'),
  route(contentRoutePath('galleryList', { kind: 'induction' }), 'routes/gallery-list.tsx', { id: 'induction-list' }),
  ...galleryYears('induction', root),
  route(contentRoutePath('galleryList', { kind: 'post' }), 'routes/gallery-list.tsx', { id: 'post-list' }),
  ...galleryYears('post', root),
  route('tab', 'routes/tab.tsx'),
  route('blogs', 'routes/blogs.tsx'),
  route('robotics', 'routes/robotics.tsx'),
  route('events', 'routes/events.tsx'),
  ...eventPages(root),
  route('join', 'routes/join.tsx'),
  route('sponsor', 'routes/sponsor.tsx'),
  route('search', 'routes/search.tsx'),
  ...articles(root),
  route('*', 'routes/not-found.tsx'),
];

export default routeTable();
