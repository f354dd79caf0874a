/**
 * `npm run pdfs`: prints every handout, src/content/handouts/<name>.mdx, to
 * public/pdfs/<name>.pdf with Chromium, through the same MDX pipeline and prose styles as
 * the articles (pdfs/handout-page.tsx) and a print stylesheet (pdfs/print.css).
 *
 *   npm run pdfs                        print every handout
 *   npm run pdfs -- pid-control         print only the named ones
 *   npm run pdfs -- --check             fail naming each PDF not printed from its current source
 *
 * The PDFs are committed, so neither the site build nor the Docker image needs a browser.
 * Each PDF carries the digest of what it was printed from (pdfs/pdf-info.ts): the handout's
 * source, every file of the pipeline that prints it and the content the handouts' own
 * components print (the Sponsor page's tiers, numbers and current sponsors). The check compares digests without
 * building or printing anything, so it does not depend on which Chromium build printed the
 * committed files. See docs/decisions/0007-handout-pdfs-printed-by-chromium.md.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { chromiumLaunchOptions } from '../test/support/chromium.ts';
import { listFiles } from '../scripts/build-steps/files.ts';
import { ContentError } from '../src/content/content-error.ts';
import { listHandouts, type HandoutEntry } from '../src/content/collections/handouts.server.ts';
import { loadSite } from '../src/content/collections/site.server.ts';
import { loadSponsorFacts } from '../src/content/collections/sponsor.server.ts';
import { contentPlugins } from '../vite.config.ts';
import { readInfoValue, replaceInfo } from './pdfs/pdf-info.ts';
import type { HandoutPageProps } from './pdfs/handout-page.tsx';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, '.cache/handouts');
const pdfDir = path.join(root, 'public/pdfs');
const COMMAND = 'npm run pdfs';
/** Where the printing browser believes the pages are; requests never leave it (see page.route). */
const PAGE_ORIGIN = 'http://handouts.invalid';
/** Every PDF's creation and modification date: printing again changes nothing but content. */
const FIXED_DATE = "D:20250801000000+00'00'";
/** How Chromium prints each page; part of the digest, so changing it makes every PDF stale. */
const PRINT_OPTIONS = { preferCSSPageSize: true, printBackground: true, tagged: true, outline: true } as const;

const args = process.argv.slice(2);
const check = args.includes('--check');
const only = args.filter((arg) => !arg.startsWith('--')).map((arg) => path.basename(arg).replace(/\.(mdx|pdf)$/, ''));

