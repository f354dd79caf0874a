import { useRef } from 'react';
import type { Route } from './+types/about';
import { Modal } from '../components/ui/modal.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { Section } from '../components/ui/section.tsx';
import { loadAbout } from '../content/collections/about.server.ts';
import { loadPageDescription } from '../content/collections/pages.server.ts';
import { noteAnchor } from '../lib/anchors.ts';
import { pageMeta } from '../lib/page-meta.ts';
import { useFragmentDialog } from '../lib/use-fragment-dialog.ts';
import card from '../components/content/card.module.css';
import grid from '../components/content/card-grid.module.css';
import control from '../components/ui/control.module.css';
import styles from './about.module.css';
import type { ScriptHandle } from '../lib/page-script.ts';

export function loader() {
  return { ...loadAbout(), description: loadPageDescription('about') };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'About the Club',
    description: args.loaderData?.description ?? '',
  });

/** Why this page ships script (src/lib/page-script.ts). */
export const handle: ScriptHandle = { script: 'the four notes open as modal dialogs, from the card and from a link' };

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { intro, notes } = loaderData;
  // The open note is in the address (/about#note-president), as a gallery's project: Back closes it.
  const dialog = useFragmentDialog((id) => notes.some((note) => noteAnchor(note.role) === id));
  const readMoreLinks = useRef(new Map<string, HTMLAnchorElement>());
  return (
    <>
      <div className="page">
        <PageHeader title="About the Club" />
        <div className={styles.intro}>
          {intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
      <Section title="Our Glory Notes" tone="sunken">
        <ul className={grid.grid}>
          {notes.map((note) => (
            <li key={note.role} id={noteAnchor(note.role)}>
              <article
                className={`${card.surface} ${styles.note}`}
                aria-labelledby={`${noteAnchor(note.role)}-heading`}
              >
                <h3 className={card.cardTitle} id={`${noteAnchor(note.role)}-heading`}>
                  {note.role}
                </h3>
                <p className={card.highlight}>{note.author}</p>
                <p className={styles.teaser}>{note.teaser}</p>
                <a
                  {...dialog.openerProps(noteAnchor(note.role))}
                  className={`${control.action} ${styles.more}`}
                  aria-label={`Read More: the note from the ${note.role}`}
                  data-opens-modal=""
                  ref={(link) => {
                    if (link) readMoreLinks.current.set(note.role, link);
                    else readMoreLinks.current.delete(note.role);
                  }}
                >
                  Read More
                </a>
                <Modal
                  open={dialog.openId === noteAnchor(note.role)}
                  onClose={dialog.close}
                  returnFocusTo={() => readMoreLinks.current.get(note.role)}
                  title={`A note from the ${note.role}`}
                  subtitle={note.author}
                  kind="note"
                >
                  {note.body.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </Modal>
              </article>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
