/** Edits (insert, delete, replace a letter) that turn one word into another. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    row = next;
  }
  return row[b.length]!;
}

/**
 * The page a mistyped address most likely meant (/achievements → /achievement, /blog → /blogs),
 * among `routes`: the one whose path differs by at most two letters, case aside, or undefined
 * when none is that close.
 */
export function nearestRoute<Route extends { to: string }>(pathname: string, routes: Route[]): Route | undefined {
  const asked = pathname.toLowerCase().replace(/\/+$/, '');
  if (asked === '') return undefined;
  let best: { route: Route; edits: number } | undefined;
  for (const route of routes) {
    if (route.to === '/') continue;
    const edits = distance(asked, route.to.toLowerCase());
    if (edits <= 2 && (!best || edits < best.edits)) best = { route, edits };
  }
  return best?.route;
}
