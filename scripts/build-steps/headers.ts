/**
 * The `_headers` file of a static host (Cloudflare Pages), written from nginx.conf itself:
 * nginx.conf stays the one place where the security headers and cache rules are written,
 * and this module reads its `add_header` lines and the `map` blocks they name (and the
 * build's csp-hashes.conf, which nginx.conf includes), works out what nginx sends for
 * every file of the build, and writes the fewest path rules that send the same.
 * Why this way round: docs/decisions/0013-static-host-files-from-nginx-conf.md.
 *
 * The host's rules (https://developers.cloudflare.com/pages/configuration/headers/): every
 * rule whose path matches applies, in the file's order; `! Name` removes a header an
 * earlier rule attached; a path holds one splat (`*`), which matches anything, slashes
 * included; matching is case-sensitive. Limits: 100 rules, 2,000 characters a line.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CSP_HASHES_FILE } from './csp-hashes.ts';
import { listFiles } from './files.ts';

export const HEADERS_FILE = '_headers';
/** Cloudflare Pages' limits for `_headers` (page above, "A project is limited to 100 header rules"). */
export const HEADER_LIMITS = { rules: 100, lineLength: 2000 };

/** Files nginx.conf reads from the document root and never serves (its `internal` locations). */
export const NGINX_ONLY_FILES = ['route-case.map', CSP_HASHES_FILE];

/**
 * The type nginx sends for each kind of file the build writes: Debian's /etc/nginx/mime.types,
 * with nginx.conf's own `types` for route data, calendars and the feed. Anything else is
 * nginx.conf's `default_type` (application/octet-stream): the search index's chunks and its
 * WebAssembly file (`.pagefind`). A unit test holds this list to mime.types.
 */
export const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html',
  css: 'text/css',
  js: 'application/javascript',
  json: 'application/json',
  xml: 'text/xml',
  txt: 'text/plain',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  woff2: 'font/woff2',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  ico: 'image/x-icon',
  ics: 'text/calendar',
  data: 'text/x-script',
};
const DEFAULT_TYPE = 'application/octet-stream';
/** nginx.conf's `location ~ /feed\.xml$`. */
const typeOf = (uri: string) =>
  uri.endsWith('/feed.xml') ? 'application/rss+xml' : (CONTENT_TYPES[extension(uri) ?? ''] ?? DEFAULT_TYPE);
const extension = (uri: string) => /\.(\w+)$/.exec(uri)?.[1];

interface MapBlock {
  source: string;
  /** Exact keys first, then regular expressions in order, as nginx's `map` matches them. */
  exact: Map<string, string>;
  patterns: [RegExp, string][];
  fallback: string;
}

