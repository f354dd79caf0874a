import type { UIMatch } from 'react-router';

/**
 * A route module's `handle` when its page needs script: the reason, a feature HTML cannot do.
 * A page none of whose matches gives one ships no `<script>` and no module preload
 * (src/root.tsx, React Router's "disabling JavaScript" pattern); e2e/no-javascript.spec.ts
 * lists every page that ships script, with its reason.
 */
export interface ScriptHandle {
  script: string;
}

/** Why the page of these matches ships script, or undefined when it ships none. */
export const scriptReason = (matches: UIMatch[]) =>
  matches.map(({ handle }) => (handle as Partial<ScriptHandle> | undefined)?.script).find(Boolean);
