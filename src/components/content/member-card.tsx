import { useId } from 'react';
import { phoneText, telHref } from '../../lib/contact-links.ts';
import { ResponsiveImage, type ResponsivePicture } from '../ui/responsive-image.tsx';
import card from './card.module.css';
import styles from './member-card.module.css';
import { initials } from '../../lib/initials.ts';

export interface MemberCardProps {
  name: string;
  role: string;
  /** Left out when the member chose not to show it. */
  phone?: string;
  year: string;
  branch: string;
  /** Left out when there is no photo: the card shows the member's initials instead. */
  picture?: ResponsivePicture;
}

export function MemberCard({ name, role, phone, year, branch, picture }: MemberCardProps) {
  const headingId = useId();
  return (
    <article className={`${card.surface} ${styles.card}`} aria-labelledby={headingId}>
      {picture ? (
        <ResponsiveImage picture={picture} alt={`Portrait of ${name}`} sizes="7.5rem" className={styles.photo} />
      ) : (
        <span className={`${styles.photo} ${styles.initials}`} aria-hidden="true">
          {initials(name)}
        </span>
      )}
      <div className={styles.text}>
        <h3 id={headingId} className={card.cardTitle}>
          {name}
        </h3>
        <p className={card.highlight}>{role}</p>
        <p className={styles.meta}>
          {year}, {branch}
        </p>
        {phone && (
          <p className={styles.meta}>
            <a href={telHref(phone)}>
              <span className="visually-hidden">Phone: </span>
              {phoneText(phone)}
            </a>
          </p>
        )}
      </div>
    </article>
  );
}
