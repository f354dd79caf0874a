import type { Site } from '../../content/schemas/site.ts';
import { ExternalLink } from '../ui/external-link.tsx';
import { SocialIcon } from './social-icon.tsx';
import styles from './social-links.module.css';

export interface SocialLinksProps {
  social: Site['social'];
  /** Names the list for screen readers, such as "Follow us". */
  label: string;
  /** Show the network names beside the icons. */
  withNames?: boolean;
}

/** Icon links to the club's social profiles; each opens in a new tab and says so. */
export function SocialLinks({ social, label, withNames = false }: SocialLinksProps) {
  return (
    <ul className={styles.list} aria-label={label} data-with-names={withNames ? '' : undefined}>
      {social.map((profile) => (
        <li key={profile.network}>
          <ExternalLink href={profile.url} className={styles.link} hint={withNames ? 'visible' : 'hidden'}>
            <SocialIcon network={profile.network} />
            {withNames ? profile.label : <span className="visually-hidden">{profile.label}</span>}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
