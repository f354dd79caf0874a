/**
 * npm run check:content: validates every content file against its schema with the same
 * loaders the build uses, in seconds and without building. (Article images and links are
 * checked by the build and npm run check:links.) CONTENT_ROOT points it at another folder.
 */
import { listArticles } from '../src/content/collections/articles.server.ts';
import { listTeamYears } from '../src/content/collections/team.server.ts';
import { validateAllContent } from '../src/content/validate.server.ts';
import { ContentError } from '../src/content/content-error.ts';
import { CONTENT_ROOT, PUBLIC_ROOT } from '../src/content/load.server.ts';

/** The verdict on a content folder: a line to print, and whether it passed. */
export function checkContent(root = CONTENT_ROOT, publicRoot = PUBLIC_ROOT): { ok: boolean; message: string } {
  try {
    validateAllContent(root, publicRoot);
  } catch (error) {
    if (error instanceof ContentError) return { ok: false, message: error.message };
    throw error;
  }
  const teams = listTeamYears(root).length;
  const articles = listArticles(root).length;
  return { ok: true, message: `Content is valid: every data file, ${teams} team files and ${articles} articles.` };
}

if (import.meta.main) {
  const { ok, message } = checkContent();
  (ok ? console.log : console.error)(message);
  process.exit(ok ? 0 : 1);
}
