import { z } from 'zod';
import { academicYear, text } from './common.ts';

const socialNetworks = ['instagram', 'linkedin', 'youtube', 'github', 'facebook', 'x'] as const;

/** The club's identity, shown in the header, footer, contact page and page titles. */
export const siteSchema = z.strictObject({
  name: text(80).describe(
    'Full name of the club, shown in the header, page titles and the footer. On a wide screen the header fits about 40 letters on two lines; a longer name makes it taller.',
  ),
  shortName: text(20).describe('Short form shown in the navigation bar on small screens.'),
  institute: text(120).describe('The university or institute the club belongs to.'),
  description: text(200).describe(
    "One sentence saying what the club is; search engines show it under the club's name.",
  ),
  address: z.array(text(120)).min(1).max(6).describe('Postal address, one line each.'),
  phone: text(30)
    .regex(/^\+?[0-9 ()-]+$/, 'write digits, spaces, brackets, dashes and an optional leading +')
    .describe('Phone number as people read it; a tap on a phone calls it.'),
  email: z
    .email('write a full email address such as robotics@example.edu')
    .describe(
      "The club's email address, shown on the site for visitors to write to. Messages sent with the contact form go to the address set in the club's EmailJS template, not to this one.",
    ),
  url: z
    .url()
    .regex(/^https?:\/\/[^/]+(\/.*[^/])?$/, 'write the address without a trailing slash')
    .describe(
      'The address of the site on the web, without a slash at the end and without the folder part: https://club.example, not https://club.example/robotics. Ask the webmaster before changing it.',
    ),
  /** Social profiles, shown in the navigation bar, the footer and the contact page. */
  social: z
    .array(
      z.strictObject({
        network: z.enum(socialNetworks).describe('Which network: its icon is shown.'),
        label: text(40).describe('What a screen reader says, such as "Instagram".'),
        url: z.url().describe("The address of the club's profile, starting with https://."),
      }),
    )
    .min(1)
    .describe('The club on social networks, shown at the top and bottom of every page.'),
  /** The map in the footer. Nothing is loaded from the map provider until a visitor asks. */
  map: z
    .strictObject({
      linkUrl: z.url().describe('Where the club is, to open in a full map.'),
      embedUrl: z
        .url()
        .startsWith('https://', 'the map must be loaded over https')
        .describe(
          "The address of the map shown in the page footer, starting with https://. A map from another provider than today's needs the webmaster.",
        ),
      provider: text(40).describe('Name of the map provider, shown on the button: "Show map from OpenStreetMap".'),
    })
    .describe('The map of where the club is, at the bottom of every page.'),
  timeZone: z
    .string()
    .refine(isTimeZone, 'write an IANA time zone name such as Asia/Kolkata or Europe/London')
    .describe(
      "The club's time zone, written like Asia/Kolkata. Event times are in this zone, and visitors' calendars show them in their own.",
    ),
  currentTeamYear: academicYear.describe(
    'The academic year whose committee the Team page shows, such as 2026-27 (a year of the Team collection). Earlier years are listed there as past committees. Change it when the new committee takes over.',
  ),
  credits: text(200).describe('The credits line at the bottom of every page.'),
});

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export type Site = z.infer<typeof siteSchema>;
export type SocialNetwork = (typeof socialNetworks)[number];
