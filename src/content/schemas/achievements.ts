import { z } from 'zod';
import { text, uniqueBy, year } from './common.ts';

/** One row of an achievements table; the serial number and year column are derived. */
export const achievementRowSchema = z.strictObject({
  members: z.array(text(80)).min(1).describe('One or more club members.'),
  event: text(160),
  project: text(160),
  achievement: text(160),
});

export const achievementYearSchema = z.strictObject({
  year,
  rows: z.array(achievementRowSchema).min(1),
});

export const achievementsSchema = z.strictObject({
  intro: text(400).optional(),
  years: z.array(achievementYearSchema).min(1).superRefine(uniqueBy('year', 'year')),
});

export type Achievements = z.infer<typeof achievementsSchema>;
export type AchievementRow = z.infer<typeof achievementRowSchema>;
