/**
 * npm run sample-pictures: the honest stand-ins for pictures the club does not have yet.
 *
 * - Every member photo named in team/<year>.yaml: the member's initials on one of the club's
 *   colours (800 x 800), so no drawn face contradicts the person.
 * - Every project, event or home-page picture whose alt text starts with "Placeholder card":
 *   a card with the mark of its domain (a TAB domain, Induction, Post Induction, an event, an
 *   achievement) and the first letter of its title on the club's navy (1200 x 900), in place
 *   of a drawing of something else. No words: the title is under the card on every page, and
 *   a card that repeated it (and a line saying a photograph is to come) read as unfinished.
 *
 * Text is set in Inter as outlines, as the social cards are (scripts/build-steps/social-cards.ts),
 * so every machine writes the same files. A real photograph replaces a card or a portrait
 * under the same file name; rewrite its alt text (see CONTRIBUTING.md) and this script leaves
 * it alone, since it only draws cards whose alt text says they are cards. A member's photo is
 * redrawn only with --portraits.
 *
 *   node content-tools/sample-pictures.ts               cards
 *   node content-tools/sample-pictures.ts --portraits   cards and every member portrait
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { parse as parseYaml } from 'yaml';
import { CONTENT_ROOT } from '../src/content/load.server.ts';
import { mark, measure, outline, tokens } from '../scripts/build-steps/social-cards.ts';

export const CARD_ALT_PREFIX = 'Placeholder card';
const CARD = { width: 1200, height: 900 };
const PORTRAIT = 800;

/** The marks: simple line drawings in a 100 x 100 box, stroked in the accent colour. */
const MARKS: Record<string, { name: string; svg: string }> = {
  'cad-pcb': {
    name: 'chip',
    svg: '<rect x="28" y="28" width="44" height="44" rx="4"/><path d="M38 28V14M50 28V14M62 28V14M38 86V72M50 86V72M62 86V72M28 38H14M28 50H14M28 62H14M86 38H72M86 50H72M86 62H72"/><circle cx="40" cy="40" r="3"/>',
  },
  ros: {
    name: 'node graph',
    svg: '<circle cx="24" cy="28" r="11"/><circle cx="76" cy="28" r="11"/><circle cx="50" cy="76" r="11"/><path d="M35 28h30M30 38l14 28M70 38 56 66"/>',
  },
  embedded: {
    name: 'microcontroller board',
    svg: '<rect x="12" y="24" width="76" height="52" rx="6"/><rect x="38" y="38" width="24" height="24" rx="2"/><path d="M22 24v-8M32 24v-8M42 24v-8M52 24v-8M62 24v-8M72 24v-8M22 76v8M32 76v8M42 76v8M52 76v8M62 76v8M72 76v8"/>',
  },
  iot: {
    name: 'wireless waves',
    svg: '<path d="M14 40a50 50 0 0 1 72 0M26 54a33 33 0 0 1 48 0M38 68a16 16 0 0 1 24 0"/><circle cx="50" cy="80" r="4"/>',
  },
  'deep-learning': {
    name: 'neural network',
    svg: '<circle cx="18" cy="30" r="7"/><circle cx="18" cy="70" r="7"/><circle cx="50" cy="18" r="7"/><circle cx="50" cy="50" r="7"/><circle cx="50" cy="82" r="7"/><circle cx="82" cy="50" r="7"/><path d="M25 30l18-12M25 30l18 20M25 30l18 32M25 70l18-52M25 70l18-20M25 70l18 12M57 18l18 32M57 50h18M57 82l18-32"/>',
  },
  'image-processing': {
    name: 'eye',
    svg: '<path d="M8 50c14-22 28-30 42-30s28 8 42 30c-14 22-28 30-42 30S22 72 8 50Z"/><circle cx="50" cy="50" r="14"/><circle cx="50" cy="50" r="4"/>',
  },
  event: {
    name: 'calendar',
    svg: '<rect x="14" y="20" width="72" height="66" rx="6"/><path d="M14 38h72M32 12v16M68 12v16M30 54h8M46 54h8M62 54h8M30 70h8M46 70h8"/>',
  },
  achievement: {
    name: 'trophy',
    svg: '<path d="M30 14h40v22a20 20 0 0 1-40 0Z"/><path d="M30 22H16c0 14 6 20 16 22M70 22h14c0 14-6 20-16 22M50 56v14M36 86h28M40 86l4-16h12l4 16"/>',
  },
};

