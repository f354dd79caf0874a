import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

const work = mkdtempSync(path.join(tmpdir(), 'precompress-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const page = '<!doctype html><title>Team</title>' + '<p>Riverbend Robotics Club</p>'.repeat(200);

function site(name: string) {
  const dist = path.join(work, name);
  mkdirSync(path.join(dist, 'team'), { recursive: true });
  writeFileSync(path.join(dist, 'team/index.html'), page);
  writeFileSync(path.join(dist, 'photo.avif'), Buffer.from([0, 0, 0, 28, 102, 116, 121, 112]));
  return dist;
}

describe('precompress', () => {
  it('writes brotli and gzip copies of text files that decode to the file, and leaves images alone', async () => {
    const dist = site('first');
    expect(await precompress(dist, path.join(work, 'cache-a'))).toEqual({ files: 1, cached: 0, pruned: 0 });
    const html = path.join(dist, 'team/index.html');
    expect(brotliDecompressSync(readFileSync(`${html}.br`)).toString()).toBe(page);
    expect(gunzipSync(readFileSync(`${html}.gz`)).toString()).toBe(page);
    expect(readFileSync(`${html}.br`).length).toBeLessThan(page.length / 10);
    expect(existsSync(path.join(dist, 'photo.avif.br'))).toBe(false);
  });

  it("compresses a page at brotli's highest quality, and the editor's code and a handout at a quicker one that still decodes", async () => {
    const dist = site('mixed');
    const code = `export const fields = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ name: `field ${i}` })))};\n`;
    mkdirSync(path.join(dist, 'admin/assets'), { recursive: true });
    writeFileSync(path.join(dist, 'admin/assets/editor.js'), code);
    mkdirSync(path.join(dist, 'pdfs'));
    writeFileSync(path.join(dist, 'pdfs/handout.pdf'), `%PDF-1.7\n${code}`);
    await precompress(dist, path.join(work, 'cache-mixed'));

    const html = path.join(dist, 'team/index.html');
    const highest = brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    expect(readFileSync(`${html}.br`).length).toBe(highest.length);
    expect(brotliDecompressSync(readFileSync(path.join(dist, 'admin/assets/editor.js.br'))).toString()).toBe(code);
    expect(brotliDecompressSync(readFileSync(path.join(dist, 'pdfs/handout.pdf.br'))).toString()).toBe(
      `%PDF-1.7\n${code}`,
    );
  });

  it('takes an unchanged file from the cache in the next build, and compresses a changed one again', async () => {
    const cache = path.join(work, 'cache-b');
    await precompress(site('before'), cache);
    const dist = site('after');
    expect(await precompress(dist, cache)).toEqual({ files: 1, cached: 1, pruned: 0 });

    const html = path.join(dist, 'team/index.html');
    writeFileSync(html, page.replace('Team', 'Our Team'));
    expect(await precompress(dist, cache)).toEqual({ files: 1, cached: 0, pruned: 0 });
    expect(brotliDecompressSync(readFileSync(`${html}.br`)).toString()).toContain('<title>Our Team</title>');
  });

  it('deletes the copies no build has used for a month and keeps the ones it uses, however old', async () => {
    const cache = path.join(work, 'cache-c');
    const dist = site('pruned');
    await precompress(dist, cache);
    const inUse = readdirSync(cache);
    expect(inUse).toHaveLength(2);
    const stale = path.join(cache, 'a-page-since-changed.br');
    writeFileSync(stale, 'old');
    const fortyDaysAgo = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000);
    for (const name of [...inUse, 'a-page-since-changed.br'])
      utimesSync(path.join(cache, name), fortyDaysAgo, fortyDaysAgo);

    expect(await precompress(dist, cache)).toEqual({ files: 1, cached: 1, pruned: 1 });
    expect(readdirSync(cache).sort()).toEqual([...inUse].sort());
  });
});
