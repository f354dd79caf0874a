import { z } from 'zod';

/**
 * A file name of an image that lives in the folder named after the data file (team.yaml -> team/).
 * Lower case, as the content editor saves an upload: a phone's `IMG_20260912_101530.jpg` becomes
 * `img_20260912_101530.webp` (it keeps the underscores), `Open Lab Day poster.JPG` becomes
 * `open-lab-day-poster.webp`.
 */
export const imageFile = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9_-]*\.(jpe?g|png|webp|avif)$/,
    'use a lower-case file name such as "line-follower-bot.jpg" (letters, digits, dashes and underscores; .jpg, .jpeg, .png, .webp or .avif)',
  )
  // The editor saves photos as WebP (scripts/cms-config.ts), HEIC from an iPhone too.
  .meta({ widget: 'image', accept: 'image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif' })
  .describe('A photo: Browse, then Upload one from your device. It is renamed and made smaller for the site.');

/** Text shown to visitors: trimmed, never empty. */
export const text = (max = 400) => z.string().trim().min(1, 'must not be empty').max(max);

/** Alt text for an image: what a person who cannot see it needs to know. */
export const altText = z
  .string()
  .trim()
  .min(3, 'describe the image for people who cannot see it (at least 3 characters)')
  .max(250)
  .describe('What the picture shows, for people who cannot see it: "Two students soldering a robot arm".');

/** Paragraphs of running text, each a string. */
export const paragraphs = z.array(text(3000)).min(1, 'write at least one paragraph');

/** A URL-safe identifier, used in URLs and fragments. */
export const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'use lower-case letters, digits and single dashes, like "line-follower-bot"')
  .describe(
    'A short name used in the page\'s address: lower-case letters, digits and dashes, like "line-follower-bot". Keep it once published.',
  );

/** A calendar date written as YYYY-MM-DD (YAML reads it as text or as a date). */
export const isoDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'write the date as YYYY-MM-DD, for example 2025-03-14')
    .meta({ widget: 'date' }),
);

export const year = z.number().int().min(2000).max(2100).describe('A year, such as 2026.');

/** An academic year written as 2026-27: the second part is the year after the first. */
export const academicYear = z
  .string()
  .regex(/^\d{4}-\d{2}$/, 'write the academic year as 2026-27')
  .refine(
    (value) => (Number(value.slice(0, 4)) + 1) % 100 === Number(value.slice(5)),
    'the second part must be the year after the first, as in 2026-27',
  );

/** A time of day on the 24-hour clock, such as 09:30. */
export const timeOfDay = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'write the time as HH:MM on the 24-hour clock, for example 09:30')
  .describe('On the 24-hour clock, such as 09:30 or 18:00.');

/** Adds an error at `items[i].<field>` for every repeated value of `field`. */
export function uniqueBy<T>(field: keyof T & string, what: string) {
  return (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Map<unknown, number>();
    items.forEach((item, index) => {
      const value = item[field];
      const first = seen.get(value);
      if (first === undefined) {
        seen.set(value, index);
        return;
      }
      ctx.addIssue({
        code: 'custom',
        path: [index, field],
        message: `duplicate ${what} ${JSON.stringify(value)} (already used by entry ${first + 1}); each ${what} must be unique`,
      });
    });
  };
}
