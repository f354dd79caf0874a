import { z } from 'zod';
import { isoDate, paragraphs, text } from './common.ts';

/** One step of the club's year for a newcomer, such as the Induction. */
export const joinStepSchema = z.strictObject({
  title: text(60).describe('The name of the step, such as "Induction".'),
  when: text(60).describe('When it happens, in words: "August and September".'),
  text: text(400).describe('What happens in this step, in a sentence or two.'),
});

export const faqEntrySchema = z.strictObject({
  question: text(160).describe('The question, as a newcomer would ask it.'),
  answer: text(800).describe('The answer, in a few sentences.'),
});

/** The Join page: join.yaml */
export const joinSchema = z.strictObject({
  intro: text(400).describe('A sentence or two under the heading of the Join page.'),
  whoCanJoin: paragraphs.describe('Who can join.'),
  timeline: z.array(joinStepSchema).min(1).describe('The year of a newcomer, in order.'),
  cost: text(400).describe('What it costs, in a sentence or two.'),
  benefits: z.array(text(200)).min(1).describe('What members get.'),
  faq: z.array(faqEntrySchema).min(1).describe('Questions people ask, with their answers.'),
  registration: z
    .strictObject({
      url: z
        .url({ protocol: /^https$/, error: 'write the full https:// address of the registration form' })
        .optional()
        .describe("The Induction's registration form while it is open; leave it out when registration is closed."),
      nextDate: isoDate.describe('The first day of the next Induction, shown while registration is closed.'),
      nextEvent: text(80).describe('What starts on that date: "Induction 2027".'),
      meanwhile: text(300)
        .optional()
        .describe(
          'What a newcomer can do now, shown while registration is closed: "Drop by the lab on a weekday evening."',
        ),
    })
    .describe('How to register, or when registration opens next.'),
});

export type Join = z.infer<typeof joinSchema>;
