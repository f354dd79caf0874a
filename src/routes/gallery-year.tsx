import { data } from 'react-router';
import type { Route } from './+types/gallery-year';
import { ProjectGallery } from '../components/content/project-gallery.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import {
  isGalleryKind,
  loadGalleryKinds,
  listGalleryYears,
  loadGallery,
} from '../content/collections/galleries.server.ts';
import { withPictures } from '../content/images.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { contentHref, contentRouteParams } from '../lib/content-routes.ts';
import type { ScriptHandle } from '../lib/page-script.ts';

// Imports and route check as in gallery-list.tsx: each route module has its own loader.
export async function loader({ pattern }: Route.LoaderArgs) {
  // One route per year (src/routes.ts), made for the kind and year its pattern holds.
  const params = contentRouteParams('galleryYear', pattern);
  const kind = params?.kind ?? '';
  const year = Number(params?.year);
  if (!isGalleryKind(kind) || !listGalleryYears(kind).includes(year)) throw data(null, { status: 404 });
  const gallery = loadGallery(kind, year);
  const projects = await withPictures(gallery.projects);
  return {
    heading: gallery.heading,
    // The list of this kind's years, above this page in the breadcrumb trail.
    list: { name: loadGalleryKinds()[kind].label, path: contentHref('galleryList', { kind }) },
    intro: gallery.intro,
    projects: projects.map(({ id, title, alt, description, hasDescription, picture }) => ({
      id,
      title,
      alt,
      description,
      hasDescription,
      picture,
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, ...args }) =>
  pageMeta(args, {
    title: loaderData?.heading ?? 'Projects',
    description: `The ${loaderData?.projects.length ?? ''} projects of ${loaderData?.heading ?? 'this year'} at the Robotics Club, with photos and descriptions.`,
    breadcrumbs: loaderData ? [loaderData.list] : [],
  });

/** Why this page ships script (src/lib/page-script.ts). */
export const handle: ScriptHandle = {
  script: 'the project cards open as modal dialogs, from the card and from a link',
};

export default function GalleryYearPage({ loaderData }: Route.ComponentProps) {
  const { heading, intro, projects } = loaderData;
  return (
    <div className="page">
      <PageHeader title={heading}>{intro && <p>{intro}</p>}</PageHeader>
      <ProjectGallery projects={projects} />
    </div>
  );
}
