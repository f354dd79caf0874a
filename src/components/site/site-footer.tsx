import { Link } from 'react-router';
import type { Site } from '../../content/schemas/site.ts';
import { phoneText, telHref } from '../../lib/contact-links.ts';
import { MapFacade } from './map-facade.tsx';
import { SocialLinks } from './social-links.tsx';
import styles from './site-footer.module.css';

export interface SiteFooterProps {
  site: Pick<Site, 'name' | 'institute' | 'address' | 'phone' | 'email' | 'social' | 'map' | 'credits'>;
}

export function SiteFooter({ site }: SiteFooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section aria-labelledby="footer-visit" className={styles.block}>
          <h2 id="footer-visit" className={styles.heading}>
            Visit us
          </h2>
          <address className={styles.address}>
            {site.address.map((line) => (
              <span key={line}>{line}</span>
            ))}
            <a href={telHref(site.phone)}>{phoneText(site.phone)}</a>
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </address>
        </section>
        <section aria-labelledby="footer-map" className={styles.block}>
          <h2 id="footer-map" className={styles.heading}>
            Find us
          </h2>
          <MapFacade map={site.map} place={site.address.join(', ')} />
        </section>
        <section aria-labelledby="footer-follow" className={styles.block}>
          <h2 id="footer-follow" className={styles.heading}>
            Follow us
          </h2>
          <SocialLinks social={site.social} label="Follow us" withNames />
          <p className={styles.contact}>
            <Link to="/contact">Write to the club</Link>
          </p>
          <p className={styles.contact}>
            <Link to="/sponsor">Sponsor the club</Link>
          </p>
        </section>
      </div>
      <p className={styles.credits}>
        © {site.name}, {site.institute}. {site.credits}
      </p>
    </footer>
  );
}
