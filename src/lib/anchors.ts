/**
 * The ids of the places a link can land on inside a page: article headings, team members and
 * achievement rows. The pages set them and the search index links to them (scripts/build-steps/
 * search-index.ts), so both come from here.
 */

/**
 * A title or heading as a slug: "Line Follower Bot" -> "line-follower-bot", "Deep sleep: 45 s &
 * more" -> "deep-sleep-45-s-and-more". Letters with accents keep their base letter.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Gives each text a slug no other text of the same page has: "power", then "power-2". */
export function uniqueSlugs() {
  const seen = new Map<string, number>();
  return (text: string) => {
    const slug = slugify(text) || 'section';
    const count = (seen.get(slug) ?? 0) + 1;
    seen.set(slug, count);
    return count === 1 ? slug : `${slug}-${count}`;
  };
}

/** A member's card on a team page: /team#member-kavya-raghunathan. */
export const memberAnchor = (name: string) => `member-${slugify(name)}`;

/** A note on About, opened in its dialog: /about#note-faculty-advisor. */
export const noteAnchor = (role: string) => `note-${slugify(role)}`;

/**
 * One row of the achievements table, by its year and event, or by the id the content gives it:
 * /achievement#achievement-2026-national-student-drone-challenge. Not by its place in the year,
 * so a row added above it does not move a link.
 */
export const achievementAnchor = (row: { year: number; event: string; id?: string }) =>
  `achievement-${row.id ?? `${row.year}-${slugify(row.event)}`}`;

/** A project on the TAB page, inside its domain's tab: /tab#ros-2024-line-follower. */
export const tabProjectAnchor = (domainId: string, year: number, projectId: string) =>
  `${domainId}-${year}-${projectId}`;
