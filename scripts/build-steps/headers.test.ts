import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTENT_TYPES, HEADER_LIMITS, nginxHeaders, renderHeaders, writeHeaders } from './headers.ts';

const nginxConf = path.resolve(import.meta.dirname, '../../nginx.conf');
const productionConfig = readFileSync(nginxConf, 'utf8');
/** csp-hashes.conf as the build writes it, with one hash of a script (BBB) and one of a style (AAA). */
const cspHashes = [
  ['script_hashes', 'BBB'],
  ['style_hashes', 'AAA'],
]
  .flatMap(([variable, hash]) => [
    `map "$status $sent_http_content_type" $${variable} {`,
    '    default "";',
    `    "~^304 " "'sha256-${hash}='";`,
    `    "~^\\d+ text/html" "'sha256-${hash}='";`,
    '}',
  ])
  .join('\n');

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** A small build output: the files named, with csp-hashes.conf as the build writes it. */
function build(files: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'headers-'));
  dirs.push(dir);
  for (const file of [...files, 'csp-hashes.conf', '404.html']) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), file === 'csp-hashes.conf' ? cspHashes : 'x');
  }
  return dir;
}

/** The rules of a `_headers` file: path, then its indented lines. */
function parse(text: string): { path: string; lines: string[] }[] {
  const rules: { path: string; lines: string[] }[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line === '') continue;
    if (line.startsWith('  ')) rules.at(-1)!.lines.push(line.trim());
    else rules.push({ path: line, lines: [] });
  }
  return rules;
}

