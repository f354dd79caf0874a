/** The Join page's content: join.yaml, with the events of its timeline from events.yaml. */
import { formatDateRange } from '../../lib/dates.ts';
import { editionYear } from '../academic-year.ts';
import { buildDay, buildInstant } from '../build-date.server.ts';
import { CONTENT_ROOT, readData } from '../load.server.ts';
import { joinSchema } from '../schemas/join.ts';
import { loadEvents } from './events.server.ts';

export const loadJoin = (root = CONTENT_ROOT) => readData('join.yaml', joinSchema, root);

/**
 * Join as built on the build date (SITE_BUILD_DATE, or today; the site is rebuilt nightly):
 * each step of the timeline with its next edition among the events (a step "Post Induction"
 * is an event titled Post Induction'26 or Post Induction 2026, as the galleries name their
 * years), and the first of those whose registration is still open (`registrationCloses`).
 */
export function loadJoinPage(root = CONTENT_ROOT, buildDate = process.env.SITE_BUILD_DATE) {
  const join = loadJoin(root);
  const { events, timeZone } = loadEvents(root);
  const today = buildDay(timeZone, buildDate);
  const now = buildInstant(timeZone, buildDate).getTime();
  const coming = events
    .filter((event) => event.status !== 'cancelled' && Date.parse(event.endsAt) > now)
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const editionOf = (step: string) => coming.find((event) => editionYear(event.title, step) !== undefined);
  const timeline = join.timeline.map((step) => {
    const event = editionOf(step.title);
    return { ...step, event: event && { slug: event.slug, title: event.title, when: event.when } };
  });
  const open = timeline
    .flatMap((step) => (step.event ? [coming.find((event) => event.slug === step.event!.slug)!] : []))
    .filter((event) => event.registrationCloses !== undefined && event.registrationCloses >= today)
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))[0];
  return {
    ...join,
    timeline,
    signUp: open && {
      slug: open.slug,
      title: open.title,
      when: open.when,
      closes: open.registrationCloses!,
      closesText: formatDateRange(open.registrationCloses!),
    },
  };
}
