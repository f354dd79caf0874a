import { z } from 'zod';
import { slugify } from '../../lib/anchors.ts';
import { altText, imageFile, slug, text, uniqueBy } from './common.ts';

export const NO_DESCRIPTION = 'No description available.';

/** A student project in a gallery or on the TAB page. */
export const projectSchema = z
  .strictObject({
    id: slug
      .optional()
      .describe(
        'The end of the link that opens this project, such as #line-follower; made from the title when left empty.',
      ),
    title: text(120).describe('The name of the project.'),
    image: imageFile.describe('A photo of the project, landscape works best. Browse, then Upload to add a new one.'),
    alt: altText
      .optional()
      .describe('What the photo shows, for people who cannot see it; the title is used when left out.'),
    description: text(6000)
      .optional()
      .describe('Leave it out when there is none: the site shows "No description available."'),
  })
  .transform((project) => ({
    ...project,
    id: project.id ?? slugify(project.title),
    alt: project.alt ?? project.title,
    description: project.description ?? NO_DESCRIPTION,
    hasDescription: project.description !== undefined,
  }));

/** The name of a gallery year file, without .yaml: galleries/induction/2027.yaml. */
export const GALLERY_YEAR_NAME = /^\d{4}$/;

/** One year of induction or post-induction projects: galleries/<kind>/<year>.yaml */
export const galleryYearSchema = z.strictObject({
  draft: z
    .boolean()
    .default(false)
    .describe(
      'Switch it on to keep this year off the site while it is being prepared. A year with no projects yet is kept off anyway.',
    ),
  intro: text(600).optional().describe('A sentence or two shown under the heading.'),
  cover: imageFile.optional().describe("Image shown on the list page card; the first project's image when left out."),
  projects: z
    .array(projectSchema)
    .superRefine(uniqueBy('id', 'project id'))
    .default([])
    .describe('The year is shown once it has at least one project.'),
});

/** What one kind of gallery is called, and the words of its list page. */
const galleryKindSchema = z.strictObject({
  label: text(40).describe('The kind\'s name, before the year in headings: "Induction" gives "Induction 2024".'),
  title: text(80).describe('The list page\'s heading, such as "Induction Projects".'),
  intro: text(400).describe("A sentence or two under the list page's heading."),
});

/** galleries.yaml: the two kinds of gallery, each a route and a folder of year files. */
export const galleryKindsSchema = z.strictObject({
  induction: galleryKindSchema.describe('The projects of the Induction, made by newcomers.'),
  post: galleryKindSchema.describe('The projects made after the Induction.'),
});

export type Project = z.output<typeof projectSchema>;
export type GalleryYear = z.output<typeof galleryYearSchema>;
