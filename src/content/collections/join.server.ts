/** The Join page's content: join.yaml. */
import { CONTENT_ROOT, readData } from '../load.server.ts';
import { joinSchema } from '../schemas/join.ts';

export const loadJoin = (root = CONTENT_ROOT) => readData('join.yaml', joinSchema, root);
