import { useId, type AnchorHTMLAttributes, type Ref } from 'react';
import { ResponsiveImage, type ResponsivePicture } from '../ui/responsive-image.tsx';
import card from './card.module.css';
import styles from './project-card.module.css';

export interface ProjectSummary {
  id: string;
  title: string;
  alt: string;
  description: string;
  /** False when the description is the schema's "No description available.". */
  hasDescription?: boolean;
  picture: ResponsivePicture;
}

export interface ProjectCardProps {
  project: ProjectSummary;
  headingLevel?: 2 | 3 | 4;
  /** The link that opens the project's dialog (useFragmentDialog); without it the card is not interactive. */
  opener?: AnchorHTMLAttributes<HTMLAnchorElement>;
  /** Receives the link that opens the dialog, for returning focus to it. */
  openerRef?: Ref<HTMLAnchorElement>;
  /** Cut the description to a few lines (the dialog shows it whole). */
  clamp?: boolean;
  /** In the first view: its picture loads at once (ResponsiveImage's `eager`). */
  eager?: boolean;
}

/** A project: image, title and the start of its description. The whole card opens the project. */
export function ProjectCard({ project, headingLevel = 3, opener, openerRef, clamp = true, eager }: ProjectCardProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  return (
    <article
      className={`stretched-card ${card.card} ${styles.card} ${opener ? card.interactive : ''}`}
      aria-labelledby={headingId}
    >
      <ResponsiveImage
        picture={project.picture}
        alt={project.alt}
        sizes="(min-width: 76em) 18rem, (min-width: 60em) 30vw, (min-width: 36em) 46vw, 92vw"
        eager={eager}
        className={styles.image}
      />
      <div className={card.body}>
        <Heading id={headingId} className={styles.title}>
          {opener ? (
            <a {...opener} ref={openerRef} className={`stretched-target ${styles.open}`} data-opens-project="">
              {project.title}
            </a>
          ) : (
            project.title
          )}
        </Heading>
        <p className={styles.description} data-clamp={clamp ? '' : undefined}>
          {project.description}
        </p>
      </div>
    </article>
  );
}
