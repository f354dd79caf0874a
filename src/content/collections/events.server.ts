/** The club's events: events.yaml, with their times worked out in the club's time zone. */
import { formatEventWhen, timeZoneLongName } from '../../lib/dates.ts';
import { eventBounds, eventDays } from '../../lib/event-time.ts';
import { CONTENT_ROOT, readData } from '../load.server.ts';
import { eventsSchema } from '../schemas/events.ts';
import { loadSite } from './site.server.ts';

/**
 * The events with what every page needs worked out: when each starts and ends as an
 * instant (from its dates, times and the club's time zone), the date line people read,
 * and the address (the club's when the event names none).
 */
export function loadEvents(root = CONTENT_ROOT) {
  const site = loadSite(root);
  const { intro, events } = readData('events.yaml', eventsSchema, root);
  return {
    intro,
    timeZone: site.timeZone,
    events: events.map((event) => {
      const { start, end } = eventBounds(event, site.timeZone);
      return {
        ...event,
        address: event.address ?? site.address,
        allDay: !event.time,
        startsAt: start.toISOString(),
        endsAt: end.toISOString(),
        /** A timed event's hours on each of its days (one entry for a one-day event); none for an all-day event. */
        days: eventDays(event, site.timeZone).map((day) => ({
          startsAt: day.start.toISOString(),
          endsAt: day.end.toISOString(),
        })),
        when: formatEventWhen(event),
        timeZoneName: timeZoneLongName(site.timeZone, event.date),
      };
    }),
  };
}
export type LoadedEvent = ReturnType<typeof loadEvents>['events'][number];
