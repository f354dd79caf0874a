import { z } from 'zod';
import { altText, imageFile, isoDate, paragraphs, slug, text, uniqueBy } from './common.ts';

export const eventSchema = z.strictObject({
  /** Used in the event's URL fragment, such as roboveda. */
  slug,
  title: text(80),
  date: isoDate,
  /** Optional last day for events that run over several days. */
  endDate: isoDate.optional(),
  place: text(160),
  summary: text(300),
  description: paragraphs,
  image: imageFile,
  alt: altText,
});

export const eventsSchema = z.strictObject({
  intro: text(400).optional(),
  events: z.array(eventSchema).min(1).superRefine(uniqueBy('slug', 'slug')),
});

export type Events = z.infer<typeof eventsSchema>;
export type ClubEvent = z.infer<typeof eventSchema>;
