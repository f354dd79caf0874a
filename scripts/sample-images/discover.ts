/**
 * Finds every image the content refers to:
 *
 * - in each *.yaml data file, every string under a key named `image` or `cover`; the file lives in
 *   the folder named after the data file (galleries/post/2023.yaml -> galleries/post/2023/; the team files of every year share team/);
 * - in each articles/*.mdx, every relative reference such as ./IOT1/board.jpg (markdown images,
 *   imports and JSX attributes), resolved against the articles folder.
 *
 * Folders named "fixtures" (test data, not part of the site) are left out.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { imageFolderOf } from '../../src/content/image-folder.ts';
import type { ImageKind } from './render.ts';

export interface ImageRef {
  /** Absolute path of the image file. */
  file: string;
  /** Path relative to the content root, with forward slashes, such as "team/kavya-r.jpg". */
  rel: string;
  /** A human title: the object's title, caption, name or alt text, else the file name in words. */
  title: string;
  /** More words about the image (the other texts of the object), used to pick a subject. */
  description: string;
  /** Where it was referenced, such as "home.yaml: slides[2].image". */
  source: string;
  kind: ImageKind;
  /** True when the title is only the file name in words. */
  titleFromFile: boolean;
}

/** Folders that are not site content: test fixtures (each has its own small images) and dependencies. */
const SKIPPED_DIRS = new Set(['fixtures', '__fixtures__', 'node_modules']);

const IMAGE_EXT = /\.(jpe?g|png|webp|avif)$/i;
const TITLE_KEYS = ['title', 'caption', 'name', 'alt'] as const;

const toPosix = (p: string) => p.split(path.sep).join('/');

/** "line-follower_v2.jpg" -> "line follower v2" */
export function fileTitle(file: string): string {
  return path
    .basename(file)
    .replace(IMAGE_EXT, '')
    .replace(/[-_.]+/g, ' ')
    .trim();
}

/** The kind of picture a path needs: team portraits, home-page slides, or 4:3 illustrations. */
export function kindFor(rel: string, keyPath = ''): ImageKind {
  const [top] = rel.split('/');
  if (top === 'team') return 'avatar';
  if (top === 'home' && (/^slide/i.test(path.posix.basename(rel)) || /^slides\[/.test(keyPath))) return 'slide';
  return 'illustration';
}

async function walk(dir: string, match: (name: string) => boolean): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const out: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await walk(full, match)));
    else if (entry.isFile() && match(entry.name)) out.push(full);
  }
  return out;
}

