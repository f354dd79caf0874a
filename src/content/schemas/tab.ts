import { z } from 'zod';
import { paragraphs, slug, text, uniqueBy, year } from './common.ts';
import { projectSchema } from './gallery.ts';

export const tabYearSchema = z.strictObject({
  year,
  major: z.array(projectSchema).default([]).describe("The year's major projects in this domain."),
  minor: z.array(projectSchema).default([]).describe("The year's minor projects in this domain."),
});

/** A technical domain of the TAB page, such as ROS, with its projects by year. */
export const tabDomainSchema = z.strictObject({
  id: slug.describe('The end of the link to this domain: ros gives /tab#ros. Keep it once published.'),
  name: text(60).describe('The name of the domain, such as "ROS".'),
  description: paragraphs.describe('What the domain covers, a paragraph each.'),
  years: z
    .array(tabYearSchema)
    .min(1)
    .superRefine(uniqueBy('year', 'year'))
    .describe('The projects of each year, each year once.'),
});

export const tabSchema = z.strictObject({
  intro: text(600).optional().describe('A sentence or two under the heading of the TAB page.'),
  domains: z
    .array(tabDomainSchema)
    .min(1)
    .superRefine(uniqueBy('id', 'domain id'))
    .describe('The technical domains, each a tab on the page.'),
});

export type Tab = z.output<typeof tabSchema>;
export type TabDomain = z.output<typeof tabDomainSchema>;
