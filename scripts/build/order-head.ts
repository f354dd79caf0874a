import { readFileSync, writeFileSync } from 'node:fs';
import { listFiles } from './externalize-scripts.ts';

const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]*"\/>/g;

/**
 * React hoists the module preloads of the hydration scripts to the top of <head>, ahead of
 * the stylesheets. Over HTTP/1.1 (six connections per origin) the scripts then take every
 * connection while the stylesheets that block the first paint wait, so the preloads move to
 * the end of <head>: the stylesheets are asked for first. React skips them while hydrating
 * wherever they are.
 */
export function stylesheetsFirst(distDir: string) {
  let pages = 0;
  for (const file of listFiles(distDir, '.html')) {
    const html = readFileSync(file, 'utf8');
    const headEnd = html.indexOf('</head>');
    if (headEnd < 0) continue;
    const head = html.slice(0, headEnd);
    const preloads = head.match(MODULE_PRELOAD) ?? [];
    if (preloads.length === 0) continue;
    writeFileSync(file, `${head.replace(MODULE_PRELOAD, '')}${preloads.join('')}${html.slice(headEnd)}`);
    pages++;
  }
  return pages;
}