interface CardJob {
  /** The image file, relative to the content root. */
  file: string;
  title: string;
  /** The line above the title: "IoT · 2024", "Post Induction · 2019". */
  kind: string;
  /** A key of MARKS, or "club" for the club's own mark. */
  mark: string;
  /** The alt text the content gives it. */
  alt: string;
}

const readYaml = (root: string, file: string) =>
  parseYaml(readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;

const isCard = (entry: { alt?: string }) => entry.alt?.startsWith(CARD_ALT_PREFIX) ?? false;

interface Pictured {
  image: string;
  alt?: string;
  title?: string;
  caption?: string;
}

/** Every picture whose alt text says it is a placeholder card, with what to draw on it. */
export function cardJobs(root = CONTENT_ROOT): CardJob[] {
  const jobs: CardJob[] = [];
  const events = readYaml(root, 'events.yaml') as { events: (Pictured & { title: string })[] };
  for (const event of events.events.filter(isCard))
    jobs.push({ file: `events/${event.image}`, title: event.title, kind: 'Event', mark: 'event', alt: event.alt! });

  const home = readYaml(root, 'home.yaml') as Record<string, Pictured[]>;
  for (const [list, kind, markName] of [
    ['recentEvents', 'Event', 'event'],
    ['recentAchievements', 'Achievement', 'achievement'],
  ] as const) {
    for (const entry of home[list]!.filter(isCard))
      jobs.push({ file: `home/${entry.image}`, title: entry.caption!, kind, mark: markName, alt: entry.alt! });
  }

  const tab = readYaml(root, 'tab.yaml') as {
    domains: { id: string; name: string; years: { year: number; major?: Pictured[]; minor?: Pictured[] }[] }[];
  };
  for (const domain of tab.domains)
    for (const year of domain.years)
      for (const project of [...(year.major ?? []), ...(year.minor ?? [])].filter(isCard))
        jobs.push({
          file: `tab/${project.image}`,
          title: project.title!,
          kind: `${domain.name} · ${year.year}`,
          mark: domain.id,
          alt: project.alt!,
        });

  const labels = { induction: 'Induction', post: 'Post Induction' } as Record<string, string>;
  for (const kind of Object.keys(labels)) {
    for (const name of readdirSync(path.join(root, 'galleries', kind)).filter((file) => file.endsWith('.yaml'))) {
      const year = name.replace(/\.yaml$/, '');
      const gallery = readYaml(root, `galleries/${kind}/${name}`) as { projects: Pictured[] };
      for (const project of gallery.projects.filter(isCard))
        jobs.push({
          file: `galleries/${kind}/${year}/${project.image}`,
          title: project.title!,
          kind: `${labels[kind]} · ${year}`,
          mark: 'club',
          alt: project.alt!,
        });
    }
  }
  return jobs;
}

/** The letter a card shows: the title's first letter or digit, "Lab Equipment…" -> "L". */
export const cardInitial = (title: string) => (/[\p{L}\p{N}]/u.exec(title)?.[0] ?? '·').toUpperCase();

/** The alt text of a card: that it stands in for a photograph, and what it shows. */
export function cardAlt(job: Pick<CardJob, 'mark' | 'title' | 'kind'>): string {
  const what =
    job.mark === 'club'
      ? "the club's mark"
      : job.mark in { event: 1, achievement: 1 }
        ? `a ${MARKS[job.mark]!.name} mark`
        : `the ${job.kind.split(' · ')[0]} domain's mark`;
  return `${CARD_ALT_PREFIX}, no photograph yet: ${what} and the letter ${cardInitial(job.title)}.`;
}

function markSvg(name: string, x: number, y: number, size: number, colour: Record<string, string>): string {
  if (name === 'club') return mark(x, y, size);
  const icon = MARKS[name];
  if (!icon) throw new Error(`no mark for "${name}"; add one to MARKS in content-tools/sample-pictures.ts`);
  return [
    `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${size * 0.22}" fill="${colour['--rc-color-ink-raised']}"/>`,
    `<svg x="${x + size * 0.15}" y="${y + size * 0.15}" width="${size * 0.7}" height="${size * 0.7}" viewBox="0 0 100 100" fill="none" stroke="${colour['--rc-color-accent-on-ink']}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round">${icon.svg}</svg>`,
  ].join('');
}

const heavy = (d: string, colour: string, size: number) =>
  `<path d="${d}" fill="${colour}" stroke="${colour}" stroke-width="${(size * 0.035).toFixed(2)}" stroke-linejoin="round"/>`;

export function cardSvg(job: CardJob): string {
  const colour = tokens();
  const { width, height } = CARD;
  // The mark on the left and the title's letter on the right, side by side in the middle of
  // the card, so a card cropped to 16:9 or 4:3 keeps both.
  const markSize = 320;
  const letterSize = 420;
  const letter = cardInitial(job.title);
  const letterX = width * 0.7 - measure(letter, letterSize) / 2;
  const middle = height / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${colour['--rc-color-ink']}"/>`,
    `<circle cx="${width * 0.7}" cy="${middle}" r="250" fill="none" stroke="${colour['--rc-color-ink-raised']}" stroke-width="28"/>`,
    markSvg(job.mark, width * 0.3 - markSize / 2, middle - markSize / 2, markSize, colour),
    heavy(outline(letter, letterX, middle + letterSize * 0.36, letterSize), colour['--rc-color-on-ink']!, letterSize),
    `<rect y="${height - 24}" width="${width}" height="24" fill="${colour['--rc-color-warm']}"/>`,
    '</svg>',
  ].join('');
}

