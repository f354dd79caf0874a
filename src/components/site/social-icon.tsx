import type { SocialNetwork } from '../../content/schemas/site.ts';

/** Simple line icons for the social networks, drawn for this site on a 24-unit grid. */
const paths: Record<SocialNetwork, string> = {
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.2-2.4a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4Z',
  linkedin:
    'M4 9h3.2v11H4Zm1.6-5.5a1.8 1.8 0 1 1 0 3.6 1.8 1.8 0 0 1 0-3.6ZM10 9h3v1.6C13.6 9.6 14.8 8.8 16.6 8.8 19.4 8.8 20 10.7 20 13.2V20h-3.2v-6c0-1.4-.3-2.5-1.8-2.5s-1.8 1.1-1.8 2.5v6H10Z',
  youtube:
    'M21.6 7.2c-.2-1-1-1.8-2-2C17.8 4.8 12 4.8 12 4.8s-5.8 0-7.6.4c-1 .2-1.8 1-2 2C2 9 2 12 2 12s0 3 .4 4.8c.2 1 1 1.8 2 2 1.8.4 7.6.4 7.6.4s5.8 0 7.6-.4c1-.2 1.8-1 2-2 .4-1.8.4-4.8.4-4.8s0-3-.4-4.8ZM10 15.2V8.8l5.2 3.2Z',
  github:
    'M12 2.5a9.5 9.5 0 0 0-3 18.5c.5.1.6-.2.6-.5v-1.8c-2.6.6-3.2-1.1-3.2-1.1-.4-1.1-1-1.4-1-1.4-.9-.6.1-.6.1-.6 1 .1 1.5 1 1.5 1 .9 1.5 2.3 1 2.8.8.1-.6.3-1 .6-1.3-2.1-.2-4.3-1-4.3-4.6 0-1 .4-1.9 1-2.5-.1-.3-.4-1.2.1-2.6 0 0 .8-.3 2.6 1a9 9 0 0 1 4.8 0c1.8-1.3 2.6-1 2.6-1 .5 1.4.2 2.3.1 2.6.6.6 1 1.5 1 2.5 0 3.6-2.2 4.4-4.3 4.6.3.3.6.9.6 1.7v2.7c0 .3.2.6.7.5A9.5 9.5 0 0 0 12 2.5Z',
  facebook:
    'M13.5 21v-7.6h2.6l.4-3h-3V8.5c0-.9.3-1.5 1.5-1.5h1.6V4.3c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21Z',
  x: 'M4 3.5h4.6l4 5.6 4.8-5.6h2.2l-6 7 6.6 9.5h-4.6l-4.3-6.1-5.3 6.1H3.8l6.5-7.5Zm2.8 1.6 9.7 13.8h1.4L8.3 5.1Z',
};

export interface SocialIconProps {
  network: SocialNetwork;
}

export function SocialIcon({ network }: SocialIconProps) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={paths[network]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
