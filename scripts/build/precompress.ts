import { readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { listFiles } from './files.ts';

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|data|xml|ics|txt|json|webmanifest)$/;

/** Writes .br and .gz beside every text file, for nginx's brotli_static and gzip_static. */
export function precompress(distDir: string): number {
  let count = 0;
  for (const file of listFiles(distDir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const content = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    count++;
  }
  return count;
}
