import { z } from 'zod';
import { imageFile, slug, text, uniqueBy } from './common.ts';

/** A member's detail left empty while the year is being prepared (the team check asks for it once it is published). */
const detail = (max: number) => z.string().trim().max(max).default('');

export const teamMemberSchema = z.strictObject({
  name: detail(80).describe(
    'First and last name, as the member writes it. While the year is a draft, a role may wait for its name.',
  ),
  role: text(80).describe('Their role on the committee, such as "Outreach Lead".'),
  /** Shown as a tel: link unless showPhone is false. */
  phone: text(30)
    .regex(/^\+?[0-9 ()-]+$/, 'write digits, spaces, brackets, dashes and an optional leading +')
    .optional()
    .describe('As people dial it, such as +91 98765 43210. Leave it empty to show none.'),
  showPhone: z
    .boolean()
    .default(true)
    .describe('Switch it off when the member does not want their phone number on the site.'),
  year: detail(30).describe('Year of study, such as "3rd year".'),
  branch: detail(80).describe('Their branch of study, such as "Mechanical".'),
  image: imageFile
    .optional()
    .describe(
      "Photo in team/ (shared by every year's file); a square portrait works best. Leave it out when there is none.",
    ),
});

export const teamSectionSchema = z.strictObject({
  id: slug,
  name: text(80).describe('The heading of this group of members, such as "Core Committee".'),
  members: z.array(teamMemberSchema).default([]).describe('The members of this group, in the order shown.'),
});

/** The name of a team file, without .yaml: team/2026-27.yaml (academicYear checks the two parts). */
export const TEAM_YEAR_NAME = /^\d{4}-\d{2}$/;

/** One academic year's committee: team/<year>.yaml, such as team/2026-27.yaml. */
export const teamSchema = z
  .strictObject({
    draft: z
      .boolean()
      .default(false)
      .describe(
        'Switch it on to keep this year off the site while it is being prepared. A year with no member named yet is kept off anyway.',
      ),
    intro: text(400).optional().describe('A sentence or two under the heading of the Team page.'),
    sections: z
      .array(teamSectionSchema)
      .min(1)
      .superRefine(uniqueBy('id', 'section id'))
      .describe('The groups of the committee, such as Core Committee, each with its members.'),
  })
  .superRefine((team, ctx) => {
    // A year being prepared may have empty sections and roles without names; a published one may not.
    if (isDraftTeam(team)) return;
    team.sections.forEach((section, index) => {
      if (section.members.length === 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['sections', index, 'members'],
          message: 'add at least one member, or switch on Draft while the year is being prepared',
        });
      }
      section.members.forEach((member, place) => {
        for (const field of ['name', 'year', 'branch'] as const) {
          if (member[field] === '')
            ctx.addIssue({
              code: 'custom',
              path: ['sections', index, 'members', place, field],
              message: `write the ${field === 'name' ? "member's name" : `member's ${field} of study`}, remove the role, or switch on Draft while the year is being prepared`,
            });
        }
      });
      const seen = new Set<string>();
      section.members.forEach((member, place) => {
        const key = member.name.toLowerCase();
        if (key !== '' && seen.has(key))
          ctx.addIssue({
            code: 'custom',
            path: ['sections', index, 'members', place, 'name'],
            message: `${member.name} is in this group twice; remove one of the two entries`,
          });
        seen.add(key);
      });
    });
  });

/**
 * A team file prepared but not filled (no member named yet, as the editor's New starts one), or
 * marked draft: valid, and off the site.
 */
export const isDraftTeam = (team: { draft: boolean; sections: { members: { name: string }[] }[] }) =>
  team.draft || team.sections.every((section) => section.members.every((member) => member.name === ''));

export type Team = z.infer<typeof teamSchema>;
export type TeamMember = z.infer<typeof teamMemberSchema>;
