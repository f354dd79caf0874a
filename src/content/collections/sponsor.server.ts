/** The Sponsor page: sponsor.yaml, its logos in sponsor/, and the club's numbers. */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { ContentError } from '../content-error.ts';
import { CONTENT_ROOT, PUBLIC_ROOT, readData } from '../load.server.ts';
import { sponsorPageSchema } from '../schemas/sponsor.ts';
import { loadAbout } from './about.server.ts';
import { loadAchievements } from './achievements.server.ts';
import { GALLERY_KINDS, listGalleryYears, loadGallery } from './galleries.server.ts';
import { loadTeam, loadTeamYears } from './team.server.ts';

/** The sponsorship deck, printed from handouts/sponsorship-deck.mdx by `npm run pdfs`. */
export const SPONSORSHIP_DECK = '/pdfs/sponsorship-deck.pdf';

/**
 * The Sponsor page: sponsor.yaml with each logo checked in sponsor/, sponsors split into
 * current and past, and the club's numbers from the other content, never typed in: counted
 * (team, projects, wins) or read from the one field that holds it (members, about.yaml).
 */
export function loadSponsorPage(root = CONTENT_ROOT, publicRoot = PUBLIC_ROOT) {
  const deck = path.join(publicRoot, SPONSORSHIP_DECK);
  if (!existsSync(deck)) {
    throw new ContentError([
      `sponsor.yaml: the sponsorship deck public${SPONSORSHIP_DECK} is missing; run npm run pdfs sponsorship-deck`,
    ]);
  }
  return { ...loadSponsorFacts(root), deck: { url: SPONSORSHIP_DECK, bytes: statSync(deck).size } };
}

/** What the Sponsor page and the sponsorship deck both say: everything on the page but the deck. */
export function loadSponsorFacts(root = CONTENT_ROOT) {
  const file = 'sponsor.yaml';
  const page = readData(file, sponsorPageSchema, root);
  const problems: string[] = [];
  page.sponsors.forEach((sponsor, index) => {
    if (!existsSync(path.join(root, 'sponsor', sponsor.logo))) {
      problems.push(
        `${file} > sponsors[${index + 1}] ("${sponsor.name}") > logo: file '${sponsor.logo}' not found in sponsor/; in the editor, open Club pages > Sponsor and choose the logo again with Browse`,
      );
    }
  });
  if (problems.length > 0) throw new ContentError(problems);

  const team = loadTeam(loadTeamYears(root).current, root).sections.reduce(
    (sum, section) => sum + section.members.length,
    0,
  );
  const projects = GALLERY_KINDS.reduce(
    (sum, kind) =>
      sum +
      listGalleryYears(kind, root).reduce((count, year) => count + loadGallery(kind, year, root).projects.length, 0),
    0,
  );
  const achievements = loadAchievements(root).years;
  const wins = achievements.flatMap((year) => year.rows).filter((row) => /^winner\b/i.test(row.achievement)).length;
  const firstYear = Math.min(...achievements.map((year) => year.year));
  const describe = (sponsor: (typeof page.sponsors)[number]) => ({
    name: sponsor.name,
    logo: `sponsor/${sponsor.logo}`,
    tier: sponsor.tier,
    years: sponsor.until === undefined ? `since ${sponsor.since}` : `${sponsor.since}–${sponsor.until}`,
  });
  return {
    intro: page.intro,
    why: page.why,
    tiers: page.tiers,
    stats: [
      { label: page.stats.members, value: `${loadAbout(root).memberCount}+` },
      { label: page.stats.team, value: String(team) },
      { label: page.stats.projects, value: String(projects) },
      { label: page.stats.wins.replace('{year}', String(firstYear)), value: String(wins) },
    ],
    current: page.sponsors.filter((sponsor) => sponsor.until === undefined).map(describe),
    past: page.sponsors.filter((sponsor) => sponsor.until !== undefined).map(describe),
  };
}
