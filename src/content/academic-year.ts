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
