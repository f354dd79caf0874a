/** The specification's behavioural constants, in one place. */

/** How long a dropdown stays open after the pointer leaves it. */
export const DROPDOWN_CLOSE_DELAY_MS = 300;
/** Time each home slide is shown while the slider plays. */
export const SLIDE_INTERVAL_MS = 4000;
/** Length of the slide transition. */
export const SLIDE_TRANSITION_MS = 800;
