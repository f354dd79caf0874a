/** The description of each page, as search engines and link previews show it: pages.yaml. */
import { CONTENT_ROOT, readData } from '../load.server.ts';
import { pagesSchema, type PageName } from '../schemas/pages.ts';

export const loadPages = (root = CONTENT_ROOT) => readData('pages.yaml', pagesSchema, root);
export const loadPageDescription = (page: PageName, root = CONTENT_ROOT) => loadPages(root)[page];
