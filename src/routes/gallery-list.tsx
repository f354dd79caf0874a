import { Link } from 'react-router';
import type { Route } from './+types/gallery-list';
import grid from '../components/content/card-grid.module.css';
import { ImageCard } from '../components/content/image-card.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import {
  isGalleryKind,
  loadGalleryKinds,
  listGalleryYears,
  loadGallery,
} from '../content/collections/galleries.server.ts';
import { picture } from '../content/images.server.ts';
import { loadPageDescription } from '../content/collections/pages.server.ts';
import { pageMeta } from '../lib/page-meta.ts';
import styles from './gallery-list.module.css';
import { contentHref, contentRouteParams } from '../lib/content-routes.ts';

export async function loader({ pattern }: Route.LoaderArgs) {
  // One route per kind (src/routes.ts), made for the kind its pattern holds.
  const kind = contentRouteParams('galleryList', pattern)?.kind ?? '';
  if (!isGalleryKind(kind)) throw new Error(`The route ${pattern} is not a gallery list`);
  const years = await Promise.all(
    listGalleryYears(kind).map(async (year) => {
      const gallery = loadGallery(kind, year);
      const cover = gallery.projects.find((project) => project.image === gallery.cover);
      return {
        year,
        heading: gallery.heading,
        count: `${gallery.projects.length} ${gallery.projects.length === 1 ? 'project' : 'projects'}`,
        intro: gallery.intro,
        picture: await picture(gallery.cover),
        alt: cover?.alt ?? `${gallery.heading} projects`,
      };
    }),
  );
  const { title, intro } = loadGalleryKinds()[kind];
  return { kind, title, intro, years, description: loadPageDescription(kind) };
}

export const meta: Route.MetaFunction = ({ loaderData, ...args }) =>
  pageMeta(args, {
    title: loaderData?.title ?? 'Projects',
    description: loaderData?.description ?? '',
  });

export default function GalleryListPage({ loaderData }: Route.ComponentProps) {
  const { kind, title, intro, years } = loaderData;
  return (
    <div className="page">
      <PageHeader title={title}>
        <p>{intro}</p>
      </PageHeader>
      <ul className={`${grid.grid} ${grid.wide}`}>
        {years.map((year) => (
          <li key={year.year}>
            <ImageCard
              picture={year.picture}
              alt={year.alt}
              sizes="(min-width: 76em) 23rem, (min-width: 44em) 46vw, 92vw"
              link={
                <Link to={contentHref('galleryYear', { kind, year: String(year.year) })} className="stretched-target">
                  {year.heading}
                </Link>
              }
            >
              <p className={styles.count}>{year.count}</p>
              {year.intro && <p className={styles.intro}>{year.intro}</p>}
            </ImageCard>
          </li>
        ))}
      </ul>
    </div>
  );
}
