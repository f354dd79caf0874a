import { data } from 'react-router';
import type { Route } from './+types/gallery-year';
import { PageHeader } from '../components/ui/page-header.tsx';
import { isGalleryKind, listGalleryYears, loadGallery } from '../content/catalog.server.ts';
import { pageMeta } from '../lib/page-meta.ts';

export function loader({ request, params }: Route.LoaderArgs) {
  const kind = new URL(request.url).pathname.split('/').filter(Boolean).at(-2) ?? '';
  const year = Number(params.year);
  if (!isGalleryKind(kind) || !listGalleryYears(kind).includes(year)) throw data(null, { status: 404 });
  const gallery = loadGallery(kind, year);
  return {
    heading: gallery.heading,
    intro: gallery.intro,
    projects: gallery.projects.map(({ id, title }) => ({ id, title })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, ...args }) =>
  pageMeta(args, {
    title: loaderData?.heading ?? 'Projects',
    description: `The ${loaderData?.projects.length ?? ''} projects of ${loaderData?.heading ?? 'this year'} at the Robotics Club, with photos and descriptions.`,
  });

export default function GalleryYearPage({ loaderData }: Route.ComponentProps) {
  const { heading, intro, projects } = loaderData;
  return (
    <div className="page">
      <PageHeader title={heading}>{intro && <p>{intro}</p>}</PageHeader>
      <ul>
        {projects.map((project) => (
          <li key={project.id} id={project.id}>
            {project.title}
          </li>
        ))}
      </ul>
    </div>
  );
}
