import { z } from 'zod';
import { paragraphs, text, uniqueBy, year } from './common.ts';

/**
 * A sponsor's logo in sponsor/, as the sponsor sends it: SVG as it is, a PNG, JPEG or WebP
 * made 128 px high by the build (the `logo` preset of scripts/build-steps/content-plugins.ts); the editor saves a
 * PNG or JPEG upload as WebP.
 */
export const logoFile = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9_-]*\.(svg|png|jpe?g|webp)$/,
    'the logo must be an SVG, PNG, JPEG or WebP file with a lower-case name, such as "acme-tools.svg" or "acme-tools.png": upload it again with Browse',
  )
  .meta({ widget: 'image', accept: '.svg,image/svg+xml,image/png,image/jpeg,image/webp' });

export const sponsorTierSchema = z.strictObject({
  name: text(40).describe('The name of the tier, such as "Gold"; sponsors below choose from these.'),
  amount: text(60).describe('The contribution, in words: "₹25,000 a year".'),
  benefits: z.array(text(200)).min(1).describe('What a sponsor of this tier gets, a line each.'),
});

export const sponsorSchema = z.strictObject({
  name: text(80).describe('The company or organisation, as it writes its name.'),
  logo: logoFile.describe(
    'The logo as the sponsor sends it: SVG (sharpest on every screen), PNG, JPEG or WebP. Browse, then Upload it.',
  ),
  // Chosen in the editor from the tiers saved in this file.
  tier: text(40)
    .describe('One of the tiers above. A tier added just now can be chosen once the page is saved.')
    .meta({ choices: 'tiers.*.name' }),
  since: year,
  until: year.optional().describe('The last year of a past sponsor; leave it out for a current one.'),
});

/** The Sponsor page: sponsor.yaml. The numbers on the page come from the other content. */
export const sponsorPageSchema = z
  .strictObject({
    intro: text(400).describe('A sentence or two under the heading of the Sponsor page.'),
    why: paragraphs.describe('Why sponsor the club.'),
    /** The labels of the club's numbers; the numbers are counted from the other content. */
    stats: z
      .strictObject({
        members: text(80).describe("Beside the club's number of members, set on the About page (shown as 100+)."),
        team: text(80).describe("Beside the number of students in this year's team: those who run the club."),
        projects: text(80).describe('Beside the number of projects in all galleries.'),
        wins: text(80).describe(
          'Beside the number of won competitions; {year} is replaced by the first year on the Achievements page.',
        ),
      })
      .describe('The words beside the four numbers on the page; the numbers are counted by the site.'),
    tiers: z
      .array(sponsorTierSchema)
      .min(1)
      .superRefine(uniqueBy('name', 'tier name'))
      .describe('The ways to sponsor the club, each with its own name.'),
    sponsors: z
      .array(sponsorSchema)
      .min(1)
      .superRefine(uniqueBy('name', 'sponsor name'))
      .describe('Current and past sponsors, with their logos.'),
  })
  .superRefine((page, ctx) => {
    const tiers = new Set(page.tiers.map((tier) => tier.name));
    page.sponsors.forEach((sponsor, index) => {
      if (!tiers.has(sponsor.tier)) {
        ctx.addIssue({
          code: 'custom',
          path: ['sponsors', index, 'tier'],
          message: `no tier "${sponsor.tier}" (renamed or removed?); choose this sponsor's tier again: one of ${[...tiers].map((name) => `"${name}"`).join(', ')}`,
        });
      }
      if (sponsor.until !== undefined && sponsor.until < sponsor.since) {
        ctx.addIssue({ code: 'custom', path: ['sponsors', index, 'until'], message: 'must not be before `since`' });
      }
    });
  });

export type SponsorPage = z.infer<typeof sponsorPageSchema>;
