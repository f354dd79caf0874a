import { z } from 'zod';
import { isoDate, paragraphs, text } from './common.ts';

/** One step of the club's year for a newcomer, such as the Induction. */
export const joinStepSchema = z.strictObject({
  title: text(60),
  /** When it happens, in words: "August and September". */
  when: text(60),
  text: text(400),
});

export const faqEntrySchema = z.strictObject({
  question: text(160),
  answer: text(800),
});

/** The Join page: join.yaml */
export const joinSchema = z.strictObject({
  intro: text(400),
  /** Who can join. */
  whoCanJoin: paragraphs,
  /** The year of a newcomer, in order. */
  timeline: z.array(joinStepSchema).min(1),
  /** What it costs, in a sentence or two. */
  cost: text(400),
  /** What members get. */
  benefits: z.array(text(200)).min(1),
  faq: z.array(faqEntrySchema).min(1),
  registration: z.strictObject({
    /** The Induction's registration form while it is open; leave it out when registration is closed. */
    url: z.url({ protocol: /^https$/, error: 'write the full https:// address of the registration form' }).optional(),
    /** The first day of the next Induction, shown while registration is closed. */
    nextDate: isoDate,
    /** What starts on that date: "Induction 2027". */
    nextEvent: text(80),
  }),
});

export type Join = z.infer<typeof joinSchema>;
