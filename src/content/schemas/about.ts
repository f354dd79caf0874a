import { z } from 'zod';
import { paragraphs, text, uniqueBy } from './common.ts';

export const noteRoles = ['Principal', 'Faculty Advisor', 'Founders', 'President'] as const;

/** A note from one of the club's four voices, shown as a teaser with the full text in a dialog. */
export const noteSchema = z.strictObject({
  role: z.enum(noteRoles).describe('Whose note it is; each one once.'),
  author: text(120).describe('Who wrote it, as signed at the end.'),
  teaser: text(400).describe('Two or three sentences shown on the page.'),
  body: paragraphs.describe('The full note.'),
});

export const aboutSchema = z.strictObject({
  memberCount: z
    .number()
    .int()
    .min(1)
    .describe(
      'How many members the club has, at least: the home page, the Sponsor page and the sponsorship deck show it as 100+ members. Keep numbers out of the other texts, so that they never disagree with it.',
    ),
  intro: paragraphs.describe('The opening of the About page, a paragraph each.'),
  notes: z
    .array(noteSchema)
    .min(1)
    .superRefine(uniqueBy('role', 'role'))
    .describe('Notes from the Principal, the Faculty Advisor, the Founders and the President.'),
});

export type About = z.infer<typeof aboutSchema>;
export type Note = z.infer<typeof noteSchema>;
