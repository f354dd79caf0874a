import { ACADEMIC_YEAR_START_MONTH } from '../lib/constants.ts';

/** The academic year after `year`: "2026-27" -> "2027-28". */
export function nextAcademicYear(year: string): string {
  const start = Number(year.slice(0, 4)) + 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The academic year a day falls in: "2026-11-23" -> "2026-27", "2027-03-01" -> "2026-27". */
export function academicYearOf(day: string): string {
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= ACADEMIC_YEAR_START_MONTH ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * The edition year a title names after `series`: "Post Induction 2026" and "Post Induction'26"
 * (or ’26) give 2026 for the series "Post Induction"; undefined for a title of another series.
 */
export function editionYear(title: string, series: string): number | undefined {
  if (!title.startsWith(series)) return undefined;
  const match = /^(?: (\d{4})|['’](\d{2}))$/.exec(title.slice(series.length));
  if (!match) return undefined;
  return match[1] ? Number(match[1]) : 2000 + Number(match[2]);
}

/**
 * The year an edition held on `day` is named after, as the galleries name theirs: the academic
 * year it falls in (a Post Induction in January 2027 is the 2026 batch's, galleries/post/2026).
 */
export const editionYearOf = (day: string): number => Number(academicYearOf(day).slice(0, 4));
