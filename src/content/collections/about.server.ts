/** The About page's content (the club's notes): about.yaml. */
import { CONTENT_ROOT, readData } from '../load.server.ts';
import { aboutSchema } from '../schemas/about.ts';

export const loadAbout = (root = CONTENT_ROOT) => readData('about.yaml', aboutSchema, root);
