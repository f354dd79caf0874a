import { z } from 'zod';
import { altText, imageFile, isoDate, paragraphs, slug, text, timeOfDay, uniqueBy } from './common.ts';

export const eventStatuses = ['scheduled', 'postponed', 'rescheduled', 'cancelled'] as const;

export const eventSchema = z
  .strictObject({
    slug: slug
      .describe(
        "The end of the event's web address: open-day gives /events/open-day and the calendar file /events/open-day.ics. Keep it once published.",
      )
      .meta({ title: 'Web address' }),
    title: text(80).describe('The name of the event, as on its poster.'),
    date: isoDate.describe('The first day of the event.'),
    endDate: isoDate.optional().describe('Optional last day for events that run over several days.'),
    time: z
      .strictObject({ start: timeOfDay, end: timeOfDay })
      .optional()
      .describe(
        "Start and end time of each day, on the 24-hour clock (09:30, 18:00), in the club's time zone as set on the club's page: a festival open 09:00 to 18:00 on two days goes into calendars as two days of 09:00 to 18:00. Leave it out for an all-day event.",
      ),
    place: text(160).describe('Where it happens, such as "Robotics Lab, Block C".'),
    address: z
      .array(text(120))
      .min(1)
      .max(6)
      .optional()
      .describe("Postal address of the place, one line each; the club's own address is shown when left out."),
    summary: text(300).describe('One or two sentences for the list of events and for search results.'),
    description: paragraphs.describe('What happens and who it is for, a paragraph each.'),
    /** How it went, in a paragraph or two: shown on the event's page once it is over. */
    recap: paragraphs.optional().describe('After the event: how it went, a paragraph each. Leave it empty before.'),
    registrationCloses: isoDate
      .optional()
      .describe(
        "The last day to sign up, for an event people register for. Until then the Join page names it as the next thing to sign up for, when its title is a step of Join's timeline and its year (Post Induction'26).",
      ),
    image: imageFile,
    alt: altText,
    status: z
      .enum(eventStatuses)
      .default('scheduled')
      .describe('Set it when plans change; the event page, calendar files and search engines say so.'),
    featured: z
      .boolean()
      .default(false)
      .describe(
        'The event to watch: a Featured label on its card and page while it is upcoming. Switch it off once the event is over.',
      ),
  })
  .superRefine((event, ctx) => {
    if (event.endDate && event.endDate < event.date) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: `the last day comes before the first (${event.date}); correct one of them`,
      });
    }
    const times = event.time && [event.time.start, event.time.end].every((time) => timeOfDay.safeParse(time).success);
    if (times && event.time!.end <= event.time!.start) {
      ctx.addIssue({
        code: 'custom',
        path: ['time', 'end'],
        message: `the event ends before it starts (${event.time!.start}); correct one of the times`,
      });
    }
  });

export const eventsSchema = z.strictObject({
  intro: text(400).optional().describe('A sentence or two under the heading of the Events page.'),
  events: z
    .array(eventSchema)
    .min(1)
    .superRefine(uniqueBy('slug', 'slug'))
    .describe('Every event, past and upcoming; the site sorts them by date.'),
});

/** How a status other than scheduled is shown beside the event's title. */
export const statusLabels = { postponed: 'Postponed', rescheduled: 'Rescheduled', cancelled: 'Cancelled' } as const;

export type Events = z.infer<typeof eventsSchema>;
export type ClubEvent = z.output<typeof eventSchema>;
export type EventStatus = (typeof eventStatuses)[number];
