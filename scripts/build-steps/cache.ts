import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/**
 * The build's caches in .cache/ (compressed copies, social cards): files named by a hash of
 * what they were made from. Reading one marks it used; a build deletes, as it ends, those no
 * build has used for this long, so a cache does not grow with every change to the site.
 */
export const CACHE_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** A cached file's content, marked used now; undefined when there is none (or a build beside this one has just pruned it). */
export function readCached(file: string): Buffer | undefined {
  try {
    const now = new Date();
    utimesSync(file, now, now);
    return readFileSync(file);
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/** Written aside, then renamed: builds running side by side never read half a file. */
export function writeCached(file: string, content: Buffer): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, content);
  renameSync(partial, file);
}

/** Deletes the files of a cache (a half-written one too) last used over `retentionMs` ago; returns how many. */
export function pruneCache(dir: string, retentionMs = CACHE_RETENTION_MS, now = Date.now()): number {
  if (!existsSync(dir)) return 0;
  let pruned = 0;
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    try {
      if (now - statSync(file).mtimeMs <= retentionMs) continue;
      rmSync(file, { force: true });
      pruned++;
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }
  return pruned;
}
