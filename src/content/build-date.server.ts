import { zonedInstant } from '../lib/event-time.ts';

/**
 * The moment the site is built for, which decides what is upcoming and what is past,
 * and which articles are due for review. `SITE_BUILD_DATE=2027-01-10` builds as if it
 * were noon of that day in the club's time zone (a full ISO time such as
 * 2027-01-10T08:00:00Z is taken as it is); without it, now.
 */
export function buildInstant(timeZone: string, setting = process.env.SITE_BUILD_DATE): Date {
  if (!setting) return new Date();
  if (/^\d{4}-\d{2}-\d{2}$/.test(setting)) return zonedInstant(setting, '12:00', timeZone);
  const instant = new Date(setting);
  if (Number.isNaN(instant.getTime())) {
    throw new Error(`SITE_BUILD_DATE="${setting}" is not a date: write it as YYYY-MM-DD, for example 2027-01-10`);
  }
  return instant;
}

/** The build date as YYYY-MM-DD in the club's time zone. */
export function buildDay(timeZone: string, setting = process.env.SITE_BUILD_DATE): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    buildInstant(timeZone, setting),
  );
}
