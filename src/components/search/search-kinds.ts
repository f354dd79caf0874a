/**
 * The kinds of site search results, in the order the search's filters list them. The build
 * files every page and record under one (scripts/build-steps/search-index.ts).
 */
export const SEARCH_KINDS = ['Article', 'Project', 'Member', 'Achievement', 'Event', 'Resource', 'Page'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/**
 * Kinds that come after the others in a search of every kind: a one-line record of a contest
 * is not the material a visitor looking up a topic ("line follower") wants first.
 */
export const LESSER_KINDS: readonly SearchKind[] = ['Achievement'];
