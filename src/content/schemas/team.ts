import { z } from 'zod';
import { imageFile, slug, text, uniqueBy } from './common.ts';

export const teamMemberSchema = z.strictObject({
  name: text(80),
  role: text(80),
  /** Shown as a tel: link unless showPhone is false. */
  phone: text(30)
    .regex(/^\+?[0-9 ()-]+$/, 'write digits, spaces, brackets, dashes and an optional leading +')
    .optional(),
  showPhone: z
    .boolean()
    .default(true)
    .describe('Set to false when the member does not want the phone number on the site.'),
  year: text(30).describe('Year of study, such as "3rd year".'),
  branch: text(80),
  image: imageFile
    .optional()
    .describe(
      "Photo in team/ (shared by every year's file); a square portrait works best. Leave it out when there is none.",
    ),
});

export const teamSectionSchema = z.strictObject({
  id: slug,
  name: text(80),
  members: z.array(teamMemberSchema).min(1),
});

/** One academic year's committee: team/<year>.yaml, such as team/2026-27.yaml. */
export const teamSchema = z.strictObject({
  intro: text(400).optional(),
  sections: z.array(teamSectionSchema).min(1).superRefine(uniqueBy('id', 'section id')),
});

export type Team = z.infer<typeof teamSchema>;
export type TeamMember = z.infer<typeof teamMemberSchema>;
