import { z } from 'zod';
import { text, uniqueBy, year } from './common.ts';

/** One row of an achievements table; the serial number and year column are derived. */
export const achievementRowSchema = z.strictObject({
  members: z.array(text(80)).min(1).describe('One or more club members.'),
  event: text(160).describe('The competition, such as "Robocon 2026, IIT Bombay".'),
  project: text(160).describe('The robot or project entered.'),
  achievement: text(160).describe('The prize or place won, such as "Second place".'),
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
    .describe('A table for each year, each year once.'),
});

export type Achievements = z.infer<typeof achievementsSchema>;
export type AchievementRow = z.infer<typeof achievementRowSchema>;
