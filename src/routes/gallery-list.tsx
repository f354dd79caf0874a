import { Link } from 'react-router-dom';
import type { Route } from './+types/gallery-list';
import { PageHeader } from '../components/ui/page-header.tsx';
import { galleryKinds, isGalleryKind, listGalleryYears, loadGallery } from '../content/catalog.server.ts';
import { pageMeta } from '../lib/page-meta.ts';

export function loader({ request }: Route.LoaderArgs) {
  const kind = new URL(request.url).pathname.split('/').filter(Boolean).at(-1) ?? '';
  if (!isGalleryKind(kind)) throw new Error(`No gallery kind in ${request.url}`);
  const years = listGalleryYears(kind).map((year) => {
    const gallery = loadGallery(kind, year);
    return { year, heading: gallery.heading, count: gallery.projects.length };
  });
  return { kind, title: galleryKinds[kind].listTitle, years };
}

export const meta: Route.MetaFunction = ({ loaderData, ...args }) =>
  pageMeta(args, {
    title: loaderData?.title ?? 'Projects',
    description: `${loaderData?.title ?? 'Projects'} of the Robotics Club, by year, with every team's build.`,
  });

export default function GalleryListPage({ loaderData }: Route.ComponentProps) {
  const { kind, title, years } = loaderData;
  return (
    <div className="page">
      <PageHeader title={title} />
      <ul>
        {years.map(({ year, heading, count }) => (
          <li key={year}>
            <Link to={`/${kind}/${year}`}>{heading}</Link> ({count} projects)
          </li>
        ))}
      </ul>
    </div>
  );
}
