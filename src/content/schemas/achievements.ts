import { z } from 'zod';
import { achievementAnchor } from '../../lib/anchors.ts';
import { slug, text, uniqueBy, year } from './common.ts';

/** One row of an achievements table; the serial number and year column are derived. */
// Fields in zod's usual chain, as in team.ts: alike in shape, each with its own limits and hint.
export const achievementRowSchema = z.strictObject({
  members: z.array(text(80)).min(1).describe('One or more club members.'),
  event: text(160).describe('The competition, such as "Robocon 2026, IIT Bombay".'),
  project: text(160).describe('The robot or project entered.'),
  achievement: text(160).describe('The prize or place won, such as "Second place".'),
  id: slug
    .optional()
    .describe(
      "The row's own name in links to it, such as 2026-drone-challenge. Left empty, it is made from the year and the event; fill it in when two rows of one year share an event. Keep it once another page links to the row.",
    ),
});

export const achievementYearSchema = z.strictObject({
  year,
  rows: z.array(achievementRowSchema).min(1).describe("The year's prizes, a row each."),
});

export const achievementsSchema = z.strictObject({
  intro: text(400).optional().describe('A sentence or two under the heading of the Achievements page.'),
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
    })
    .describe('A table for each year, each year once.'),
});

export type Achievements = z.infer<typeof achievementsSchema>;
export type AchievementRow = z.infer<typeof achievementRowSchema>;
