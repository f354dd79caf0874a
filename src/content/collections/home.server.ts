/** The home page's content (slides, recent events and achievements): home.yaml. */
import { CONTENT_ROOT, readData } from '../load.server.ts';
import { homeSchema } from '../schemas/home.ts';
import { sponsorPageSchema } from '../schemas/sponsor.ts';
import { loadAbout } from './about.server.ts';

export const loadHome = (root = CONTENT_ROOT) => readData('home.yaml', homeSchema, root);

/**
 * The club's size as the Sponsor page words it ("100+ members, from every branch and year"):
 * about.yaml's memberCount, the one place that holds it, with sponsor.yaml's label for it.
 */
export const loadMemberLine = (root = CONTENT_ROOT) =>
  `${loadAbout(root).memberCount}+ ${readData('sponsor.yaml', sponsorPageSchema, root).stats.members}`;
