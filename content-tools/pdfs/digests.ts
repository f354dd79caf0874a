/**
 * What each PDF is printed from, in two digests kept in its Info dictionary (pdf-info.ts):
 *
 * - PrintDigest: how it is printed, the same for every handout: the MDX pipeline, the
 *   components and styles, the printing code, the locked versions of the packages that code
 *   imports (with theirs) and the print options. Only a change of that code or of those
 *   packages moves it, and that change's pull request reprints the PDFs.
 * - ContentDigest: what it prints, and only that: the handout's own source, the club's name and
 *   address shown on every page, and the facts its components print (the deck's tiers,
 *   numbers, sponsors, email and Sponsorship Lead). A phone number printed nowhere changes
 *   nothing. A content change makes a PDF stale without blocking anything: the site publishes,
 *   and `npm run pdfs` reprints it (docs/decisions/0007).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from '../../scripts/build-steps/files.ts';
import { listHandouts, type HandoutEntry } from '../../src/content/collections/handouts.server.ts';
import { loadSite } from '../../src/content/collections/site.server.ts';
import { loadSponsorFacts } from '../../src/content/collections/sponsor.server.ts';
import { loadTeam, loadTeamYears } from '../../src/content/collections/team.server.ts';
import { CONTENT_ROOT, PUBLIC_ROOT } from '../../src/content/load.server.ts';
import { readInfoValue } from './pdf-info.ts';
import type { HandoutFacts } from './sponsor-tiers.tsx';

const root = path.resolve(import.meta.dirname, '../..');

/** How Chromium prints each page; part of the print digest. */
export const PRINT_OPTIONS = { preferCSSPageSize: true, printBackground: true, tagged: true, outline: true } as const;

/**
 * Every file of the code that prints a handout: how MDX compiles, the components and styles
 * it renders with, and the printing code. Not the site's build settings (vite.config.ts) nor
 * the whole lock: a change to either that prints nothing differently reprints nothing.
 */
export const PIPELINE = [
  'src/lib/mdx',
  'src/lib/base-path.ts',
  'src/lib/responsive-picture.ts',
  'src/components/mdx',
  // The parts of the site's components that the MDX components render with.
  'src/components/ui/external-link.tsx',
  'src/components/ui/external-link.module.css',
  'src/components/ui/facade.module.css',
  'src/components/ui/responsive-image.tsx',
  'src/components/ui/responsive-image.module.css',
  'src/styles',
  'content-tools/pdfs',
  'content-tools/pdfs.ts',
  'scripts/build-steps/content-plugins.ts',
  'scripts/build-steps/cache.ts',
];

/** The packages a file imports by name, as the lock names them ("react-dom", "@mdx-js/rollup"). */
const importedPackages = (source: string) =>
  [...source.matchAll(/^\s*(?:import|export)\b[^'"]*?['"]([^'"./][^'"]*)['"]/gm)]
    .map(([, specifier]) => /^(@[^/]+\/)?[^/]+/.exec(specifier!)![0])
    .filter((name) => !name.startsWith('node:'));

/**
 * The locked version of each package the printing code imports, and of every package those
 * depend on in turn (Shiki under its rehype plugin, sharp under the image pipeline), and
 * React's JSX runtime, which compiled MDX imports.
 */
function lockedPackages(sources: string[], projectRoot: string): [string, string][] {
  const lock = JSON.parse(readFileSync(path.join(projectRoot, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string; dependencies?: Record<string, string> }>;
  };
  const found = new Map<string, string>();
  const visit = (name: string) => {
    const entry = lock.packages[`node_modules/${name}`];
    if (!entry || found.has(name)) return;
    found.set(name, entry.version ?? '');
    for (const dependency of Object.keys(entry.dependencies ?? {})) visit(dependency);
  };
  for (const name of ['react', ...sources.flatMap(importedPackages)]) visit(name);
  return [...found].sort(([a], [b]) => a.localeCompare(b));
}

export function printDigest(projectRoot = root): string {
  const hash = createHash('sha256').update(JSON.stringify(PRINT_OPTIONS));
  const files = PIPELINE.flatMap((entry) => {
    const absolute = path.join(projectRoot, entry);
    return entry.includes('.') ? [absolute] : listFiles(absolute).filter((file) => !/\.test\.tsx?$/.test(file));
  }).sort();
  const sources = files.map((file) => readFileSync(file, 'utf8'));
  files.forEach((file, index) =>
    hash.update(path.relative(projectRoot, file)).update('\0').update(sources[index]!).update('\0'),
  );
  return hash.update(JSON.stringify(lockedPackages(sources, projectRoot))).digest('hex');
}

/** What every handout prints of the club: its name in the header, its address in the footer. */
export const clubOf = (site: { name: string; url: string }) => ({ name: site.name, url: site.url });

/** The content the handouts' own components print (sponsor-tiers.tsx), read as the Sponsor page reads it. */
export function handoutFacts(contentRoot = CONTENT_ROOT): HandoutFacts {
  const site = loadSite(contentRoot);
  const sponsor = loadSponsorFacts(contentRoot);
  const team = loadTeam(loadTeamYears(contentRoot).current, contentRoot);
  const lead = team.sections
    .flatMap((section) => section.members)
    .find((member) => member.name && /^sponsorship lead$/i.test(member.role.trim()));
  return {
    tiers: sponsor.tiers,
    stats: sponsor.stats,
    current: sponsor.current,
    email: site.email,
    lead: lead && { name: lead.name, role: lead.role },
  };
}

/** Each component a handout's source may use, and the facts it prints. */
const PRINTS: Record<string, (facts: HandoutFacts) => unknown> = {
  SponsorTiers: (facts) => facts.tiers,
  ClubNumbers: (facts) => facts.stats,
  CurrentSponsors: (facts) => facts.current,
  ClubEmail: (facts) => facts.email,
  SponsorshipLead: (facts) => facts.lead ?? null,
};

export function contentDigest(
  handout: HandoutEntry,
  club: { name: string; url: string },
  facts: HandoutFacts,
  contentRoot = CONTENT_ROOT,
): string {
  const source = readFileSync(path.join(contentRoot, handout.file), 'utf8');
  const printed = Object.entries(PRINTS)
    .filter(([name]) => source.includes(`<${name}`))
    .map(([name, of]) => [name, of(facts)]);
  return createHash('sha256').update(JSON.stringify({ source, club, printed })).digest('hex');
}

export const pdfPath = (handout: HandoutEntry, publicRoot = PUBLIC_ROOT) =>
  path.join(publicRoot, 'pdfs', `${handout.name}.pdf`);

export interface PdfState {
  handout: HandoutEntry;
  /** Missing, or printed by other code than this: a change of code that must reprint it. */
  codeStale: boolean;
  /** Printed from other content than the content's now: reprinted later, never blocking. */
  contentStale: boolean;
}

/** Whether each handout's committed PDF was printed by this code and from this content. */
export function pdfStates(contentRoot = CONTENT_ROOT, publicRoot = PUBLIC_ROOT, projectRoot = root): PdfState[] {
  const club = clubOf(loadSite(contentRoot));
  const facts = handoutFacts(contentRoot);
  const print = printDigest(projectRoot);
  return listHandouts(contentRoot).map((handout) => {
    const file = pdfPath(handout, publicRoot);
    const pdf = existsSync(file) ? readFileSync(file) : undefined;
    return {
      handout,
      codeStale: !pdf || readInfoValue(pdf, 'PrintDigest') !== print,
      contentStale: !pdf || readInfoValue(pdf, 'ContentDigest') !== contentDigest(handout, club, facts, contentRoot),
    };
  });
}
