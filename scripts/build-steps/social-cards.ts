/**
 * The social cards: one 1200x630 PNG per page, the picture a link preview shows. Each is
 * drawn from an SVG template with the page's title and kind (an article's category, a
 * gallery's year, an event's dates), the club's mark (public/favicon.svg) and the colours of
 * src/styles/tokens.css, and written where the page's og:image names it (src/lib/seo.ts).
 * Text is set in Inter, the site's font, as outlines (fontkit reads the font package's
 * WOFF2), so no installed font is needed and every machine draws the same card.
 * Cards are cached in .cache/social-cards/ by a hash of their SVG: a build redraws only
 * the cards whose text, mark or colours changed.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';
import sharp from 'sharp';
import { listArticles } from '../../src/content/collections/articles.server.ts';
import { loadEvents } from '../../src/content/collections/events.server.ts';
import { isGalleryKind, loadGalleryKinds } from '../../src/content/collections/galleries.server.ts';
import { loadSite } from '../../src/content/collections/site.server.ts';
import { CONTENT_ROOT, PUBLIC_ROOT } from '../../src/content/load.server.ts';
import { contentRouteParams } from '../../src/lib/content-routes.ts';
import { LOGO_PATH, LOGO_SIZE, SOCIAL_CARD } from '../../src/lib/social-card.ts';
import { pruneCache, readCached, writeCached } from './cache.ts';
import type { PageHead } from './page-heads.ts';
import { escapeXml } from './xml.ts';

export const CARD_CACHE_DIR = path.resolve(import.meta.dirname, '../../.cache/social-cards');
/** Link previews refuse or shrink heavier images; a flat card in 256 colours is a fraction of it. */
export const MAX_CARD_BYTES = 100 * 1024;

const FONT_FILE = fileURLToPath(import.meta.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'));
const TOKENS_FILE = path.resolve(import.meta.dirname, '../../src/styles/tokens.css');

export interface CardText {
  /** The page's title (its og:title). */
  title: string;
  /** What kind of page it is, above the title: "Article · Robotics", "Induction · 2024". */
  kind: string;
  siteName: string;
  /** The site's address as people read it: robotics.riverbend.example/robotics */
  host: string;
}

let font: fontkit.Font | undefined;
function inter(): fontkit.Font {
  font ??= fontkit.openSync(FONT_FILE) as fontkit.Font;
  return font;
}

/** The light colours of tokens.css (the first value of each custom property). */
export function tokens(): Record<string, string> {
  const colours: Record<string, string> = {};
  for (const [, name, value] of readFileSync(TOKENS_FILE, 'utf8').matchAll(
    /(--rc-color-[a-z-]+):\s*(#[0-9a-f]{3,8})/gi,
  )) {
    colours[name!] ??= value!;
  }
  return colours;
}

/**
 * The text as the card can draw it: the characters the font has a glyph for. Inter's Latin
 * file has no emoji and no Indic scripts; drawn, they would be boxes (.notdef), so they are
 * left out ("Roboveda 🚀" is drawn "Roboveda"), and the page's own title keeps them.
 */
export function drawable(text: string): string {
  return Array.from(text, (character) =>
    /\s/u.test(character) || inter().hasGlyphForCodePoint(character.codePointAt(0)!) ? character : ' ',
  )
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The width of a line of text at a font size, in pixels. */
export const measure = (text: string, size: number) => (inter().layout(text).advanceWidth * size) / inter().unitsPerEm;

/** A line of text as an SVG path, its baseline starting at (x, y). */
export function outline(text: string, x: number, y: number, size: number): string {
  const run = inter().layout(text);
  const scale = size / inter().unitsPerEm;
  let pen = 0;
  const parts = run.glyphs.map((glyph, index) => {
    const position = run.positions[index]!;
    const d = glyph.path
      .scale(scale, -scale)
      .translate(x + (pen + position.xOffset) * scale, y - position.yOffset * scale)
      .toSVG();
    pen += position.xAdvance;
    return d;
  });
  return parts.join('');
}

/** The title broken into at most `maxLines` lines of `maxWidth`; the last ends with … when the title is longer. */
export function wrapTitle(
  title: string,
  size: number,
  maxWidth: number,
  maxLines: number,
): { lines: string[]; fits: boolean } {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate, size) <= maxWidth || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return { lines, fits: true };
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1]!;
  while (last.includes(' ') && measure(`${last}…`, size) > maxWidth) last = last.replace(/\s+\S+$/, '');
  kept[maxLines - 1] = `${last}…`;
  return { lines: kept, fits: false };
}

const WIDTH = SOCIAL_CARD.width;
const HEIGHT = SOCIAL_CARD.height;
const MARGIN = 80;
const TITLE_SIZES = [68, 58, 50];
const TITLE_LINES = 3;

/** The inside of public/favicon.svg, drawn at `size` pixels from (x, y). */
export function mark(x: number, y: number, size: number): string {
  const svg = readFileSync(path.join(PUBLIC_ROOT, 'favicon.svg'), 'utf8');
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1] ?? '0 0 40 40';
  const inner = svg.replace(/^[\s\S]*?<svg[^>]*>|<\/svg>\s*$/g, '');
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="${viewBox}">${inner}</svg>`;
}

/** Text set heavier than the font file's default weight: the outline drawn with a stroke of its own colour. */
const heavy = (d: string, colour: string, size: number) =>
  `<path d="${d}" fill="${colour}" stroke="${colour}" stroke-width="${(size * 0.035).toFixed(2)}" stroke-linejoin="round"/>`;

export function cardSvg(text: CardText): string {
  const colour = tokens();
  const card = {
    ...text,
    kind: drawable(text.kind),
    title: drawable(text.title) || drawable(text.siteName),
    siteName: drawable(text.siteName),
  };
  const maxWidth = WIDTH - 2 * MARGIN;
  const size =
    TITLE_SIZES.find((candidate) => wrapTitle(card.title, candidate, maxWidth, TITLE_LINES).fits) ??
    TITLE_SIZES.at(-1)!;
  const { lines } = wrapTitle(card.title, size, maxWidth, TITLE_LINES);
  const lineHeight = Math.round(size * 1.18);
  const kindY = 236;
  const title = lines
    .map((line, index) => outline(line, MARGIN, kindY + 28 + lineHeight * (index + 1) - size * 0.2, size))
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    // Read by people who open the file; the picture is the outlines.
    `<title>${escapeXml(`${text.kind}: ${text.title}`)}</title>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${colour['--rc-color-ink']}"/>`,
    mark(MARGIN, 64, 88),
    heavy(outline(card.siteName, MARGIN + 112, 122, 34), colour['--rc-color-on-ink']!, 24),
    `<path d="${outline(card.kind, MARGIN, kindY, 32)}" fill="${colour['--rc-color-accent-on-ink']}"/>`,
    heavy(title, colour['--rc-color-on-ink']!, size),
    `<path d="${outline(card.host, MARGIN, 568, 28)}" fill="${colour['--rc-color-on-ink-muted']}"/>`,
    `<rect y="${HEIGHT - 18}" width="${WIDTH}" height="18" fill="${colour['--rc-color-warm']}"/>`,
    '</svg>',
  ].join('');
}

