import { z } from 'zod';
import { paragraphs, text, uniqueBy, year } from './common.ts';

/** A sponsor's logo: an SVG file in sponsor/. */
export const logoFile = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]*\.svg$/, 'use a lower-case SVG file name such as "acme-tools.svg"');

export const sponsorTierSchema = z.strictObject({
  name: text(40),
  /** The contribution, in words: "₹25,000 a year". */
  amount: text(60),
  benefits: z.array(text(200)).min(1),
});

export const sponsorSchema = z.strictObject({
  name: text(80),
  logo: logoFile,
  /** The tier's name, as in `tiers`. */
  tier: text(40),
  since: year,
  /** The last year of a past sponsor; leave it out for a current one. */
  until: year.optional(),
});

/** The Sponsor page: sponsor.yaml. The numbers on the page come from the other content. */
export const sponsorPageSchema = z
  .strictObject({
    intro: text(400),
    /** Why sponsor the club. */
    why: paragraphs,
    /** The labels of the club's numbers; the numbers are counted from the other content. */
    stats: z.strictObject({
      /** Beside the number of members in this year's team file. */
      members: text(80),
      /** Beside the number of projects in all galleries. */
      projects: text(80),
      /** Beside the number of won competitions; {year} becomes the first year of achievements.yaml. */
      wins: text(80),
    }),
    tiers: z.array(sponsorTierSchema).min(1).superRefine(uniqueBy('name', 'tier name')),
    sponsors: z.array(sponsorSchema).min(1).superRefine(uniqueBy('name', 'sponsor name')),
  })
  .superRefine((page, ctx) => {
    const tiers = new Set(page.tiers.map((tier) => tier.name));
    page.sponsors.forEach((sponsor, index) => {
      if (!tiers.has(sponsor.tier)) {
        ctx.addIssue({
          code: 'custom',
          path: ['sponsors', index, 'tier'],
          message: `no tier "${sponsor.tier}"; use one of ${[...tiers].map((name) => `"${name}"`).join(', ')}`,
        });
      }
      if (sponsor.until !== undefined && sponsor.until < sponsor.since) {
        ctx.addIssue({ code: 'custom', path: ['sponsors', index, 'until'], message: 'must not be before `since`' });
      }
    });
  });

export type SponsorPage = z.infer<typeof sponsorPageSchema>;
