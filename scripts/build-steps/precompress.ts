import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { pruneCache, readCached, writeCached } from './cache.ts';
import { listFiles } from './files.ts';

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|data|xml|txt|json|webmanifest|ics|pdf)$/;

/**
 * Compressed copies are kept in .cache/precompressed/ by a hash of the file and the quality:
 * most files are the same in the next build and in the other bases' builds.
 */
export const PRECOMPRESS_CACHE_DIR = path.resolve(import.meta.dirname, '../../.cache/precompressed');

/**
 * Brotli's highest quality for what visitors load with every page; quality 9 for the content
 * editor's code and the handout PDFs, which are large and fetched rarely. Measured on a cold
 * cache: the editor's 14 MB take 23.7 s at the highest quality and 4.6 s at 9, for 2.68 MB
 * instead of 2.49 MB; the PDFs 11.3 s and 1.0 s, for 1.84 MB instead of 1.77 MB.
 */
const LARGE_AND_RARE = /(^|\/)admin\/|\.pdf$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const ENCODINGS = {
  br: (content: Buffer, quality: number) =>
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  gz: (content: Buffer) => gzipAsync(content, { level: 9 }),
};

/** Writes `file.br` and `file.gz` from the cache, or compresses (on zlib's thread pool) and caches them. */
async function compress(file: string, quality: number, cacheDir: string): Promise<boolean> {
  const content = readFileSync(file);
  const key = `${createHash('sha256').update(content).digest('hex')}.q${quality}`;
  let cached = true;
  for (const [extension, encode] of Object.entries(ENCODINGS)) {
    const copy = path.join(cacheDir, `${key}.${extension}`);
    let encoded = readCached(copy);
    if (!encoded) {
      cached = false;
      encoded = await encode(content, quality);
      writeCached(copy, encoded);
    }
    writeFileSync(`${file}.${extension}`, encoded);
  }
  return cached;
}

/** Writes .br and .gz beside every text file, for nginx's brotli_static and gzip_static. */
export async function precompress(
  distDir: string,
  cacheDir = PRECOMPRESS_CACHE_DIR,
): Promise<{ files: number; cached: number; pruned: number }> {
  mkdirSync(cacheDir, { recursive: true });
  const files = listFiles(distDir, COMPRESSIBLE);
  const quality = (file: string) =>
    LARGE_AND_RARE.test(path.relative(distDir, file)) ? 9 : constants.BROTLI_MAX_QUALITY;
  const cached = await Promise.all(files.map((file) => compress(file, quality(file), cacheDir)));
  return { files: files.length, cached: cached.filter(Boolean).length, pruned: pruneCache(cacheDir) };
}
