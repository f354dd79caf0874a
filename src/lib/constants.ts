/** The specification's behavioural constants, in one place. */

/** How long a dropdown stays open after the pointer leaves it. */
export const DROPDOWN_CLOSE_DELAY_MS = 300;
/** Time each home slide is shown while the slider plays. */
export const SLIDE_INTERVAL_MS = 4000;
/** Length of the slide transition. */
export const SLIDE_TRANSITION_MS = 800;

/** An article last reviewed longer ago than this (before the build date) shows a notice that details may have changed. */
export const REVIEW_AGE_YEARS = 2;

/** The month (1-12) an academic year starts: 2026-27 runs from July 2026 to June 2027. */
export const ACADEMIC_YEAR_START_MONTH = 7;
