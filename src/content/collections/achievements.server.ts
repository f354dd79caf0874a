/** The achievement tables: achievements.yaml. */
import { achievementAnchor } from '../../lib/anchors.ts';
import { CONTENT_ROOT, readData } from '../load.server.ts';
import { achievementsSchema } from '../schemas/achievements.ts';

/** Achievement tables newest first, with the serial number and year of each row filled in. */
export function loadAchievements(root = CONTENT_ROOT) {
  const achievements = readData('achievements.yaml', achievementsSchema, root);
  return {
    ...achievements,
    years: [...achievements.years]
      .sort((a, b) => b.year - a.year)
      .map(({ year, rows }) => ({
        year,
        rows: rows.map((row, index) => ({
          ...row,
          serial: index + 1,
          year,
          anchor: achievementAnchor({ ...row, year }),
        })),
      })),
  };
}
