/**
 * The kinds of site search results, in the order the search's filters list them. The build
 * files every page and record under one (scripts/build-steps/search-index.ts).
 */
export const SEARCH_KINDS = ['Article', 'Project', 'Member', 'Achievement', 'Event', 'Resource', 'Page'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
