/**
 * The project galleries: what each kind is called (galleries.yaml) and one data file per
 * year and kind (galleries/induction/2024.yaml, pictures in galleries/induction/2024/).
 */
import { ContentError } from '../content-error.ts';
import { CONTENT_ROOT, listFiles, readData } from '../load.server.ts';
import { GALLERY_YEAR_NAME, galleryKindsSchema, galleryYearSchema } from '../schemas/gallery.ts';

/** The kinds of gallery; each is a route (/induction, /post) and a folder of year files. */
export const GALLERY_KINDS = ['induction', 'post'] as const;
export type GalleryKind = (typeof GALLERY_KINDS)[number];
export const isGalleryKind = (value: string): value is GalleryKind =>
  (GALLERY_KINDS as readonly string[]).includes(value);

/** Each kind's name, list title and introduction: galleries.yaml. */
export const loadGalleryKinds = (root = CONTENT_ROOT) => readData('galleries.yaml', galleryKindsSchema, root);

/** A year file of a gallery kind: galleries/induction/2027.yaml. */
const YEAR_FILE = new RegExp(`^${GALLERY_YEAR_NAME.source.slice(1, -1)}\\.ya?ml$`);

/**
 * The years whose gallery the site shows, newest first; with `drafts`, every year that has a
 * data file, drafts included (a year with no projects yet, or marked draft: true).
 */
export function listGalleryYears(kind: GalleryKind, root = CONTENT_ROOT, { drafts = false } = {}): number[] {
  const misnamed = listFiles(`galleries/${kind}`, /\.ya?ml$/, root).filter((file) => !YEAR_FILE.test(file));
  if (misnamed.length > 0) {
    throw new ContentError(
      misnamed.map(
        (file) => `galleries/${kind}/${file}: not a gallery year file name; name it after its year, as in 2027.yaml`,
      ),
    );
  }
  const files = listFiles(`galleries/${kind}`, YEAR_FILE, root);
  const years = files.map((file) => Number(file.slice(0, 4)));
  const repeated = years.filter((year, index) => years.indexOf(year) !== index);
  if (repeated.length > 0) {
    throw new ContentError(
      repeated.map(
        (year) => `galleries/${kind}/${year}.yaml: duplicate year ${year} (both .yaml and .yml exist); keep one file`,
      ),
    );
  }
  const sorted = years.sort((a, b) => b - a);
  // A file that does not load is not a draft: it stays listed, so its content error is
  // reported where the build reports content errors, not while the route table is read.
  const isDraft = (year: number) => {
    try {
      return isGalleryDraft(kind, year, root);
    } catch (error) {
      if (error instanceof ContentError) return false;
      throw error;
    }
  };
  return drafts ? sorted : sorted.filter((year) => !isDraft(year));
}

/** A year prepared but not filled (no projects yet), or marked draft: valid, and kept off the site. */
export function isGalleryDraft(kind: GalleryKind, year: number, root = CONTENT_ROOT): boolean {
  const gallery = readData(`galleries/${kind}/${fileOf(kind, year, root)}`, galleryYearSchema, root);
  return gallery.draft || gallery.projects.length === 0;
}

const fileOf = (kind: GalleryKind, year: number, root: string) =>
  listFiles(`galleries/${kind}`, new RegExp(`^${year}\\.ya?ml$`), root)[0] ?? `${year}.yaml`;

export function loadGallery(kind: GalleryKind, year: number, root = CONTENT_ROOT) {
  const gallery = readData(`galleries/${kind}/${fileOf(kind, year, root)}`, galleryYearSchema, root);
  return {
    ...gallery,
    kind,
    year,
    heading: `${loadGalleryKinds(root)[kind].label} ${year}`,
    // A draft has no projects and no page, so no cover either.
    cover: gallery.cover ?? gallery.projects[0]?.image ?? '',
  };
}