/** A usable relative image file name, or undefined for URLs, absolute paths and escapes. */
function relativeImage(value: string): string | undefined {
  const v = value.trim();
  if (!IMAGE_EXT.test(v) || /^[a-z][a-z0-9+.-]*:/i.test(v) || v.startsWith('/') || v.startsWith('\\')) return undefined;
  const normal = path.posix.normalize(v.replace(/\\/g, '/'));
  if (normal.startsWith('..')) return undefined;
  return normal;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function refsFromYamlData(data: unknown, root: string, dataFile: string): ImageRef[] {
  const relData = toPosix(path.relative(root, dataFile));
  const folder = path.join(root, imageFolderOf(relData));
  const refs: ImageRef[] = [];
  const visit = (node: unknown, keyPath: string) => {
    if (Array.isArray(node)) {
      node.forEach((item, i) => visit(item, `${keyPath}[${i}]`));
      return;
    }
    if (!isRecord(node)) return;
    for (const [key, value] of Object.entries(node)) {
      const here = keyPath ? `${keyPath}.${key}` : key;
      if ((key === 'image' || key === 'cover') && typeof value === 'string') {
        const name = relativeImage(value);
        if (!name) continue;
        const file = path.join(folder, name);
        const rel = toPosix(path.relative(root, file));
        const texts = TITLE_KEYS.map((k) => node[k]).filter(
          (t): t is string => typeof t === 'string' && t.trim() !== '',
        );
        const title = texts[0]?.trim() ?? fileTitle(name);
        refs.push({
          file,
          rel,
          title,
          description: texts.slice(1).join(' '),
          source: `${relData}: ${here}`,
          kind: kindFor(rel, here),
          titleFromFile: texts.length === 0,
        });
      } else {
        visit(value, here);
      }
    }
  };
  visit(data, '');
  return refs;
}

/** Fenced and inline code is left out, so paths in code samples are not mistaken for images. */
function stripCode(text: string): string {
  return text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

function frontmatter(text: string): Record<string, unknown> {
  const m = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (!m?.[1]) return {};
  try {
    const data: unknown = parse(m[1]);
    return isRecord(data) ? data : {};
  } catch {
    return {};
  }
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function refsFromMdx(text: string, root: string, mdxFile: string): ImageRef[] {
  const dir = path.dirname(mdxFile);
  const relMdx = toPosix(path.relative(root, mdxFile));
  const fm = frontmatter(text);
  const context = [fm.title, fm.category].filter((t): t is string => typeof t === 'string').join(' ');
  const body = stripCode(text);
  const found = new Map<string, { alt?: string; how: string }>();
  const note = (ref: string, how: string, alt?: string) => {
    const prev = found.get(ref);
    if (!prev || (!prev.alt && alt)) found.set(ref, { alt: alt?.trim() || prev?.alt, how: prev?.how ?? how });
  };
  const refPattern = String.raw`\./[A-Za-z0-9_-]+/[A-Za-z0-9_.-]+\.(?:jpe?g|png)`;
  // ![alt](./Folder/name.jpg "optional title")
  for (const m of body.matchAll(
    new RegExp(String.raw`!\[([^\]]*)\]\(\s*<?(${refPattern})>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)`, 'g'),
  )) {
    note(m[2] as string, 'markdown image', m[1]);
  }
  // import poster from './Folder/name.jpg' -> alt from the JSX tag that uses {poster}
  for (const m of body.matchAll(
    new RegExp(String.raw`import\s+([A-Za-z_$][\w$]*)\s+from\s+["'](${refPattern})["']`, 'g'),
  )) {
    const name = m[1] as string;
    const tag = new RegExp(String.raw`<[A-Za-z][^>]*\{\s*${escapeRe(name)}\s*\}[^>]*>`).exec(body)?.[0] ?? '';
    const alt =
      /\b(?:alt|caption|title)=["']([^"']+)["']/.exec(tag)?.[1] ??
      /\b(?:alt|caption|title)=\{["']([^"']+)["']\}/.exec(tag)?.[1];
    note(m[2] as string, `import ${name}`, alt);
  }
  // Anything else, such as <img src="./Folder/name.png" alt="..." />.
  for (const m of body.matchAll(new RegExp(String.raw`["'(](${refPattern})["')]`, 'g'))) {
    const ref = m[1] as string;
    if (found.has(ref)) continue;
    const tagStart = body.lastIndexOf('<', m.index);
    const tagEnd = body.indexOf('>', m.index);
    const tag = tagStart >= 0 && tagEnd > tagStart ? body.slice(tagStart, tagEnd) : '';
    note(ref, 'reference', /\balt=["']([^"']+)["']/.exec(tag)?.[1]);
  }
  const refs: ImageRef[] = [];
  for (const [ref, { alt, how }] of found) {
    const file = path.join(dir, ref);
    const rel = toPosix(path.relative(root, file));
    const folder = ref.split('/')[1] ?? '';
    refs.push({
      file,
      rel,
      title: alt || fileTitle(ref),
      // The folder (IOT1, ROS2 ...) and the article's title and category help pick the subject.
      description: [folder.replace(/\d+$/, ''), context].join(' '),
      source: `${relMdx}: ${how}`,
      kind: 'illustration',
      titleFromFile: !alt,
    });
  }
  return refs;
}

/** All images referenced under a content root, one entry per file, sorted by path. */
export async function findImageRefs(contentRoot: string): Promise<{ refs: ImageRef[]; warnings: string[] }> {
  const root = path.resolve(contentRoot);
  const warnings: string[] = [];
  const all: ImageRef[] = [];
  for (const file of await walk(root, (name) => /\.ya?ml$/i.test(name))) {
    let data: unknown;
    try {
      data = parse(await readFile(file, 'utf8'));
    } catch (error) {
      warnings.push(
        `${toPosix(path.relative(root, file))}: not valid YAML yet, skipped (${(error as Error).message.split('\n')[0]})`,
      );
      continue;
    }
    all.push(...refsFromYamlData(data, root, file));
  }
  const articles = path.join(root, 'articles');
  for (const file of await walk(articles, (name) => name.endsWith('.mdx'))) {
    if (path.dirname(file) !== articles) continue;
    all.push(...refsFromMdx(await readFile(file, 'utf8'), root, file));
  }
  // One entry per file; a real title beats a file-name title (a gallery cover is usually also a project image).
  const byRel = new Map<string, ImageRef>();
  for (const ref of all) {
    const prev = byRel.get(ref.rel);
    if (!prev || (prev.titleFromFile && !ref.titleFromFile)) byRel.set(ref.rel, ref);
  }
  const refs = [...byRel.values()].sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
  return { refs, warnings };
}
