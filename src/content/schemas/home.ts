import { z } from 'zod';
import { altText, imageFile, paragraphs, text } from './common.ts';

/** One slide of the home page slider. Slides carry no links, so hidden slides hold nothing to focus. */
export const homeSlideSchema = z.strictObject({
  image: imageFile,
  alt: altText,
  caption: text(120).optional().describe('A short line shown over the slide.'),
});

/** An image with a caption, as in the Recent Events and Recent Achievements galleries. */
export const captionedImageSchema = z.strictObject({
  image: imageFile,
  alt: altText,
  caption: text(160).describe('The line under the picture.'),
  link: z
    .string()
    .regex(/^\/[A-Za-z0-9/-]*(#[a-z0-9-]+)?$/, 'write a path of this site such as /events/roboveda')
    .describe(
      'The page the card leads to, with the place in it: an event (/events/roboveda; a recap leads to the edition it tells of, /events/roboveda-2026), a gallery (/induction/2026), an achievement row (/achievement#achievement-2026-national-student-drone-challenge), an article (/blogs/ROS1). Every card leads somewhere.',
    ),
});

export const infoCardSchema = z.strictObject({
  title: text(60).describe('The heading of the card.'),
  text: text(300).describe('A sentence or two on the card.'),
  link: z
    .string()
    .regex(/^\/[a-z0-9/-]*$/, 'write a path of this site such as /tab')
    .describe('A route of this site, such as /tab.'),
});

export const homeSchema = z.strictObject({
  slides: z.array(homeSlideSchema).min(1).describe('The large pictures at the top, shown one after another.'),
  about: z
    .strictObject({
      heading: text(60).describe('The heading of the section.'),
      body: paragraphs.describe('What the club is, a paragraph each.'),
      motto: text(200).describe("The club's motto, shown under the paragraphs."),
    })
    .describe('The section about the club under the pictures.'),
  infoCards: z.array(infoCardSchema).min(1).max(6).describe('Up to six cards, each leading to a page of the site.'),
  recentEvents: z
    .array(captionedImageSchema)
    .min(1)
    .max(8)
    .describe('Up to eight pictures of recent events, each leading to its page.'),
  recentAchievements: z
    .array(captionedImageSchema)
    .min(1)
    .max(8)
    .describe('Up to eight pictures of recent prizes, each leading to its page.'),
});

export type Home = z.infer<typeof homeSchema>;
