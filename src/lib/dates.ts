/** Each format is made on its first use: making one costs a few milliseconds as a slow phone loads the page. */
function utcFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' }));
}
const dayMonthYear = utcFormat({ day: 'numeric', month: 'long', year: 'numeric' });
const dayMonth = utcFormat({ day: 'numeric', month: 'long' });
const day = utcFormat({ day: 'numeric' });

const parse = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** "16 January 2027", "16–24 January 2027", "30 January – 2 February 2027". */
export function formatDateRange(start: string, end?: string): string {
  const from = parse(start);
  if (!end || end === start) return dayMonthYear().format(from);
  const to = parse(end);
  if (from.getUTCFullYear() !== to.getUTCFullYear()) {
    return `${dayMonthYear().format(from)} – ${dayMonthYear().format(to)}`;
  }
  if (from.getUTCMonth() !== to.getUTCMonth()) return `${dayMonth().format(from)} – ${dayMonthYear().format(to)}`;
  return `${day().format(from)}–${dayMonthYear().format(to)}`;
}

/** "20 February 2027, 09:00–18:00"; over several days "20–21 February 2027, 09:00–18:00 each day". */
export function formatEventWhen(timing: {
  date: string;
  endDate?: string;
  time?: { start: string; end: string };
}): string {
  if (!timing.time) return formatDateRange(timing.date, timing.endDate);
  const last = timing.endDate ?? timing.date;
  if (last === timing.date) return `${formatDateRange(timing.date)}, ${timing.time.start}–${timing.time.end}`;
  return `${formatDateRange(timing.date, last)}, ${timing.time.start}–${timing.time.end} each day`;
}

/** "India Standard Time" for Asia/Kolkata, as it applies on `date`. */
export function timeZoneLongName(timeZone: string, date: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'long' }).formatToParts(
    new Date(`${date}T12:00:00Z`),
  );
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** The same calendar day `years` earlier: "2026-11-23", 2 -> "2024-11-23" (29 February becomes the 28th). */
export function yearsBefore(date: string, years: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(year - years, month - 1, day));
  if (shifted.getUTCMonth() !== month - 1) shifted.setUTCDate(0);
  return shifted.toISOString().slice(0, 10);
}

/** True when an article last reviewed on `reviewed` is older than `years` on `today` (all YYYY-MM-DD). */
export function isReviewDue(reviewed: string, today: string, years: number): boolean {
  return reviewed < yearsBefore(today, years);
}
