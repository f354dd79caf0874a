/** Small SVG building blocks: number formatting, shapes, gradients, isometric solids, gears. */
import { type Tones } from './color.ts';

export type Pt = [number, number];

/** A number rounded to 0.1 for compact, deterministic SVG. */
export function n(v: number): string {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

export const pts = (points: readonly Pt[]): string => points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');

export const poly = (points: readonly Pt[], fill: string, extra = ''): string =>
  `<polygon points="${pts(points)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const polyline = (points: readonly Pt[], stroke: string, width: number, extra = ''): string =>
  `<polyline points="${pts(points)}" fill="none" stroke="${stroke}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"${extra ? ` ${extra}` : ''}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = ''): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ''} fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra = '',
): string =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}" stroke-linecap="round"${extra ? ` ${extra}` : ''}/>`;

export const path = (d: string, fill: string, extra = ''): string =>
  `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const stroke = (color: string, width: number, extra = ''): string =>
  `stroke="${color}" stroke-width="${n(width)}"${extra.includes('stroke-linecap') ? '' : ' stroke-linecap="round"'} stroke-linejoin="round"${extra ? ` ${extra}` : ''}`;

export const group = (content: string, attrs = ''): string => `<g${attrs ? ` ${attrs}` : ''}>${content}</g>`;

/** A transform attribute: translate, then optional uniform scale and rotation (degrees). */
export const translate = (x: number, y: number, scale = 1, rotate = 0): string =>
  `transform="translate(${n(x)} ${n(y)})${scale !== 1 ? ` scale(${Math.round(scale * 1000) / 1000})` : ''}${rotate ? ` rotate(${n(rotate)})` : ''}"`;

/** An outline extruded by (dx, dy): the visible connecting faces in top/side tones, then the front. */
export function extrude(points: readonly Pt[], dx: number, dy: number, t: Tones, extra = ''): string {
  let area = 0;
  for (let i = 0; i < points.length; i++) {
    const [x1, y1] = points[i] as Pt;
    const [x2, y2] = points[(i + 1) % points.length] as Pt;
    area += x1 * y2 - x2 * y1;
  }
  const faces: string[] = [];
  for (let i = 0; i < points.length; i++) {
    const a = points[i] as Pt;
    const b = points[(i + 1) % points.length] as Pt;
    const ex = b[0] - a[0];
    const ey = b[1] - a[1];
    const nx = area > 0 ? ey : -ey;
    const ny = area > 0 ? -ex : ex;
    if (nx * dx + ny * dy <= 0) continue;
    const tone = ny / Math.hypot(nx, ny) < -0.6 ? t.top : t.side;
    faces.push(
      poly(
        [a, b, [b[0] + dx, b[1] + dy], [a[0] + dx, a[1] + dy]],
        tone,
        `stroke="${tone}" stroke-width="1" stroke-linejoin="round"`,
      ),
    );
  }
  return group(faces.join('') + poly(points, t.front), extra);
}

/** An axis-aligned box outline for extrude(). */
export const box = (x: number, y: number, w: number, h: number): Pt[] => [
  [x, y],
  [x + w, y],
  [x + w, y + h],
  [x, y + h],
];

/** A capsule (thick rounded line) from a to b. */
export const capsule = (a: Pt, b: Pt, width: number, color: string, extra = ''): string =>
  line(a[0], a[1], b[0], b[1], color, width, extra);

type Stop = [offset: number, color: string, opacity?: number];

/** Collects <defs> (gradients, patterns, masks) with unique ids. */
export class Defs {
  private readonly items: string[] = [];
  private count = 0;
  private readonly prefix: string;

  constructor(prefix = 'd') {
    this.prefix = prefix;
  }

  id(kind: string): string {
    this.count += 1;
    return `${this.prefix}${kind}${this.count}`;
  }

  add(markup: string): void {
    this.items.push(markup);
  }

  private stops(stops: readonly Stop[]): string {
    return stops
      .map(
        ([o, c, a]) =>
          `<stop offset="${n(o * 100)}%" stop-color="${c}"${a !== undefined && a < 1 ? ` stop-opacity="${Math.round(a * 1000) / 1000}"` : ''}/>`,
      )
      .join('');
  }

  /** A linear gradient from (x1,y1) to (x2,y2) in bounding-box units; returns url(#id). */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id('l');
    this.items.push(
      `<linearGradient id="${id}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A radial gradient in bounding-box units; returns url(#id). */
  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id('r');
    this.items.push(
      `<radialGradient id="${id}" cx="${Math.round(cx * 1000) / 1000}" cy="${Math.round(cy * 1000) / 1000}" r="${Math.round(r * 1000) / 1000}">${this.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A radial gradient in user space (absolute coordinates); returns url(#id). */
  radialAt(stops: readonly Stop[], cx: number, cy: number, r: number): string {
    const id = this.id('r');
    this.items.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}">${this.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A linear gradient in user space; returns url(#id). */
  linearAt(stops: readonly Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const id = this.id('l');
    this.items.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  toString(): string {
    return this.items.length ? `<defs>${this.items.join('')}</defs>` : '';
  }
}

/* ------------------------------ isometric ------------------------------ */

const COS30 = Math.cos(Math.PI / 6);

/** Isometric projection: x runs to the lower right, y to the lower left, z up. */
export const iso = (x: number, y: number, z = 0): Pt => [(x - y) * COS30, (x + y) * 0.5 - z];

/** A box with its near corner at max x/y; draws the two visible sides and the top. */
export function isoBox(x: number, y: number, z: number, w: number, d: number, h: number, t: Tones, extra = ''): string {
  const top: Pt[] = [iso(x, y, z + h), iso(x + w, y, z + h), iso(x + w, y + d, z + h), iso(x, y + d, z + h)];
  const right: Pt[] = [iso(x + w, y, z), iso(x + w, y + d, z), iso(x + w, y + d, z + h), iso(x + w, y, z + h)];
  const left: Pt[] = [iso(x, y + d, z), iso(x + w, y + d, z), iso(x + w, y + d, z + h), iso(x, y + d, z + h)];
  return group(poly(left, t.front) + poly(right, t.side) + poly(top, t.top), extra);
}

/** Radii of a ground-plane circle of radius r under the isometric projection. */
export const isoRadii = (r: number): Pt => [r * Math.SQRT2 * COS30, r * Math.SQRT2 * 0.5];

/** An upright cylinder standing at (x, y, z) with radius r and height h. */
export function isoCylinder(
  x: number,
  y: number,
  z: number,
  r: number,
  h: number,
  side: string,
  top: string,
  extra = '',
): string {
  const [cx, cy] = iso(x, y, z);
  const [rx, ry] = isoRadii(r);
  const yt = cy - h;
  const body = `M${n(cx - rx)},${n(cy)} A${n(rx)},${n(ry)} 0 0 0 ${n(cx + rx)},${n(cy)} L${n(cx + rx)},${n(yt)} L${n(cx - rx)},${n(yt)} Z`;
  return group(path(body, side) + ellipse(cx, yt, rx, ry, top), extra);
}

/** Points of a polyline laid flat on the ground plane at height z. */
export const isoPath = (points: readonly Pt[], z = 0): Pt[] => points.map(([x, y]) => iso(x, y, z));

/* ------------------------------ mechanical ------------------------------ */

/** A spur gear outline (with a centre hole, use fill-rule evenodd). */
export function gearPath(cx: number, cy: number, radius: number, teeth: number, rotation = 0, hole = 0.3): string {
  const depth = Math.max(6, radius * 0.16);
  const outer = radius;
  const root = radius - depth;
  const step = (Math.PI * 2) / teeth;
  const parts: string[] = [];
  for (let i = 0; i < teeth; i++) {
    const a = rotation + i * step;
    const pts4: [number, number][] = [
      [root, a - step * 0.5],
      [root, a - step * 0.28],
      [outer, a - step * 0.17],
      [outer, a + step * 0.17],
      [root, a + step * 0.28],
    ];
    for (const [r, ang] of pts4) {
      parts.push(`${parts.length === 0 ? 'M' : 'L'}${n(cx + r * Math.cos(ang))},${n(cy + r * Math.sin(ang))}`);
    }
  }
  parts.push('Z');
  if (hole > 0) {
    const hr = radius * hole;
    parts.push(
      `M${n(cx + hr)},${n(cy)} A${n(hr)},${n(hr)} 0 1 0 ${n(cx - hr)},${n(cy)} A${n(hr)},${n(hr)} 0 1 0 ${n(cx + hr)},${n(cy)} Z`,
    );
  }
  return parts.join(' ');
}

/** A four-pointed sparkle centred at (cx, cy). */
export function sparklePath(cx: number, cy: number, r: number): string {
  const k = r * 0.22;
  return `M${n(cx)},${n(cy - r)} Q${n(cx + k)},${n(cy - k)} ${n(cx + r)},${n(cy)} Q${n(cx + k)},${n(cy + k)} ${n(cx)},${n(cy + r)} Q${n(cx - k)},${n(cy + k)} ${n(cx - r)},${n(cy)} Q${n(cx - k)},${n(cy - k)} ${n(cx)},${n(cy - r)} Z`;
}

/** An arc of a circle as a path "d" (angles in degrees, 0 = right, clockwise on screen). */
export function arcPath(cx: number, cy: number, r: number, from: number, to: number): string {
  const a0 = (from * Math.PI) / 180;
  const a1 = (to * Math.PI) / 180;
  const large = Math.abs(to - from) > 180 ? 1 : 0;
  const sweep = to > from ? 1 : 0;
  return `M${n(cx + r * Math.cos(a0))},${n(cy + r * Math.sin(a0))} A${n(r)},${n(r)} 0 ${large} ${sweep} ${n(cx + r * Math.cos(a1))},${n(cy + r * Math.sin(a1))}`;
}

/** A cloud shape made of a flat base and bumps, bottom-centre at (cx, cy). */
export function cloudPath(cx: number, cy: number, w: number): string {
  const h = w * 0.5;
  const l = cx - w / 2;
  const r = cx + w / 2;
  return [
    `M${n(l + h * 0.3)},${n(cy)}`,
    `A${n(h * 0.3)},${n(h * 0.3)} 0 0 1 ${n(l + h * 0.18)},${n(cy - h * 0.56)}`,
    `A${n(h * 0.36)},${n(h * 0.36)} 0 0 1 ${n(cx - w * 0.16)},${n(cy - h * 0.78)}`,
    `A${n(h * 0.5)},${n(h * 0.5)} 0 0 1 ${n(cx + w * 0.2)},${n(cy - h * 0.7)}`,
    `A${n(h * 0.34)},${n(h * 0.34)} 0 0 1 ${n(r - h * 0.1)},${n(cy - h * 0.3)}`,
    `A${n(h * 0.24)},${n(h * 0.24)} 0 0 1 ${n(r - h * 0.3)},${n(cy)}`,
    'Z',
  ].join(' ');
}