const unquote = (text: string) => (text.startsWith('"') ? text.slice(1, -1).replace(/\\"/g, '"') : text);

/** Every `map $a $b { … }` block of an nginx config, by the variable it sets. */
export function parseMaps(config: string): Map<string, MapBlock> {
  const maps = new Map<string, MapBlock>();
  for (const [, source, target, body] of config.matchAll(
    /^\s*map\s+("[^"]+"|\$\w+)\s+\$(\w+)\s*\{([\s\S]*?)^\s*\}/gm,
  )) {
    const block: MapBlock = { source: unquote(source!), exact: new Map(), patterns: [], fallback: '' };
    for (const line of body!.split('\n')) {
      const entry = /^\s*("(?:[^"\\]|\\.)*"|\S+)\s+("(?:[^"\\]|\\.)*"|[^\s;]+)\s*;\s*$/.exec(line);
      if (!entry || entry[1] === 'include') continue;
      const key = unquote(entry[1]!);
      const value = unquote(entry[2]!);
      if (key === 'default') block.fallback = value;
      else if (key.startsWith('~')) block.patterns.push([new RegExp(key.slice(1)), value]);
      else block.exact.set(key, value);
    }
    maps.set(target!, block);
  }
  return maps;
}

/** The `add_header Name value always;` lines of the server: name, and a literal or `$variable`. */
export function parseAddHeaders(config: string): [string, string][] {
  return [...config.matchAll(/^\s*add_header\s+([\w-]+)\s+("[^"]*"|\$\w+)\s+always;/gm)].map(([, name, value]) => [
    name!,
    unquote(value!),
  ]);
}

export type HeaderSet = Record<string, string>;

/**
 * What nginx.conf (with the build's csp-hashes.conf) sends with a 200 response to a GET
 * of `uri` whose file has `contentType`. A header whose value comes out empty is not sent.
 */
export function nginxHeaders(config: string, uri: string, contentType: string): HeaderSet {
  const maps = parseMaps(config);
  const known: Record<string, string> = {
    uri,
    status: '200',
    request_method: 'GET',
    sent_http_content_type: contentType,
  };
  const expand = (text: string, seen: string[]): string =>
    text.replace(/\$(\w+)/g, (_, name: string) => variable(name, seen));
  const variable = (name: string, seen: string[]): string => {
    if (name in known) return known[name]!;
    const block = maps.get(name);
    if (!block || seen.includes(name)) throw new Error(`nginx.conf: no map sets $${name}`);
    const input = expand(block.source, [...seen, name]);
    const value =
      block.exact.get(input) ?? block.patterns.find(([pattern]) => pattern.test(input))?.[1] ?? block.fallback;
    return expand(value, [...seen, name]);
  };
  const headers: HeaderSet = {};
  for (const [name, value] of parseAddHeaders(config)) {
    const sent = expand(value, []);
    if (sent !== '') headers[name] = sent;
  }
  return headers;
}

export interface HeaderRule {
  path: string;
  detach: string[];
  attach: HeaderSet;
}

/** A file of the build as the host serves it: its address, and what nginx sends with it. */
interface Served {
  uri: string;
  headers: HeaderSet;
}

const CACHE = 'Cache-Control';
const without = (headers: HeaderSet, name: string) =>
  Object.fromEntries(Object.entries(headers).filter(([key]) => key !== name));
const same = (a: HeaderSet, b: HeaderSet) => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
const sorted = (headers: HeaderSet) =>
  Object.fromEntries(Object.entries(headers).sort(([a], [b]) => a.localeCompare(b)));

/** The rule that turns `from` (what earlier rules attached) into `to`, or none when they agree. */
function difference(pattern: string, from: HeaderSet, to: HeaderSet): HeaderRule | undefined {
  const detach = Object.keys(from).filter((name) => from[name] !== to[name]);
  const attach = Object.fromEntries(Object.entries(to).filter(([name, value]) => from[name] !== value));
  return detach.length === 0 && Object.keys(attach).length === 0 ? undefined : { path: pattern, detach, attach };
}

/**
 * The host's rules for a build: one for every path (what pages get), one per kind of file
 * that gets other policies (`*.css`), one per folder or folder and kind whose files are
 * cached differently (`assets/*`). Throws when nginx.conf sends something these shapes
 * cannot say, such as two files of one kind with different policies.
 */
export function headerRules(served: Served[], basePath: string, pages: Served[]): HeaderRule[] {
  const page = pages[0]!.headers;
  for (const other of pages) {
    if (!same(other.headers, page)) throw new Error(`${other.uri} gets other headers from nginx than ${pages[0]!.uri}`);
  }
  const rules: HeaderRule[] = [{ path: `${basePath}*`, detach: [], attach: page }];

  const byExtension = Map.groupBy(served, (file) => extension(file.uri) ?? '');
  for (const [ext, files] of [...byExtension].sort(([a], [b]) => a.localeCompare(b))) {
    const policies = without(files[0]!.headers, CACHE);
    const odd = files.find((file) => !same(without(file.headers, CACHE), policies));
    if (odd) throw new Error(`${odd.uri} gets other policies from nginx than ${files[0]!.uri}`);
    if (!ext) continue;
    const rule = difference(`${basePath}*.${ext}`, without(page, CACHE), policies);
    if (rule) rules.push(rule);
  }

  const cachedOtherwise = served.filter((file) => file.headers[CACHE] !== page[CACHE]);
  const covered = new Set<string>();
  for (const file of cachedOtherwise) {
    if (covered.has(file.uri)) continue;
    const relative = file.uri.slice(basePath.length);
    const folder = relative.includes('/') ? relative.slice(0, relative.indexOf('/')) : '';
    const candidates = [
      ...(folder ? [`${basePath}${folder}/*`] : []),
      ...(folder ? [`${basePath}${folder}/*.${extension(file.uri)}`] : []),
      `${basePath}*.${extension(file.uri)}`,
    ];
    const pattern = candidates.find((candidate) => {
      const matched = served.filter((other) => matches(candidate, other.uri));
      return matched.every((other) => other.headers[CACHE] === file.headers[CACHE]);
    });
    if (!pattern) throw new Error(`No path rule can give ${file.uri} the Cache-Control nginx sends`);
    for (const other of served) if (matches(pattern, other.uri)) covered.add(other.uri);
    rules.push({ path: pattern, detach: [CACHE], attach: { [CACHE]: file.headers[CACHE]! } });
  }
  return rules;
}

/** A `_headers` path with one splat, as the host matches it. */
export function matches(pattern: string, uri: string): boolean {
  const [head, tail] = pattern.split('*');
  if (tail === undefined) return pattern === uri;
  return uri.length >= head!.length + tail.length && uri.startsWith(head!) && uri.endsWith(tail);
}

/** What the host sends for `uri` under these rules: each matching rule detaches, then attaches. */
export function applyRules(rules: HeaderRule[], uri: string): HeaderSet {
  const headers: HeaderSet = {};
  for (const rule of rules.filter((candidate) => matches(candidate.path, uri))) {
    for (const name of rule.detach) delete headers[name];
    for (const [name, value] of Object.entries(rule.attach))
      headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}

export function renderHeaders(rules: HeaderRule[], basePath: string): string {
  const lines = [
    `# Written by scripts/build-steps/headers.ts from nginx.conf for base path ${basePath}; do not edit.`,
    ...rules.flatMap((rule) => [
      rule.path,
      ...rule.detach.map((name) => `  ! ${name}`),
      ...Object.entries(rule.attach).map(([name, value]) => `  ${name}: ${value}`),
    ]),
    '',
  ];
  if (rules.length > HEADER_LIMITS.rules)
    throw new Error(`_headers: ${rules.length} rules, more than the host's ${HEADER_LIMITS.rules}`);
  const long = lines.find((line) => line.length > HEADER_LIMITS.lineLength);
  if (long) throw new Error(`_headers: a line of ${long.length} characters, more than ${HEADER_LIMITS.lineLength}`);
  return lines.join('\n');
}

/** The top folder of an address under the base path (`admin` of /robotics/admin/x.js), if any. */
const topFolder = (uri: string, basePath: string) => {
  const relative = uri.slice(basePath.length);
  return relative.includes('/') ? relative.slice(0, relative.indexOf('/')) : undefined;
};

/**
 * Files in a folder that nginx.conf gives policies of its own (the content editor's admin/),
 * each with what nginx would send the same file in another folder: the rules for the whole
 * build are worked out from those, then one rule per such folder changes what differs.
 */
function ownPolicyFolders(config: string, basePath: string, files: Served[]): Map<string, Served> {
  const elsewhere = new Map<string, Served>();
  for (const file of files) {
    const folder = topFolder(file.uri, basePath);
    if (!folder) continue;
    const moved = `${basePath}_${file.uri.slice(basePath.length + folder.length)}`;
    const headers = nginxHeaders(config, moved, file.uri.endsWith('/') ? 'text/html' : typeOf(file.uri));
    // Caching follows the file's own folders (assets/), which the move would lose.
    delete headers[CACHE];
    if (file.headers[CACHE] !== undefined) headers[CACHE] = file.headers[CACHE];
    if (!same(headers, file.headers)) elsewhere.set(file.uri, { uri: file.uri, headers });
  }
  const folders = new Set([...elsewhere.keys()].map((uri) => topFolder(uri, basePath)));
  for (const file of files) {
    if (folders.has(topFolder(file.uri, basePath)) && !elsewhere.has(file.uri)) elsewhere.set(file.uri, file);
  }
  return elsewhere;
}

/** One rule per folder with policies of its own: what its files get there and not elsewhere. */
function folderRules(basePath: string, files: Served[], elsewhere: Map<string, Served>): HeaderRule[] {
  const byFolder = Map.groupBy(
    files.filter((file) => elsewhere.has(file.uri)),
    (file) => topFolder(file.uri, basePath)!,
  );
  return [...byFolder].map(([folder, inFolder]) => {
    const rule: HeaderRule = { path: `${basePath}${folder}/*`, detach: [], attach: {} };
    for (const file of inFolder) {
      const other = elsewhere.get(file.uri)!.headers;
      for (const name of new Set([...Object.keys(file.headers), ...Object.keys(other)])) {
        if (other[name] === file.headers[name]) continue;
        if (!rule.detach.includes(name)) rule.detach.push(name);
        if (file.headers[name] !== undefined) rule.attach[name] ??= file.headers[name];
      }
    }
    return rule;
  });
}

/**
 * The address a file of the build is served at: for a page, its folder (`/team/`, which nginx
 * serves with the same headers as `/team`; the content editor's page is only at `/admin/`).
 */
function addressOf(distDir: string, file: string): string {
  const uri = `/${path.relative(distDir, file).split(path.sep).join('/')}`;
  return uri.replace(/\/index\.html$/, '/');
}

/**
 * Writes `_headers` at the root of the build output (after csp-hashes.conf), and checks
 * that the host would send what nginx sends for every file and page it lists.
 */
export function writeHeaders(distDir: string, basePath: string, nginxConfPath: string): number {
  const config = `${readFileSync(nginxConfPath, 'utf8')}\n${readFileSync(path.join(distDir, CSP_HASHES_FILE), 'utf8')}`;
  const files = listFiles(distDir).filter(
    (file) => !/\.(br|gz)$/.test(file) && ![...NGINX_ONLY_FILES, '404.html'].includes(path.relative(distDir, file)),
  );
  const serve = (uri: string, type: string): Served => ({ uri, headers: nginxHeaders(config, uri, type) });
  const actualPages = files
    .filter((file) => file.endsWith('/index.html'))
    .map((file) => serve(addressOf(distDir, file), 'text/html'));
  const actualServed = files
    .filter((file) => !file.endsWith('/index.html'))
    .map((file) => {
      const uri = addressOf(distDir, file);
      return serve(uri, typeOf(uri));
    });
  const areas = ownPolicyFolders(config, basePath, [...actualPages, ...actualServed]);
  const asElsewhere = (file: Served): Served => areas.get(file.uri) ?? file;
  const rules = [
    ...headerRules(actualServed.map(asElsewhere), basePath, actualPages.map(asElsewhere)),
    ...folderRules(basePath, [...actualPages, ...actualServed], areas),
  ];
  for (const file of [...actualPages, ...actualServed]) {
    if (!same(applyRules(rules, file.uri), file.headers))
      throw new Error(`_headers would not send ${file.uri} the headers nginx sends`);
  }
  writeFileSync(path.join(distDir, HEADERS_FILE), renderHeaders(rules, basePath));
  return rules.length;
}