/** A PNG of the SVG, from the cache when the same SVG was drawn before. */
export async function renderPng(svg: string, cacheDir = CARD_CACHE_DIR): Promise<{ png: Buffer; cached: boolean }> {
  const key = createHash('sha256').update(`sharp ${sharp.versions.sharp}\n${svg}`).digest('hex').slice(0, 32);
  const file = path.join(cacheDir, `${key}.png`);
  const cached = readCached(file);
  if (cached) return { png: cached, cached: true };
  const png = await sharp(Buffer.from(svg)).png({ palette: true, compressionLevel: 9, effort: 10 }).toBuffer();
  writeCached(file, png);
  return { png, cached: false };
}

/** What kind of page each route is, for the line above its title; other pages get the institute's name. */
export function cardKinds(root = CONTENT_ROOT): (route: string | undefined) => string {
  const site = loadSite(root);
  const categories = new Map(listArticles(root).map((article) => [article.slug, article.category]));
  const events = new Map(loadEvents(root).events.map((event) => [event.slug, event.when]));
  return (route) => {
    if (route === undefined) return site.institute;
    const pattern = route.replace(/^\//, '');
    const category = categories.get(contentRouteParams('article', pattern)?.slug ?? '');
    if (category) return `Article · ${category}`;
    const when = events.get(contentRouteParams('event', pattern)?.slug ?? '');
    if (when) return `Event · ${when}`;
    const team = contentRouteParams('pastTeam', pattern)?.year;
    if (team) return `Past committee · ${team}`;
    const gallery = contentRouteParams('galleryYear', pattern);
    if (gallery?.kind && isGalleryKind(gallery.kind))
      return `${loadGalleryKinds(root)[gallery.kind].label} projects · ${gallery.year}`;
    return site.institute;
  };
}

/**
 * Draws the card every page names (one per og:image URL: an alias route shares its
 * article's) and the club's logo, into the site folder of the build.
 */
export async function writeSocialCards(
  siteDir: string,
  pages: PageHead[],
  siteUrl: string,
  root = CONTENT_ROOT,
): Promise<{ cards: number; cached: number }> {
  const site = loadSite(root);
  const kindOf = cardKinds(root);
  const host = siteUrl.replace(/^https?:\/\//, '');
  const drawn = new Set<string>();
  let cached = 0;
  for (const page of pages) {
    if (!page.card || drawn.has(page.card)) continue;
    if (!page.card.startsWith(`${siteUrl}/`)) {
      throw new Error(
        `The page ${page.route ?? '404'} names its card at ${page.card}, outside the site's address ${siteUrl}`,
      );
    }
    drawn.add(page.card);
    // The card belongs to the canonical page (an alias route shares its article's).
    const route = page.noindex ? undefined : page.canonical?.slice(siteUrl.length);
    const svg = cardSvg({ title: page.title, kind: kindOf(route), siteName: site.name, host });
    const result = await renderPng(svg);
    if (result.png.length > MAX_CARD_BYTES) {
      throw new Error(
        `The social card of ${page.route ?? '404'} is ${result.png.length} bytes, over ${MAX_CARD_BYTES}`,
      );
    }
    if (result.cached) cached += 1;
    const file = path.join(siteDir, page.card.slice(siteUrl.length));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, result.png);
  }
  const logo = await sharp(readFileSync(path.join(PUBLIC_ROOT, 'favicon.svg')), { density: 1200 })
    .resize(LOGO_SIZE, LOGO_SIZE)
    .png({ palette: true })
    .toBuffer();
  writeFileSync(path.join(siteDir, LOGO_PATH), logo);
  pruneCache(CARD_CACHE_DIR);
  return { cards: drawn.size, cached };
}
