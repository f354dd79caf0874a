import { useEffect, useRef, useState } from 'react';
import { useFragmentDialog } from '../../lib/use-fragment-dialog.ts';
import { Modal } from '../ui/modal.tsx';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import grid from './card-grid.module.css';
import { ProjectCard, type ProjectSummary } from './project-card.tsx';
import styles from './project-gallery.module.css';

/** Cards whose pictures are in the first view: one on a phone, the first row's start on a laptop. */
const FIRST_VIEW_CARDS = 2;

export interface ProjectGalleryProps {
  projects: ProjectSummary[];
}

/**
 * A grid of project cards. A card's title links to its project's fragment, which opens the
 * project in a dialog (before the scripts have run, as the page hydrates), and the URL says which
 * (/induction/2024#line-follower-bot), so the link can be shared and Back closes it
 * (useFragmentDialog, as the notes on About). A card
 * whose project has no description already shows all there is ("No description available."),
 * so it opens nothing.
 */
export function ProjectGallery({ projects }: ProjectGalleryProps) {
  const withDialog = (project: ProjectSummary) => project.hasDescription !== false;
  const dialog = useFragmentDialog((id) => projects.some((project) => project.id === id && withDialog(project)));
  const selected = projects.find((project) => project.id === dialog.openId);
  // The dialog keeps showing the last project while it closes, and exists once one was opened.
  const [shown, setShown] = useState<ProjectSummary | undefined>(undefined);
  useEffect(() => {
    if (selected) setShown(selected);
  }, [selected]);

  // Each card's link, so focus returns to the card of the project that was shown.
  const openers = useRef(new Map<string, HTMLAnchorElement>());

  return (
    <>
      {/* Each project is a search result of its own (scripts/build-steps/search-index.ts). */}
      <ul className={grid.grid} data-pagefind-ignore="">
        {projects.map((project, index) => (
          <li key={project.id} id={project.id}>
            <ProjectCard
              project={project}
              headingLevel={2}
              eager={index < FIRST_VIEW_CARDS}
              opener={withDialog(project) ? dialog.openerProps(project.id) : undefined}
              openerRef={(link) => {
                if (link) openers.current.set(project.id, link);
                else openers.current.delete(project.id);
              }}
            />
          </li>
        ))}
      </ul>
      {shown && (
        <Modal
          open={selected !== undefined}
          onClose={dialog.close}
          title={shown.title}
          kind="project"
          returnFocusTo={() => openers.current.get(shown.id)}
        >
          <ResponsiveImage
            picture={shown.picture}
            alt={shown.alt}
            sizes="(min-width: 50em) 44rem, 92vw"
            className={styles.image}
          />
          <div className={styles.description}>
            {shown.description.split(/\n\s*\n/).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Modal>
      )}
    </>
  );
}
