import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { pruneCache, readCached, writeCached } from './cache.ts';
import { listFiles } from './files.ts';

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|data|xml|txt|json|webmanifest|ics|pdf)$/;

/**
 * Compressed copies are kept in .cache/precompressed/ by a hash of the file: brotli at its
 * highest quality takes about 17 s for one build (10 s of it the handout PDFs), and most files
 * are the same in the next build and in the other bases' builds.
 */
export const PRECOMPRESS_CACHE_DIR = path.resolve(import.meta.dirname, '../../.cache/precompressed');

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const ENCODINGS = {
  br: (content: Buffer) =>
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  gz: (content: Buffer) => gzipAsync(content, { level: 9 }),
};

/** Writes `file.br` and `file.gz` from the cache, or compresses (on zlib's thread pool) and caches them. */
async function compress(file: string, cacheDir: string): Promise<boolean> {
  const content = readFileSync(file);
  const key = createHash('sha256').update(content).digest('hex');
  let cached = true;
  for (const [extension, encode] of Object.entries(ENCODINGS)) {
    const copy = path.join(cacheDir, `${key}.${extension}`);
    let encoded = readCached(copy);
    if (!encoded) {
      cached = false;
      encoded = await encode(content);
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
  const cached = await Promise.all(files.map((file) => compress(file, cacheDir)));
  return { files: files.length, cached: cached.filter(Boolean).length, pruned: pruneCache(cacheDir) };
}
