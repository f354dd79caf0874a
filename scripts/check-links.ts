/**
 * `npm run check:links`: reads every built page of both builds (dist/ and the sub-path
 * build) and checks that each link, fragment, image, video, script, stylesheet and PDF it
 * names resolves to a file of that build, mapping URLs to files the way nginx.conf does:
 * /x -> x/index.html, or the file x itself; /x/ -> x/index.html; a #fragment must be the
 * id of an element in the target page. Prints each broken reference with its page and
 * exits non-zero when there is one.
 *
 *   node scripts/check-links.ts                 both e2e builds
 *   node scripts/check-links.ts dist            one document root
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_BASES } from '../e2e/support/bases.ts';
import { listFiles } from './build/files.ts';

/** The attributes that point at something, by element. `srcset` lists several URLs. */
const URL_ATTRIBUTES: Record<string, string[]> = {
  a: ['href'],
  link: ['href'],
  script: ['src'],
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
  iframe: ['src'],
};

/** Any page of the site can be asked for; the Not Found page is checked as if at a nested unknown path. */
const NOT_FOUND_PAGE = '404.html';
const NOT_FOUND_URL = '/no/such/folder/page';

export interface BrokenLink {
  /** The page the reference is on, as a URL path. */
  page: string;
  /** The element and attribute: "img srcset". */
  where: string;
  url: string;
  problem: string;
}

export interface LinkReport {
  pages: number;
  references: number;
  broken: BrokenLink[];
}

interface Reference {
  where: string;
  url: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return String.fromCodePoint(code);
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Script bodies, styles and comments can hold text that looks like markup. */
const stripOpaque = (html: string) =>
  html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, '$1</script>')
    .replace(/(<style\b[^>]*>)[\s\S]*?<\/style>/gi, '$1</style>');

function* tags(html: string): Generator<{ name: string; attributes: Map<string, string> }> {
  for (const tag of stripOpaque(html).matchAll(
    /<([a-zA-Z][\w-]*)((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g,
  )) {
    const attributes = new Map<string, string>();
    for (const attribute of tag[2]!.matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
      attributes.set(attribute[1]!.toLowerCase(), decodeEntities(attribute[2] ?? attribute[3] ?? attribute[4] ?? ''));
    }
    yield { name: tag[1]!.toLowerCase(), attributes };
  }
}

/** Every URL a page refers to, with the element and attribute it came from. */
export function extractReferences(html: string): Reference[] {
  const references: Reference[] = [];
  for (const { name, attributes } of tags(html)) {
    for (const attribute of URL_ATTRIBUTES[name] ?? []) {
      const value = attributes.get(attribute);
      if (value === undefined) continue;
      const urls =
        attribute === 'srcset'
          ? value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!)
          : [value.trim()];
      for (const url of urls) if (url) references.push({ where: `${name} ${attribute}`, url });
    }
  }
  return references;
}

/** The ids (and old-style anchor names) a page defines, for #fragment links. */
export function extractIds(html: string): Set<string> {
  const ids = new Set<string>();
  for (const { name, attributes } of tags(html)) {
    const id = attributes.get('id');
    if (id) ids.add(id);
    if (name === 'a' && attributes.get('name')) ids.add(attributes.get('name')!);
  }
  return ids;
}

/** The URL path nginx serves a built page at: "blogs/ROS1/index.html" -> "/blogs/ROS1". */
function pageUrl(root: string, file: string): string {
  const relative = path.relative(root, file).split(path.sep).join('/');
  if (relative === NOT_FOUND_PAGE) return NOT_FOUND_URL;
  if (relative === 'index.html') return '/';
  return `/${relative.replace(/\/index\.html$/, '')}`;
}

/** The file nginx answers a URL path with, as nginx.conf's try_files does, or undefined. */
export function resolveFile(root: string, urlPath: string): string | undefined {
  const absolute = path.join(root, urlPath);
  if (!absolute.startsWith(root)) return undefined;
  const candidates = urlPath.endsWith('/')
    ? [path.join(absolute, 'index.html')]
    : [path.join(absolute, 'index.html'), absolute];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/** Checks every page under one document root. */
export function checkLinks(root: string): LinkReport {
  const documentRoot = path.resolve(root);
  const origin = 'http://site.invalid';
  const idsByFile = new Map<string, Set<string>>();
  const idsOf = (file: string) => {
    let ids = idsByFile.get(file);
    if (!ids) {
      ids = extractIds(readFileSync(file, 'utf8'));
      idsByFile.set(file, ids);
    }
    return ids;
  };

  const broken: BrokenLink[] = [];
  let references = 0;
  const pages = listFiles(documentRoot, '.html');
  for (const file of pages) {
    const page = pageUrl(documentRoot, file);
    for (const { where, url } of extractReferences(readFileSync(file, 'utf8'))) {
      references++;
      let target: URL;
      try {
        target = new URL(url, origin + page);
      } catch {
        broken.push({ page, where, url, problem: 'not a valid URL' });
        continue;
      }
      // Other sites, mail and phone links are not part of the build.
      if (target.origin !== origin) continue;

      const urlPath = decodeURIComponent(target.pathname);
      const targetFile =
        target.pathname === new URL(origin + page).pathname && url.startsWith('#')
          ? file
          : resolveFile(documentRoot, urlPath);
      if (!targetFile) {
        broken.push({ page, where, url, problem: `no file for ${urlPath} in the build` });
        continue;
      }
      const fragment = decodeURIComponent(target.hash.slice(1));
      if (fragment && targetFile.endsWith('.html') && !idsOf(targetFile).has(fragment)) {
        broken.push({ page, where, url, problem: `no element with id "${fragment}" in ${urlPath}` });
      }
    }
  }
  return { pages: pages.length, references, broken };
}

function main(dirs: string[]) {
  const root = path.resolve(import.meta.dirname, '..');
  const targets = dirs.length > 0 ? dirs : E2E_BASES.map((base) => base.distDir);
  let failed = false;
  for (const dir of targets) {
    const absolute = path.resolve(root, dir);
    if (!existsSync(absolute)) {
      console.error(`No build in ${dir}/: build it first (npm run build, or npm run test:e2e for both bases).`);
      failed = true;
      continue;
    }
    const report = checkLinks(absolute);
    if (report.broken.length === 0) {
      console.log(`Links: ${dir}/ is whole: ${report.references} references on ${report.pages} pages resolve.`);
      continue;
    }
    failed = true;
    console.error(`Links: ${report.broken.length} broken in ${dir}/ (${report.pages} pages checked):`);
    for (const link of report.broken) {
      console.error(`  - on ${link.page}: ${link.where}="${link.url}": ${link.problem}`);
    }
  }
  if (failed) process.exit(1);
}

// Run as a command, not when the unit test imports it (import.meta.main is too new for Node 22).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
