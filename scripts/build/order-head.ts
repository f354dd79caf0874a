const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]*"\/>/g;

/**
 * React hoists the module preloads of the hydration scripts to the top of <head>, ahead of
 * the stylesheets. Over HTTP/1.1 (six connections per origin) the scripts then take every
 * connection while the stylesheets that block the first paint wait, so the preloads move to
 * the end of <head>: the stylesheets are asked for first. React skips them while hydrating
 * wherever they are.
 */
export function stylesheetsFirst(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd);
  const preloads = head.match(MODULE_PRELOAD) ?? [];
  return `${head.replace(MODULE_PRELOAD, '')}${preloads.join('')}${html.slice(headEnd)}`;
}
