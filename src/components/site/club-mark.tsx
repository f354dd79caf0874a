export interface ClubMarkProps {
  className?: string;
}

/** The club's mark: a gear around a circuit node, drawn for this site. Decorative beside the name. */
export function ClubMark({ className }: ClubMarkProps) {
  return (
    <svg className={className} viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M17.6 2h4.8l.9 4.3 3 1.3 3.7-2.4 3.4 3.4-2.4 3.7 1.3 3 4.3.9v4.8l-4.3.9-1.3 3 2.4 3.7-3.4 3.4-3.7-2.4-3 1.3-.9 4.3h-4.8l-.9-4.3-3-1.3-3.7 2.4-3.4-3.4 2.4-3.7-1.3-3L2 22.4v-4.8l4.3-.9 1.3-3-2.4-3.7 3.4-3.4 3.7 2.4 3-1.3ZM20 10a10 10 0 1 0 0 20 10 10 0 0 0 0-20Z"
      />
      <circle cx="20" cy="20" r="3.2" fill="var(--rc-color-warm)" />
      <path d="M20 16.8V12M23.2 20H28M16.8 20H12" stroke="var(--rc-color-warm)" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
