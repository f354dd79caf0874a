/** The home page's content (slides, recent events and achievements): home.yaml. */
import { CONTENT_ROOT, readData } from '../load.server.ts';
import { homeSchema } from '../schemas/home.ts';

export const loadHome = (root = CONTENT_ROOT) => readData('home.yaml', homeSchema, root);