describe('what nginx.conf sends, read from the file', () => {
  it('a page: revalidated, with every security header and the style hashes in its policy', () => {
    const headers = nginxHeaders(`${productionConfig}\n${cspHashes}`, '/team', 'text/html');
    expect(headers['Cache-Control']).toBe('no-cache');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(headers['Content-Security-Policy']).toContain("style-src 'self' 'sha256-AAA='; ");
    expect(headers['Content-Security-Policy']).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-BBB='; ");
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    // Allow goes only with methods other than GET and HEAD.
    expect(headers).not.toHaveProperty('Allow');
  });

  it('a hashed stylesheet: cached for a year, without the document policies', () => {
    const headers = nginxHeaders(`${productionConfig}\n${cspHashes}`, '/robotics/assets/app-1a2b.css', 'text/css');
    expect(headers).toEqual({
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
  });

  it("a script: the document policies, without the pages' style hashes", () => {
    const headers = nginxHeaders(
      `${productionConfig}\n${cspHashes}`,
      '/pagefind/pagefind.js',
      'application/javascript',
    );
    expect(headers['Cache-Control']).toBe('no-cache');
    expect(headers['Content-Security-Policy']).toContain("style-src 'self' ;");
  });

  it('names the map it cannot find, rather than sending an empty header', () => {
    const config = 'add_header X-Thing $thing always;';
    expect(() => nginxHeaders(config, '/', 'text/html')).toThrow('no map sets $thing');
  });

  it.skipIf(!existsSync('/etc/nginx/mime.types'))("knows each file's type as Debian's nginx names it", () => {
    const mimeTypes = readFileSync('/etc/nginx/mime.types', 'utf8');
    const nginxType = (ext: string) =>
      [...mimeTypes.matchAll(/^\s*([\w.+-]+\/[\w.+-]+)\s+([^;]+);/gm)].find(([, , exts]) =>
        exts!.split(/\s+/).includes(ext),
      )?.[1];
    for (const [ext, type] of Object.entries(CONTENT_TYPES)) {
      // Route data and calendars get their types from nginx.conf's own `types` blocks.
      if (ext === 'data' || ext === 'ics') expect(productionConfig).toContain(`default_type ${type};`);
      else expect(nginxType(ext), ext).toBe(type);
    }
  });
});

describe('the _headers file the build writes', () => {
  /** A site built under /robotics/: pages, a route's data, hashed assets and the search index. */
  const site = [
    'robotics/index.html',
    'robotics/team/index.html',
    'robotics/team.data',
    'robotics/assets/app-1a2b.js',
    'robotics/assets/app-1a2b.css',
    'robotics/pagefind/pagefind.js',
    'robotics/pagefind/index/en_1.pf_index',
  ];

  it('gives pages the page headers, other kinds what they lack or differ in, and hashed folders their cache', () => {
    const dist = build(site);
    writeHeaders(dist, '/robotics/', nginxConf);
    const rules = parse(readFileSync(path.join(dist, '_headers'), 'utf8'));
    expect(rules.map((rule) => rule.path)).toEqual([
      '/robotics/*',
      '/robotics/*.css',
      '/robotics/*.data',
      '/robotics/*.js',
      '/robotics/*.pf_index',
      '/robotics/assets/*',
      '/robotics/pagefind/*.pf_index',
    ]);
    expect(rules[0]!.lines).toContain('Cache-Control: no-cache');
    expect(rules[0]!.lines.find((line) => line.startsWith('Content-Security-Policy:'))).toContain("'sha256-AAA='");
    expect(rules[1]!.lines).toEqual([
      '! Content-Security-Policy',
      '! Permissions-Policy',
      '! Cross-Origin-Opener-Policy',
    ]);
    expect(rules[3]!.lines[0]).toBe('! Content-Security-Policy');
    expect(rules[3]!.lines[1]).toMatch(/^Content-Security-Policy: .*style-src 'self' ;/);
    // pagefind.js is revalidated, so the search index's folder is not cached as a whole.
    expect(rules[5]!.lines).toEqual(['! Cache-Control', 'Cache-Control: public, max-age=31536000, immutable']);
    expect(rules[6]!.lines).toEqual(rules[5]!.lines);
  });

  it('fails when nginx sends two files of one kind and folder two sets of policies, which path rules cannot say', () => {
    const config = productionConfig.replace(
      /map \$document_response \$opener_policy \{[^}]*\}/,
      'map $uri $opener_policy {\n ~/odd/b "";\n default "same-origin";\n}',
    );
    expect(config).not.toBe(productionConfig);
    const confFile = path.join(build([]), 'nginx.conf');
    writeFileSync(confFile, config);
    const dist = build(['index.html', 'a.js', 'odd/b.js', 'odd/c.js']);
    expect(() => writeHeaders(dist, '/', confFile)).toThrow(
      /_headers would not send \/odd\/c\.js the headers nginx sends/,
    );
  });

  it("gives the content editor's folder its own policy and leaves every other rule as it was", () => {
    // A JSON file besides the editor's, so its files' kind has a rule before the editor comes.
    const without = build([...site, 'robotics/data.json']);
    writeHeaders(without, '/robotics/', nginxConf);
    const dist = build([
      ...site,
      'robotics/data.json',
      'robotics/admin/index.html',
      'robotics/admin/config.json',
      'robotics/admin/assets/index-1a2b.js',
      'robotics/admin/assets/heic-1a2b.wasm',
    ]);
    writeHeaders(dist, '/robotics/', nginxConf);
    const before = parse(readFileSync(path.join(without, '_headers'), 'utf8'));
    const rules = parse(readFileSync(path.join(dist, '_headers'), 'utf8'));
    const editorRule = rules.find((rule) => rule.path === '/robotics/admin/*')!;
    expect(editorRule.lines[0]).toBe('! Content-Security-Policy');
    expect(editorRule.lines[1]).toMatch(
      /^Content-Security-Policy: .*connect-src 'self' blob: data: https:\/\/api\.github\.com https:\/\/www\.githubstatus\.com;/,
    );
    // Only the editor has WebAssembly files; what they lack is said by kind, as for any file.
    const elsewhere = rules.filter(
      (rule) => !rule.path.startsWith('/robotics/admin/') && rule.path !== '/robotics/*.wasm',
    );
    expect(elsewhere).toEqual(before);
  });
});

describe("the host's limits", () => {
  it(`refuses more than ${HEADER_LIMITS.rules} rules`, () => {
    const rules = Array.from({ length: 101 }, (_, i) => ({ path: `/${i}/*`, detach: [], attach: { A: 'b' } }));
    expect(() => renderHeaders(rules, '/')).toThrow("101 rules, more than the host's 100");
    expect(() => renderHeaders(rules.slice(0, 100), '/')).not.toThrow();
  });

  it(`refuses a line longer than ${HEADER_LIMITS.lineLength} characters, counting the indent and the name`, () => {
    const header = (length: number) => [{ path: '/*', detach: [], attach: { 'X-A': 'v'.repeat(length) } }];
    // "  X-A: " is 7 characters.
    expect(() => renderHeaders(header(1993), '/')).not.toThrow();
    expect(() => renderHeaders(header(1994), '/')).toThrow('a line of 2001 characters');
  });
});
