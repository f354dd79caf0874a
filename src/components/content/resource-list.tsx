import { Link } from 'react-router';
import type { ResourceDomain, ResourceLink } from '../../content/collections/resources.server.ts';
import { withBase } from '../../lib/base-path.ts';
import { ExternalLink } from '../ui/external-link.tsx';
import { LineIcon } from '../ui/line-icon.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { Section } from '../ui/section.tsx';
import card from './card.module.css';
import { WholeTokens } from '../ui/whole-tokens.tsx';
import styles from './resource-list.module.css';

export interface ResourceListProps {
  domains: ResourceDomain[];
}

export interface ResourcePageProps extends ResourceListProps {
  heading: string;
  intro?: string;
}

/** A page of resources (/blogs, /robotics): its header, then the list by domain. */
export function ResourcePage({ heading, intro, domains }: ResourcePageProps) {
  return (
    <>
      <div className="page">
        <PageHeader title={heading}>{intro && <p>{intro}</p>}</PageHeader>
      </div>
      <ResourceList domains={domains} />
    </>
  );
}

/** Links grouped by domain, one section each: our articles, PDFs and pages elsewhere. */
export function ResourceList({ domains }: ResourceListProps) {
  return domains.map((domain, index) => (
    <Section key={domain.id} id={domain.id} title={domain.name} tone={index % 2 ? 'plain' : 'sunken'}>
      {/* The articles, PDFs and other sites are search results of their own. */}
      <ul className={styles.list} data-pagefind-ignore="">
        {domain.links.map((link) => (
          <li key={linkTarget(link)} className={`stretched-card ${card.textCard} ${styles.item}`} data-kind={link.kind}>
            <h3 className={card.cardTitle}>
              <ResourceAnchor link={link} />
            </h3>
            {link.note && <p className={styles.note}>{link.note}</p>}
          </li>
        ))}
      </ul>
    </Section>
  ));
}

const linkTarget = (link: ResourceLink) =>
  link.kind === 'article' ? link.to : link.kind === 'pdf' ? link.path : link.href;

/**
 * The entry's link. Its details (the article's domain and reading time, the PDF's size,
 * the other site's name) are part of the link text, so they are read with the title.
 */
function ResourceAnchor({ link }: { link: ResourceLink }) {
  const text = (
    <>
      <span className={styles.name}>
        <WholeTokens text={link.title} />
      </span>
      <span className={styles.details}>
        {link.kind === 'pdf' && (
          <LineIcon className={styles.icon} d="M4 1.5h5.5L13 5v9.5H4z M9.5 1.5V5H13" strokeWidth={1.3} />
        )}
        <span>{link.details}</span>
      </span>
    </>
  );
  if (link.kind === 'article') {
    return (
      <Link to={link.to} className={`stretched-target ${card.cardLink} ${styles.link}`}>
        {text}
      </Link>
    );
  }
  const href = link.kind === 'pdf' ? withBase(link.path) : link.href;
  return (
    <ExternalLink href={href} className={`stretched-target ${card.cardLink} ${styles.link}`}>
      {text}
    </ExternalLink>
  );
}
