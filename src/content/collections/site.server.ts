/** The club's identity and settings: site.yaml. */
import { CONTENT_ROOT, readData } from '../load.server.ts';
import { siteSchema } from '../schemas/site.ts';

export const loadSite = (root = CONTENT_ROOT) => readData('site.yaml', siteSchema, root);
