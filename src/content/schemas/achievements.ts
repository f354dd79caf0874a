import { z } from 'zod';
import { achievementAnchor } from '../../lib/anchors.ts';
import { slug, text, uniqueBy, year } from './common.ts';

/** One row of an achievements table; the serial number and year column are derived. */
export const achievementRowSchema = z.strictObject({
  members: z.array(text(80)).min(1).describe('One or more club members.'),
  event: text(160),
  project: text(160),
  achievement: text(160),
  id: slug
    .optional()
    .describe(
      "The row's address on the Achievements page, after /achievement#achievement-. Left out, it is the year and the event (2026-national-student-drone-challenge); give one when two rows of a year share an event. Keep it once a page links to it.",
    ),
});

export const achievementYearSchema = z.strictObject({
  year,
  rows: z.array(achievementRowSchema).min(1),
});

export const achievementsSchema = z.strictObject({
  intro: text(400).optional(),
  years: z
    .array(achievementYearSchema)
    .min(1)
    .superRefine(uniqueBy('year', 'year'))
    .superRefine((years, ctx) => {
      // Every row's address is its own, so a link lands on one row.
      const seen = new Map<string, string>();
      years.forEach(({ year, rows }, yearIndex) =>
        rows.forEach((row, rowIndex) => {
          const anchor = achievementAnchor({ ...row, year });
          const first = seen.get(anchor);
          if (first) {
            ctx.addIssue({
              code: 'custom',
              path: [yearIndex, 'rows', rowIndex, 'id'],
              message: `the address #${anchor} is already ${first}'s; give this row an id of its own, such as "${anchor.replace(/^achievement-/, '')}-2"`,
            });
          } else seen.set(anchor, `${year} > ${row.event}`);
        }),
      );
    }),
});

export type Achievements = z.infer<typeof achievementsSchema>;
export type AchievementRow = z.infer<typeof achievementRowSchema>;
