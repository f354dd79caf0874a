const dayMonthYear = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', timeZone: 'UTC' });

const parse = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** "16 January 2027", "16–24 January 2027", "30 January – 2 February 2027". */
export function formatDateRange(start: string, end?: string): string {
  const from = parse(start);
  if (!end || end === start) return dayMonthYear.format(from);
  const to = parse(end);
  if (from.getUTCFullYear() !== to.getUTCFullYear()) {
    return `${dayMonthYear.format(from)} – ${dayMonthYear.format(to)}`;
  }
  if (from.getUTCMonth() !== to.getUTCMonth()) return `${dayMonth.format(from)} – ${dayMonthYear.format(to)}`;
  return `${day.format(from)}–${dayMonthYear.format(to)}`;
}