/** "Kavya Raghunathan" -> "KR"; one name gives its first letter. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return picked.map((word) => word[0]!.toUpperCase()).join('');
}

export function portraitSvg(name: string): string {
  const colour = tokens();
  const backgrounds = ['--rc-color-ink', '--rc-color-accent-strong', '--rc-color-ink-raised', '--rc-color-accent'];
  // The same name always gets the same colour.
  const pick = createHash('sha256').update(name).digest()[0]! % backgrounds.length;
  const text = initials(name);
  const size = 300;
  const x = (PORTRAIT - measure(text, size)) / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PORTRAIT}" height="${PORTRAIT}" viewBox="0 0 ${PORTRAIT} ${PORTRAIT}">`,
    `<rect width="${PORTRAIT}" height="${PORTRAIT}" fill="${colour[backgrounds[pick]!]}"/>`,
    heavy(outline(text, x, PORTRAIT / 2 + size * 0.36, size), colour['--rc-color-on-ink']!, size),
    `<rect x="${PORTRAIT / 2 - 80}" y="${PORTRAIT - 170}" width="160" height="16" rx="8" fill="${colour['--rc-color-warm']}"/>`,
    '</svg>',
  ].join('');
}

/** Every member photo named in a team file, with the member's name. */
export function portraitJobs(root = CONTENT_ROOT): { file: string; name: string }[] {
  const photos = new Map<string, string>();
  for (const name of readdirSync(path.join(root, 'team')).filter((file) => /^\d{4}-\d{2}\.yaml$/.test(file))) {
    const team = readYaml(root, `team/${name}`) as { sections: { members: { name: string; image?: string }[] }[] };
    for (const member of team.sections.flatMap((section) => section.members))
      if (member.image) photos.set(`team/${member.image}`, member.name);
  }
  return [...photos].sort(([a], [b]) => a.localeCompare(b)).map(([file, name]) => ({ file, name }));
}

const jpeg = (svg: string) =>
  sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true, chromaSubsampling: '4:4:4' }).toBuffer();

if (import.meta.main) {
  const { values } = parseArgs({ options: { portraits: { type: 'boolean', default: false } } });
  const cards = cardJobs();
  for (const job of cards) writeFileSync(path.join(CONTENT_ROOT, job.file), await jpeg(cardSvg(job)));
  console.log(`${cards.length} cards drawn`);
  if (values.portraits) {
    const portraits = portraitJobs();
    for (const job of portraits) writeFileSync(path.join(CONTENT_ROOT, job.file), await jpeg(portraitSvg(job.name)));
    console.log(`${portraits.length} portraits drawn`);
  }
}