let handouts: HandoutEntry[];
try {
  handouts = listHandouts();
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const unknown = only.filter((name) => !handouts.some((handout) => handout.name === name));
if (unknown.length > 0) {
  console.error(`No handout named ${unknown.join(', ')} in src/content/handouts/.`);
  process.exit(1);
}
const chosen = only.length > 0 ? handouts.filter((handout) => only.includes(handout.name)) : handouts;

/**
 * Everything a handout's PDF depends on besides its own source: how MDX compiles, the
 * components and styles it renders with, the printing code, the club's name and address,
 * and the exact package versions (fonts, Shiki, React, Chromium's driver).
 */
const PIPELINE = [
  'src/lib/mdx',
  'src/lib/base-path.ts',
  'src/lib/responsive-picture.ts',
  'src/components/mdx',
  // The parts of the site's components that the MDX components render with.
  'src/components/mdx/copy-button.tsx',
  'src/components/mdx/copy-button.module.css',
  'src/components/ui/external-link.tsx',
  'src/components/ui/external-link.module.css',
  'src/components/ui/responsive-image.tsx',
  'src/components/ui/responsive-image.module.css',
  'src/styles',
  'content-tools/pdfs',
  'content-tools/pdfs.ts',
  'vite.config.ts',
  'src/content/site.yaml',
  'package-lock.json',
];
const pipelineFiles = PIPELINE.flatMap((entry) => {
  const absolute = path.join(root, entry);
  return entry.includes('.') ? [absolute] : listFiles(absolute).filter((file) => !/\.test\.tsx?$/.test(file));
}).sort();

/**
 * The content a handout's own components print (pdfs/sponsor-tiers.tsx), part of the digest of
 * each handout that uses them: a change of tier in sponsor.yaml, of memberCount, of this year's
 * team, of a gallery's projects or of a win makes the deck stale.
 */
const SPONSOR_PAGE = ['src/content/sponsor.yaml', 'src/content/schemas/sponsor.ts'];
const COMPONENT_CONTENT: Record<string, string[]> = {
  SponsorTiers: SPONSOR_PAGE,
  CurrentSponsors: [...SPONSOR_PAGE, 'src/content/collections/sponsor.server.ts'],
  // The Sponsor page's numbers: read (about.yaml's memberCount) or counted (this year's team,
  // the galleries' projects, the wins in achievements.yaml) by its loader, which is counted too.
  ClubNumbers: [
    ...SPONSOR_PAGE,
    'src/content/collections/sponsor.server.ts',
    'src/content/about.yaml',
    'src/content/schemas/about.ts',
    `src/content/team/${loadSite().currentTeamYear}.yaml`,
    'src/content/schemas/team.ts',
    'src/content/galleries',
    'src/content/schemas/gallery.ts',
    'src/content/achievements.yaml',
    'src/content/schemas/achievements.ts',
  ],
};
/** A file, or a folder's data files (a gallery folder's YAML, not its pictures). */
const dataFiles = (entry: string) => {
  const absolute = path.join(root, entry);
  return entry.includes('.') ? [absolute] : listFiles(absolute, '.yaml').sort();
};
const contentFiles = (source: string) => [
  ...new Set(
    Object.entries(COMPONENT_CONTENT)
      .filter(([name]) => source.includes(`<${name}`))
      .flatMap(([, entries]) => entries.flatMap(dataFiles)),
  ),
];

/** What a PDF is printed from, by content and by path relative to the repository: the same on every clone. */
function sourceDigest(handout: HandoutEntry): string {
  const hash = createHash('sha256').update(JSON.stringify(PRINT_OPTIONS));
  const source = path.join(root, 'src/content', handout.file);
  for (const file of [source, ...contentFiles(readFileSync(source, 'utf8')), ...pipelineFiles]) {
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

if (check) {
  const stale = chosen.filter((handout) => {
    const pdfPath = path.join(pdfDir, `${handout.name}.pdf`);
    return !existsSync(pdfPath) || readInfoValue(readFileSync(pdfPath), 'SourceDigest') !== sourceDigest(handout);
  });
  for (const handout of stale) {
    console.error(
      `stale: public/pdfs/${handout.name}.pdf was not printed from the current src/content/${handout.file}`,
    );
  }
  if (stale.length > 0) {
    console.error(`Run \`${COMMAND} -- ${stale.map((handout) => handout.name).join(' ')}\` and commit public/pdfs/.`);
    process.exit(1);
  }
  console.log(`All ${chosen.length} handout PDFs are current.`);
  process.exit(0);
}

// The page module is built like the site: the same MDX and image plugins, CSS modules, fonts.
await build({
  configFile: false,
  root,
  base: './',
  logLevel: 'warn',
  plugins: contentPlugins(),
  build: {
    ssr: path.join(import.meta.dirname, 'pdfs/handout-page.tsx'),
    outDir,
    emptyOutDir: true,
    ssrEmitAssets: true,
    cssCodeSplit: false,
    assetsInlineLimit: 0,
    copyPublicDir: false,
    rolldownOptions: { output: { entryFileNames: 'handout-page.js' } },
  },
});
const { renderHandoutPage } = (await import(pathToFileURL(path.join(outDir, 'handout-page.js')).href)) as {
  renderHandoutPage: (props: HandoutPageProps) => string;
};
const stylesheets = readdirSync(path.join(outDir, 'assets'))
  .filter((file) => file.endsWith('.css'))
  .sort()
  .map((file) => `assets/${file}`);

const site = loadSite();
const club = { name: site.name, url: site.url };
// The Sponsor page's own facts: the deck prints its numbers and sponsors, never recounted.
const sponsorPage = loadSponsorFacts();
const facts = { tiers: sponsorPage.tiers, stats: sponsorPage.stats, current: sponsorPage.current, email: site.email };
const pages = chosen.map((handout) => {
  const html = renderHandoutPage({ handout, club, stylesheets, facts });
  const htmlPath = path.join(outDir, `${handout.name}.html`);
  writeFileSync(htmlPath, html);
  return { handout, htmlPath, digest: sourceDigest(handout), pdfPath: path.join(pdfDir, `${handout.name}.pdf`) };
});

mkdirSync(pdfDir, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const page = await browser.newPage();
  await page.emulateMedia({ media: 'print', colorScheme: 'light' });
  // The pages ask for /assets/… as on the site; they are answered from the build, and nothing
  // else is fetched.
  await page.route('**/*', async (route) => {
    const { origin, pathname } = new URL(route.request().url());
    const file = path.join(outDir, decodeURIComponent(pathname));
    if (origin !== PAGE_ORIGIN || !file.startsWith(outDir) || !existsSync(file)) return route.abort();
    await route.fulfill({ path: file });
  });
  for (const { handout, htmlPath, digest, pdfPath } of pages) {
    await page.goto(`${PAGE_ORIGIN}/${path.basename(htmlPath)}`);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const printed = await page.pdf(PRINT_OPTIONS);
    const pdf = replaceInfo(printed, {
      Title: handout.title,
      Author: club.name,
      Subject: handout.description,
      Keywords: handout.keywords.join(', '),
      Creator: `${club.name} handouts (${COMMAND})`,
      Producer: readInfoValue(printed, 'Producer') ?? 'Chromium',
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE,
      SourceDigest: digest,
    });
    writeFileSync(pdfPath, pdf);
    const pageCount = pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
    console.log(`public/pdfs/${handout.name}.pdf  ${pageCount} pages, ${(pdf.length / 1024).toFixed(0)} KB`);
  }
} finally {
  await browser.close();
}
