/**
 * The shared look of every illustration: a deep navy gradient, a soft glow behind the subject,
 * a blueprint grid / dotted / isometric pattern that fades out towards the edges, circuit traces
 * and small floating details, the round stage, and a vignette.
 */
import { shade } from './color.ts';
import {
  circle,
  ellipse,
  gearPath,
  group,
  line,
  n,
  path,
  polyline,
  rect,
  sparklePath,
  stroke,
  type Pt,
} from './svg.ts';
import type { DrawContext, Ground } from './types.ts';

export interface Layout {
  width: number;
  height: number;
  /** Where the motif frame's origin lands, and its scale. */
  cx: number;
  cy: number;
  scale: number;
  /** A wide hero slide gets extra scenery on its free side. */
  wide: boolean;
}

/** The drawn extent of a motif (with its stage) in motif-frame units. */
export interface Bounds {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The bounds assumed when nothing was measured. */
export const DEFAULT_BOUNDS: Bounds = { x0: -380, y0: -330, x1: 380, y1: 362 };

/** Fit the measured subject into the picture: centred, or right of centre on a wide slide. */
export function layoutFor(width: number, height: number, wide: boolean, b: Bounds = DEFAULT_BOUNDS): Layout {
  const base = Math.min(width / 860, height / 735);
  const availW = wide ? width * 0.56 : width * 0.86;
  const availH = height * (wide ? 0.8 : 0.8);
  const scale = Math.min(availW / (b.x1 - b.x0), availH / (b.y1 - b.y0), base * 1.3);
  const midX = wide ? width * 0.62 : width / 2;
  const midY = height * 0.53;
  return { width, height, cx: midX - ((b.x0 + b.x1) / 2) * scale, cy: midY - ((b.y0 + b.y1) / 2) * scale, scale, wide };
}

/* ------------------------------ background ------------------------------ */

export function background(ctx: DrawContext, l: Layout): string {
  const { pal, defs, rng } = ctx;
  const { width: W, height: H } = l;
  let s = '';
  s += `<rect width="${W}" height="${H}" fill="${defs.linear(
    [
      [0, pal.bgTop],
      [0.65, shade(pal.bgBottom, 0.04)],
      [1, pal.bgBottom],
    ],
    0.2,
    0,
    0.45,
    1,
  )}"/>`;
  // Soft glows: a cool one behind the subject and a warm one off to a side.
  const gx = l.cx + rng.range(-60, 60) * l.scale;
  const gy = l.cy - 40 * l.scale;
  s += circle(
    gx,
    gy,
    470 * l.scale,
    defs.radialAt(
      [
        [0, pal.glow, 0.34],
        [0.55, pal.glow, 0.1],
        [1, pal.glow, 0],
      ],
      gx,
      gy,
      470 * l.scale,
    ),
  );
  const warmLeft = rng.chance(0.5);
  const wx = warmLeft ? W * 0.08 : W * 0.92;
  const wy = H * rng.range(0.1, 0.35);
  s += circle(
    wx,
    wy,
    380 * l.scale,
    defs.radialAt(
      [
        [0, pal.amber, 0.16],
        [1, pal.amber, 0],
      ],
      wx,
      wy,
      380 * l.scale,
    ),
  );

  s += pattern(ctx, l);
  s += floor(ctx, l);
  s += traces(ctx, l);
  s += floaters(ctx, l);
  return s;
}

function fadeMask(ctx: DrawContext, l: Layout, strength = 1): string {
  const { defs } = ctx;
  const id = defs.id('m');
  const grad = defs.radialAt(
    [
      [0, '#ffffff', strength],
      [0.6, '#ffffff', strength * 0.55],
      [1, '#ffffff', 0],
    ],
    l.cx,
    l.cy - 60 * l.scale,
    Math.max(l.width, l.height) * 0.62,
  );
  defs.add(
    `<mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="0" width="${l.width}" height="${l.height}"><rect width="${l.width}" height="${l.height}" fill="${grad}"/></mask>`,
  );
  return id;
}

function pattern(ctx: DrawContext, l: Layout): string {
  const { pal, defs, rng } = ctx;
  const style = rng.pick(['grid', 'grid', 'dots', 'iso', 'rings'] as const);
  const mask = fadeMask(ctx, l);
  const id = defs.id('p');
  const u = Math.round(44 * l.scale);
  let tile = '';
  let w = u;
  let h = u;
  if (style === 'grid') {
    w = u * 4;
    h = u * 4;
    for (let i = 0; i < 4; i++) {
      const o = i * u;
      const a = i === 0 ? 0.2 : 0.09;
      tile += `<path d="M${o},0 V${h} M0,${o} H${w}" stroke="${pal.line}" stroke-width="${i === 0 ? 1.4 : 1}" stroke-opacity="${a}" fill="none"/>`;
    }
  } else if (style === 'dots') {
    tile = circle(u / 2, u / 2, 1.8 * l.scale, pal.line, 'opacity="0.3"');
  } else if (style === 'iso') {
    w = Math.round(u * 1.732 * 1.4);
    h = Math.round(u * 1.4);
    tile = `<path d="M0,${h / 2} L${w / 2},0 L${w},${h / 2} L${w / 2},${h} Z" stroke="${pal.line}" stroke-opacity="0.1" stroke-width="1" fill="none"/>`;
  } else {
    const r = Math.max(l.width, l.height);
    let rings = '';
    for (let i = 1; i < 14; i++)
      rings += circle(
        l.cx,
        l.cy - 40 * l.scale,
        i * 70 * l.scale,
        'none',
        `stroke="${pal.line}" stroke-opacity="${i % 3 === 0 ? 0.14 : 0.07}" stroke-width="1.2"`,
      );
    rings += line(l.cx - r, l.cy - 40 * l.scale, l.cx + r, l.cy - 40 * l.scale, pal.line, 1, 'opacity="0.08"');
    rings += line(l.cx, 0, l.cx, l.height, pal.line, 1, 'opacity="0.08"');
    return group(rings, `mask="url(#${mask})"`);
  }
  defs.add(
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${w}" height="${h}" x="${n(l.cx % w)}" y="${n(l.cy % h)}">${tile}</pattern>`,
  );
  return `<rect width="${l.width}" height="${l.height}" fill="url(#${id})" mask="url(#${mask})"/>`;
}

/** A faint perspective floor around the stage. */
function floor(ctx: DrawContext, l: Layout): string {
  const { pal, defs, rng } = ctx;
  if (rng.chance(0.35)) return '';
  const horizon = l.cy + 120 * l.scale;
  const vx = l.cx;
  const vy = l.cy - 260 * l.scale;
  const fill = defs.linearAt(
    [
      [0, pal.floor, 0],
      [1, shade(pal.floor, -0.3), 0.9],
    ],
    0,
    horizon,
    0,
    l.height,
  );
  let s = `<rect x="0" y="${n(horizon)}" width="${l.width}" height="${n(l.height - horizon)}" fill="${fill}"/>`;
  let lines = '';
  for (let i = -12; i <= 12; i++) {
    const bx = vx + i * 170 * l.scale;
    // Start where the ray from the vanishing point crosses the horizon.
    const t = (horizon - vy) / (l.height - vy);
    lines += line(vx + (bx - vx) * t, horizon, bx, l.height, pal.line, 1);
  }
  for (let k = 0; k < 5; k++) {
    const y = horizon + (l.height - horizon) * ((k + 1) / 6) ** 1.5;
    lines += line(0, y, l.width, y, pal.line, 1);
  }
  s += group(lines, 'opacity="0.07"');
  return s;
}

/** Circuit traces running in from the edges, ending in pads. */
function traces(ctx: DrawContext, l: Layout): string {
  const { pal, rng } = ctx;
  const { width: W, height: H } = l;
  const u = 26 * l.scale;
  let s = '';
  const corners = rng.pick([
    [0, 1],
    [0, 3],
    [1, 2],
    [2, 3],
    [0, 2],
  ] as const);
  for (const corner of corners) {
    const sx = corner === 0 || corner === 3 ? -1 : 1;
    const sy = corner === 0 || corner === 1 ? -1 : 1;
    const x0 = sx < 0 ? 0 : W;
    const y0 = sy < 0 ? 0 : H;
    const count = rng.int(3, 5);
    for (let i = 0; i < count; i++) {
      const along = rng.chance(0.5);
      const offset = (2 + i * 1.6 + rng.range(0, 1)) * u;
      const run1 = rng.range(2, 6) * u;
      const diag = rng.range(1.5, 3.5) * u;
      const run2 = rng.range(1, 4) * u;
      let pts: Pt[];
      if (along) {
        pts = [
          [x0, y0 - sy * offset],
          [x0 - sx * run1, y0 - sy * offset],
          [x0 - sx * (run1 + diag), y0 - sy * (offset + diag)],
          [x0 - sx * (run1 + diag + run2), y0 - sy * (offset + diag)],
        ];
      } else {
        pts = [
          [x0 - sx * offset, y0],
          [x0 - sx * offset, y0 - sy * run1],
          [x0 - sx * (offset + diag), y0 - sy * (run1 + diag)],
          [x0 - sx * (offset + diag), y0 - sy * (run1 + diag + run2)],
        ];
      }
      const color = i % 3 === 1 ? pal.amber : pal.cyan;
      const end = pts[pts.length - 1] as Pt;
      s += polyline(pts, color, 2.2 * l.scale, 'opacity="0.32"');
      s += circle(end[0], end[1], 5 * l.scale, 'none', stroke(color, 2.2 * l.scale, 'opacity="0.5"'));
      if (rng.chance(0.4)) s += circle(end[0], end[1], 2 * l.scale, color, 'opacity="0.8"');
    }
  }
  return s;
}

/** Small floating gears, sparkles, plus signs and dots. */
function floaters(ctx: DrawContext, l: Layout): string {
  const { pal, rng } = ctx;
  const { width: W, height: H, scale: k } = l;
  let s = '';
  const spots: Pt[] = [];
  const spot = (): Pt => {
    for (let tries = 0; tries < 20; tries++) {
      const side = rng.chance(0.5) ? -1 : 1;
      const x = l.cx + side * rng.range(300, Math.max(330, W / 2 / k + 120)) * k;
      const y = rng.range(0.08, 0.78) * H;
      if (x < 30 || x > W - 30) continue;
      if (spots.every(([px, py]) => Math.hypot(px - x, py - y) > 110 * k)) {
        spots.push([x, y]);
        return [x, y];
      }
    }
    return [rng.range(0.05, 0.95) * W, rng.range(0.05, 0.3) * H];
  };
  const gears = rng.int(1, l.wide ? 3 : 2);
  for (let i = 0; i < gears; i++) {
    const [x, y] = spot();
    const r = rng.range(24, 46) * k;
    const filled = rng.chance(0.4);
    s += filled
      ? path(gearPath(x, y, r, rng.int(8, 12), rng.range(0, 1), 0.38), pal.blue, 'fill-rule="evenodd" opacity="0.22"')
      : path(
          gearPath(x, y, r, rng.int(8, 12), rng.range(0, 1), 0.38),
          'none',
          stroke(pal.cyan, 2.4 * k, 'opacity="0.35"'),
        );
  }
  const sparkles = rng.int(3, l.wide ? 7 : 5);
  for (let i = 0; i < sparkles; i++) {
    const [x, y] = spot();
    const color = rng.chance(0.5) ? pal.amber : pal.cyan;
    s += path(
      sparklePath(x, y, rng.range(8, 16) * k),
      color,
      `opacity="${Math.round(rng.range(0.5, 0.9) * 100) / 100}"`,
    );
  }
  const pluses = rng.int(2, 4);
  for (let i = 0; i < pluses; i++) {
    const [x, y] = spot();
    const r = 7 * k;
    s += path(
      `M${n(x - r)},${n(y)} H${n(x + r)} M${n(x)},${n(y - r)} V${n(y + r)}`,
      'none',
      stroke(pal.line, 2.4 * k, 'opacity="0.4"'),
    );
  }
  const dots = rng.int(8, 14);
  for (let i = 0; i < dots; i++) {
    const x = rng.range(0.03, 0.97) * W;
    const y = rng.range(0.03, 0.9) * H;
    s += circle(
      x,
      y,
      rng.range(1.5, 4) * k,
      rng.chance(0.7) ? pal.cyan : pal.amber,
      `opacity="${Math.round(rng.range(0.25, 0.6) * 100) / 100}"`,
    );
  }
  // A translucent "dashboard" card or two, with abstract bars and a sparkline (no text).
  const cards = l.wide ? 2 : rng.int(0, 1);
  for (let i = 0; i < cards; i++) {
    const left = l.wide || rng.chance(0.5);
    const cw = 170 * k;
    const ch = 112 * k;
    const x = left ? (l.wide ? W * (i === 0 ? 0.07 : 0.2) : 28 * k) : W - cw - 28 * k;
    const y = l.wide ? H * (i === 0 ? 0.12 : 0.7) : rng.chance(0.5) ? 34 * k : H - ch - 40 * k;
    s += card(ctx, x, y, cw, ch, k);
  }
  if (l.wide) s += blueprint(ctx, l);
  return s;
}

/** A large, faint blueprint-style gear and orbit on the free side of a wide slide. */
function blueprint(ctx: DrawContext, l: Layout): string {
  const { pal, rng } = ctx;
  const k = l.scale;
  const x = l.width * rng.range(0.14, 0.26);
  const y = l.height * rng.range(0.5, 0.62);
  const r = 190 * k;
  let s = path(gearPath(x, y, r, 18, rng.range(0, 1), 0.55), 'none', stroke(pal.line, 2 * k, 'opacity="0.16"'));
  s += circle(x, y, r * 0.3, 'none', stroke(pal.line, 2 * k, 'opacity="0.16" stroke-dasharray="6 8"'));
  s += circle(x, y, r * 1.35, 'none', stroke(pal.cyan, 1.6 * k, 'opacity="0.14" stroke-dasharray="3 12"'));
  s +=
    line(x - r * 1.5, y, x + r * 1.5, y, pal.line, 1.2 * k, 'opacity="0.14"') +
    line(x, y - r * 1.5, x, y + r * 1.5, pal.line, 1.2 * k, 'opacity="0.14"');
  const a = rng.range(0, Math.PI * 2);
  s += circle(x + Math.cos(a) * r * 1.35, y + Math.sin(a) * r * 1.35, 7 * k, pal.amber, 'opacity="0.8"');
  return s;
}

function card(ctx: DrawContext, x: number, y: number, w: number, h: number, k: number): string {
  const { pal, rng } = ctx;
  let s =
    rect(x, y, w, h, 14 * k, pal.white, 'opacity="0.06"') +
    rect(x, y, w, h, 14 * k, 'none', stroke(pal.line, 1.5 * k, 'opacity="0.25"'));
  s +=
    circle(x + 18 * k, y + 18 * k, 5 * k, pal.coral, 'opacity="0.8"') +
    circle(x + 34 * k, y + 18 * k, 5 * k, pal.amber, 'opacity="0.8"') +
    circle(x + 50 * k, y + 18 * k, 5 * k, pal.mint, 'opacity="0.8"');
  if (rng.chance(0.5)) {
    const bars = 7;
    for (let i = 0; i < bars; i++) {
      const bh = rng.range(0.2, 1) * (h - 50 * k);
      s += rect(
        x + 16 * k + i * ((w - 32 * k) / bars),
        y + h - 14 * k - bh,
        (w - 32 * k) / bars - 6 * k,
        bh,
        3 * k,
        i === 4 ? pal.amber : pal.cyan,
        'opacity="0.7"',
      );
    }
  } else {
    const p: Pt[] = [];
    for (let i = 0; i <= 10; i++)
      p.push([x + 14 * k + (i * (w - 28 * k)) / 10, y + h - 18 * k - rng.range(0.1, 1) * (h - 56 * k)]);
    s += polyline(p, pal.cyan, 3 * k, 'opacity="0.85"');
    const last = p[p.length - 1] as Pt;
    s += circle(last[0], last[1], 5 * k, pal.amber);
  }
  return s;
}

/* ------------------------------ stage ------------------------------ */

/** The round stage under the subject, in motif coordinates (centre 0, 246). */
export function stage(ctx: DrawContext, ground: Ground): string {
  if (ground === 'none') return '';
  const { pal, defs } = ctx;
  const y = 246;
  const rx = 340;
  const ry = 82;
  const t = 34;
  let s = ellipse(
    0,
    y + t + 10,
    rx + 40,
    ry + 30,
    defs.radial([
      [0, pal.glow, 0.35],
      [1, pal.glow, 0],
    ]),
  );
  const side = defs.linear(
    [
      [0, shade(pal.slate, -0.25)],
      [1, shade(pal.ink, 0.02)],
    ],
    0,
    0,
    0,
    1,
  );
  s += path(`M${-rx},${y} A${rx},${ry} 0 0 0 ${rx},${y} L${rx},${y + t} A${rx},${ry} 0 0 1 ${-rx},${y + t} Z`, side);
  s += path(
    `M${-rx},${y + t * 0.55} A${rx},${ry} 0 0 0 ${rx},${y + t * 0.55}`,
    'none',
    stroke(pal.cyan, 3, 'opacity="0.55"'),
  );
  const top = defs.radial(
    [
      [0, shade(pal.slate, 0.05)],
      [1, shade(pal.slate, -0.32)],
    ],
    0.5,
    0.35,
    0.7,
  );
  s += ellipse(0, y, rx, ry, top);
  s += ellipse(0, y, rx, ry, 'none', stroke(shade(pal.cyan, 0.2), 3, 'opacity="0.7"'));
  s += ellipse(0, y, rx * 0.82, ry * 0.82, 'none', stroke(pal.line, 2, 'opacity="0.18" stroke-dasharray="14 10"'));
  if (ground === 'pad') {
    s += ellipse(0, y, rx * 0.55, ry * 0.55, 'none', stroke(pal.amber, 6, 'opacity="0.75"'));
    s += ellipse(0, y, rx * 0.3, ry * 0.3, 'none', stroke(pal.amber, 3, 'opacity="0.5" stroke-dasharray="10 10"'));
    for (const [dx, dy] of [
      [-1, 0],
      [1, 0],
      [0, -1],
      [0, 1],
    ] as const) {
      s += ellipse(dx * rx * 0.7, y + dy * ry * 0.7, 9, 4, pal.cyan, 'opacity="0.9"');
    }
  }
  // Contact shadow.
  s += ellipse(
    0,
    y,
    rx * 0.6,
    ry * 0.5,
    defs.radial([
      [0, pal.ink, 0.45],
      [1, pal.ink, 0],
    ]),
  );
  return s;
}

/* ------------------------------ foreground ------------------------------ */

export function vignette(ctx: DrawContext, l: Layout): string {
  const { pal, defs } = ctx;
  const r = Math.hypot(l.width, l.height) * 0.58;
  const g = defs.radialAt(
    [
      [0, pal.ink, 0],
      [0.7, pal.ink, 0.05],
      [1, pal.ink, 0.55],
    ],
    l.width / 2,
    l.height * 0.45,
    r,
  );
  return `<rect width="${l.width}" height="${l.height}" fill="${g}"/>`;
}

/** Bright motes in front of everything, kept near the edges. */
export function motes(ctx: DrawContext, l: Layout): string {
  const { pal, rng } = ctx;
  let s = '';
  const count = rng.int(4, 8);
  for (let i = 0; i < count; i++) {
    const x = rng.chance(0.5) ? rng.range(0.02, 0.16) * l.width : rng.range(0.84, 0.98) * l.width;
    const y = rng.range(0.1, 0.92) * l.height;
    const r = rng.range(2, 5) * l.scale;
    s += circle(x, y, r * 3, pal.cyan, 'opacity="0.08"') + circle(x, y, r, shade(pal.cyan, 0.5), 'opacity="0.75"');
  }
  return s;
}

/** The glow ellipse used for hovering or beaming subjects. */
export const softEllipse = (
  ctx: DrawContext,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  color: string,
  alpha: number,
): string =>
  ellipse(
    cx,
    cy,
    rx,
    ry,
    ctx.defs.radial([
      [0, color, alpha],
      [1, color, 0],
    ]),
  );
