/** The content check the build and `npm run check:content` run: every collection at once. */
import { ContentError } from './content-error.ts';
import { CONTENT_ROOT, PUBLIC_ROOT } from './load.server.ts';
import { loadAbout } from './collections/about.server.ts';
import { loadAchievements } from './collections/achievements.server.ts';
import { listArticles } from './collections/articles.server.ts';
import { loadEvents } from './collections/events.server.ts';
import { GALLERY_KINDS, listGalleryYears, loadGallery, loadGalleryKinds } from './collections/galleries.server.ts';
import { listHandouts } from './collections/handouts.server.ts';
import { loadHome } from './collections/home.server.ts';
import { loadJoin } from './collections/join.server.ts';
import { loadPages } from './collections/pages.server.ts';
import { loadResourceList } from './collections/resources.server.ts';
import { loadSite } from './collections/site.server.ts';
import { loadSponsorPage } from './collections/sponsor.server.ts';
import { loadTab } from './collections/tab.server.ts';
import { listTeamYears, loadTeam, loadTeamYears } from './collections/team.server.ts';

/** Loads every content file and reports all problems at once, so an editor sees them together. */
export function validateAllContent(root = CONTENT_ROOT, publicRoot = PUBLIC_ROOT): void {
  const problems: string[] = [];
  const attempt = (load: () => unknown) => {
    try {
      load();
    } catch (error) {
      if (error instanceof ContentError) problems.push(...error.problems);
      else throw error;
    }
  };
  for (const load of [
    loadSite,
    loadHome,
    loadAbout,
    loadEvents,
    loadTab,
    loadAchievements,
    listArticles,
    loadTeamYears,
    listHandouts,
    loadJoin,
    loadGalleryKinds,
    loadPages,
  ]) {
    attempt(() => load(root));
  }
  // Every team file, the current one, past ones and one being prepared for next year.
  attempt(() => listTeamYears(root, { drafts: true }).forEach((year) => loadTeam(year, root)));
  attempt(() => loadResourceList('blogs', root, publicRoot));
  attempt(() => loadResourceList('robotics', root, publicRoot));
  attempt(() => loadSponsorPage(root, publicRoot));
  for (const kind of GALLERY_KINDS) {
    attempt(() => listGalleryYears(kind, root, { drafts: true }).forEach((year) => loadGallery(kind, year, root)));
  }
  if (problems.length > 0) throw new ContentError([...new Set(problems)]);
}
