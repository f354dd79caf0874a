import { z } from 'zod';
import { slug, text, uniqueBy } from './common.ts';

/** A link to one of our own articles, by its route slug (articles/<slug>.mdx). */
const internalEntry = z.strictObject({
  type: z.literal('internal'),
  slug: z
    .string()
    .regex(/^[A-Za-z0-9]+$/, 'write the article slug, such as ROS1')
    .describe("The article's name in its address: ROS1 for /blogs/ROS1."),
  title: text(160).optional().describe("The article's own title when left out."),
});

/** A link that leaves the site: a web page, or a PDF in public/ (a path such as /pdfs/pid-control.pdf). */
const externalEntry = z.strictObject({
  type: z.literal('external'),
  title: text(160).describe('The name of the page or document, as the link shows it.'),
  url: z
    .union([
      z.url({ protocol: /^https?$/ }),
      z
        .string()
        .regex(
          /^\/[a-z0-9/._-]+\.pdf$/,
          'write a web address or the path of a PDF in public/, such as /pdfs/pid-control.pdf',
        ),
    ])
    .describe('A web address (https://…), or the address of a PDF on this site, such as /pdfs/pid-control.pdf.'),
  note: text(200).optional().describe('One line saying what the reader will find.'),
});

export const resourceEntrySchema = z.discriminatedUnion('type', [internalEntry, externalEntry], {
  error: 'set type to "internal" (one of our articles) or "external" (a web page or a PDF)',
});

export const resourceDomainSchema = z.strictObject({
  id: slug,
  name: text(60).describe('The heading of this group of links, such as "Embedded Systems".'),
  entries: z.array(resourceEntrySchema).min(1).describe('The links: one of our articles, or a page or PDF elsewhere.'),
});

/** A page of grouped links: blogs.yaml and robotics.yaml. */
export const resourceListSchema = z.strictObject({
  heading: text(80).describe('The heading of the page.'),
  intro: text(600).optional().describe('A sentence or two under the heading.'),
  domains: z
    .array(resourceDomainSchema)
    .min(1)
    .superRefine(uniqueBy('id', 'domain id'))
    .describe('The groups of links, each under its heading.'),
});

export type ResourceList = z.infer<typeof resourceListSchema>;
export type ResourceEntry = z.infer<typeof resourceEntrySchema>;
