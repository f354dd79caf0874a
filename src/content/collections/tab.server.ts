/** The TAB page's content (the technical domains and their projects): tab.yaml. */
import { CONTENT_ROOT, readData } from '../load.server.ts';
import { tabSchema } from '../schemas/tab.ts';

export const loadTab = (root = CONTENT_ROOT) => readData('tab.yaml', tabSchema, root);
