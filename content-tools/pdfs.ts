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
 * Each PDF carries two digests (pdfs/digests.ts): of the code that printed it, and of the
 * content it prints. The check fails only on the first, a change of code whose pull request
 * must reprint; a PDF whose content changed is named and reprinted later, never blocking a
 * release. It compares digests without building or printing anything, so it does not depend
 * on which Chromium build printed the committed files. See docs/decisions/0007.
 */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { chromiumLaunchOptions } from '../test/support/chromium.ts';
import { ContentError } from '../src/content/content-error.ts';
import { listHandouts, type HandoutEntry } from '../src/content/collections/handouts.server.ts';
import { loadSite } from '../src/content/collections/site.server.ts';
import { SPONSORSHIP_DECK } from '../src/content/collections/sponsor.server.ts';
import { contentPlugins } from '../scripts/build-steps/content-plugins.ts';
import { clubOf, contentDigest, handoutFacts, pdfPath, pdfStates, PRINT_OPTIONS, printDigest } from './pdfs/digests.ts';
import { readInfoValue, replaceInfo } from './pdfs/pdf-info.ts';
import type { HandoutPageProps } from './pdfs/handout-page.tsx';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, '.cache/handouts');
const COMMAND = 'npm run pdfs';
/** Where the printing browser believes the pages are; requests never leave it (see page.route). */
const PAGE_ORIGIN = 'http://handouts.invalid';
/** Every PDF's creation and modification date: printing again changes nothing but content. */
const FIXED_DATE = "D:20250801000000+00'00'";
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

if (check) {
  const states = pdfStates().filter((state) => chosen.some((handout) => handout.name === state.handout.name));
  const code = states.filter((state) => state.codeStale);
  const content = states.filter((state) => !state.codeStale && state.contentStale);
  for (const { handout } of content) {
    console.log(`reprint later: public/pdfs/${handout.name}.pdf shows older content than src/content/${handout.file}`);
  }
  for (const { handout } of code) {
    console.error(`stale: public/pdfs/${handout.name}.pdf was not printed by the current code`);
  }
  if (code.length > 0) {
    console.error(
      `Run \`${COMMAND} -- ${code.map(({ handout }) => handout.name).join(' ')}\` and commit public/pdfs/.`,
    );
    process.exit(1);
  }
  console.log(
    `All ${chosen.length} handout PDFs are printed by the current code; ${content.length} to reprint for new content.`,
  );
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

const club = clubOf(loadSite());
// The Sponsor page's own facts: the deck prints its numbers and sponsors, never recounted.
const facts = handoutFacts();
const printed = printDigest();
const pages = chosen.map((handout) => {
  // The deck is for companies, not a club member's handout: its masthead says what it is.
  const label =
    handout.name === path.basename(SPONSORSHIP_DECK, '.pdf') ? 'Sponsorship deck' : `${handout.category} handout`;
  const html = renderHandoutPage({ handout, label, club, stylesheets, facts });
  const htmlPath = path.join(outDir, `${handout.name}.html`);
  writeFileSync(htmlPath, html);
  return { handout, htmlPath, digest: contentDigest(handout, club, facts), pdfPath: pdfPath(handout) };
});

mkdirSync(path.dirname(pdfPath(chosen[0]!)), { recursive: true });
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
    const pdfBytes = await page.pdf(PRINT_OPTIONS);
    const pdf = replaceInfo(pdfBytes, {
      Title: handout.title,
      Author: club.name,
      Subject: handout.description,
      Keywords: handout.keywords.join(', '),
      Creator: `${club.name} handouts (${COMMAND})`,
      Producer: readInfoValue(pdfBytes, 'Producer') ?? 'Chromium',
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE,
      PrintDigest: printed,
      ContentDigest: digest,
    });
    writeFileSync(pdfPath, pdf);
    const pageCount = pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
    console.log(`${path.relative(root, pdfPath)}  ${pageCount} pages, ${(pdf.length / 1024).toFixed(0)} KB`);
  }
} finally {
  await browser.close();
}
