import { z } from 'zod';
import { paragraphs, slug, text, uniqueBy, year } from './common.ts';
import { projectSchema } from './gallery.ts';

export const tabYearSchema = z.strictObject({
  year,
  major: z.array(projectSchema).default([]),
  minor: z.array(projectSchema).default([]),
});

/** A technical domain of the TAB page, such as ROS, with its projects by year. */
export const tabDomainSchema = z.strictObject({
  id: slug.describe('Used in the URL fragment, such as /tab#ros.'),
  name: text(60),
  description: paragraphs,
  years: z.array(tabYearSchema).min(1).superRefine(uniqueBy('year', 'year')),
});

export const tabSchema = z.strictObject({
  intro: text(600).optional(),
  domains: z.array(tabDomainSchema).min(1).superRefine(uniqueBy('id', 'domain id')),
});

export type Tab = z.output<typeof tabSchema>;
export type TabDomain = z.output<typeof tabDomainSchema>;
