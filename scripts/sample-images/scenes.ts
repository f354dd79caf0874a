/**
 * Larger scenes: meshing gears or a plotter gantry, a competition arena with spotlights and a
 * crowd, a trophy on a podium, solar panels under the sun, and plants with sensors or a seed rover.
 */
import { mix, shade, tones } from './color.ts';
import { ball, drawArm, drawDrone, drawRover, led, roverVariant } from './machines.ts';
import {
  box,
  circle,
  ellipse,
  extrude,
  gearPath,
  group,
  iso,
  isoBox,
  isoPath,
  line,
  n,
  path,
  poly,
  polyline,
  rect,
  sparklePath,
  stroke,
  translate,
  type Pt,
} from './svg.ts';
import type { DrawContext, Motif } from './types.ts';

const STAGE_Y = 246;

/** Translate so the centre of an iso footprint of w x d sits at (x, y) on screen. */
function isoCentre(w: number, d: number, x: number, y: number): string {
  const [mx, my] = iso(w / 2, d / 2, 0);
  return translate(x - mx, y - my);
}

/* ------------------------------- gears ------------------------------- */

interface Gear {
  x: number;
  y: number;
  teeth: number;
  rot: number;
  color: string;
}

/** Radius at the pitch circle for a tooth count (constant module so neighbours mesh). */
const pitch = (teeth: number) => teeth * 7.6;

function drawGear(g: Gear, ink: string): string {
  const r = pitch(g.teeth) + 9;
  let s = path(gearPath(g.x + 8, g.y + 10, r, g.teeth, g.rot, 0), ink, 'opacity="0.35"');
  s += path(gearPath(g.x, g.y, r, g.teeth, g.rot, 0.16), g.color, 'fill-rule="evenodd"');
  s += circle(g.x, g.y, r * 0.62, shade(g.color, -0.18)) + circle(g.x, g.y, r * 0.5, g.color);
  const spokes = g.teeth > 14 ? 5 : 4;
  for (let i = 0; i < spokes; i++) {
    const a = g.rot + (i / spokes) * Math.PI * 2;
    s += circle(g.x + Math.cos(a) * r * 0.34, g.y + Math.sin(a) * r * 0.34, r * 0.08, shade(g.color, -0.3));
  }
  s += circle(g.x, g.y, r * 0.16, shade(ink, 0.2)) + circle(g.x, g.y, r * 0.07, shade(g.color, 0.4));
  return s;
}

function meshWith(a: Gear, teeth: number, angleDeg: number, color: string): Gear {
  const phi = (angleDeg * Math.PI) / 180;
  const dist = pitch(a.teeth) + pitch(teeth);
  const rot = phi + Math.PI + Math.PI / teeth - (a.rot - phi) * (a.teeth / teeth);
  return { x: a.x + Math.cos(phi) * dist, y: a.y + Math.sin(phi) * dist, teeth, rot, color };
}

export function gearsMotif(ctx: DrawContext): Motif {
  const { pal, rng, text } = ctx;
  if (/plotter|cnc|print|laser|engrav|draw/.test(text) || (!/gear/.test(text) && rng.chance(0.35))) return plotter(ctx);
  let svg = '';
  // A back plate on a stand, then three meshing gears and a motor.
  svg += rect(-20, STAGE_Y - 120, 40, 120, 0, pal.slate);
  svg += extrude(box(-330, -300, 620, 400), 20, -14, tones(shade(pal.slate, -0.35)), 'opacity="0.9"');
  for (const [x, y] of [
    [-305, -275],
    [265, -275],
    [265, 75],
    [-305, 75],
  ] as const) {
    svg += circle(x, y, 9, shade(pal.steel, -0.2));
  }
  const big: Gear = { x: -95, y: -70, teeth: 22, rot: rng.range(0, 1), color: pal.amber };
  const mid = meshWith(big, 14, rng.range(-40, -20), pal.blue);
  const small = meshWith(mid, 9, rng.range(30, 70), pal.cyan);
  svg += drawGear(big, pal.ink) + drawGear(mid, pal.ink) + drawGear(small, pal.ink);
  // Motion arcs.
  svg += path(
    `M${n(big.x - 200)},${n(big.y - 40)} A210,210 0 0 1 ${n(big.x - 60)},${n(big.y - 200)}`,
    'none',
    stroke(pal.cyan, 5, 'opacity="0.6" stroke-dasharray="2 14"'),
  );
  svg += path(
    `M${n(small.x + 90)},${n(small.y + 40)} A100,100 0 0 1 ${n(small.x + 30)},${n(small.y + 100)}`,
    'none',
    stroke(pal.amber, 5, 'opacity="0.7"'),
  );
  // Stepper motor on the stage.
  svg += extrude(box(150, STAGE_Y - 110, 110, 110), 34, -26, tones(pal.dark));
  svg += rect(150, STAGE_Y - 110, 110, 12, 0, pal.steel) + rect(150, STAGE_Y - 12, 110, 12, 0, pal.steel);
  svg += circle(205, STAGE_Y - 55, 22, pal.steel) + circle(205, STAGE_Y - 55, 8, pal.ink);
  svg +=
    path(
      `M150,${STAGE_Y - 60} C100,${STAGE_Y - 60} 120,${STAGE_Y - 10} 60,${STAGE_Y - 4}`,
      'none',
      stroke(pal.coral, 6),
    ) +
    path(
      `M150,${STAGE_Y - 40} C110,${STAGE_Y - 40} 130,${STAGE_Y + 6} 70,${STAGE_Y + 10}`,
      'none',
      stroke(pal.amber, 6),
    );
  return { svg, ground: 'disc' };
}

function plotter(ctx: DrawContext): Motif {
  const { pal, rng, text } = ctx;
  const w = 420;
  const d = 330;
  const printer = /3d|print/.test(text);
  let s = '';
  s += isoBox(0, 0, 0, w, d, 26, tones(pal.dark));
  // Paper (or build plate) with a drawing on it.
  const m = 40;
  s += poly(
    isoPath(
      [
        [m, m],
        [w - m, m],
        [w - m, d - m],
        [m, d - m],
      ],
      27,
    ),
    printer ? shade(pal.slate, -0.2) : pal.white,
  );
  if (!printer) {
    const pts: Pt[] = [];
    const a = rng.int(2, 4);
    const b = a + 1;
    for (let i = 0; i <= 160; i++) {
      const t = (i / 160) * Math.PI * 2;
      pts.push([w / 2 + Math.sin(a * t + 0.6) * (w / 2 - m - 30), d / 2 + Math.sin(b * t) * (d / 2 - m - 30)]);
    }
    s += polyline(isoPath(pts, 28), pal.blue, 3);
  }
  const carX = rng.range(0.3, 0.7) * w;
  const carY = rng.range(0.35, 0.65) * d;
  if (printer) {
    const [px, py] = iso(carX + 20, carY + 40, 28);
    for (let i = 0; i < 6; i++)
      s += ellipse(px, py - i * 10, 70 - i * 6, 38 - i * 3.5, i % 2 ? pal.coral : shade(pal.coral, 0.15));
  }
  // Rails along y at both sides and a bridge across x.
  s += isoBox(-16, 0, 26, 16, d, 20, tones(pal.steel)) + isoBox(w, 0, 26, 16, d, 20, tones(pal.steel));
  for (const x of [-8, w + 8]) s += isoBox(x - 14, carY - 20, 26, 28, 40, 130, tones(pal.slate));
  s += isoBox(-20, carY - 14, 156, w + 40, 28, 30, tones(pal.trim === pal.white ? pal.cyan : pal.trim));
  // Carriage with a pen or nozzle.
  s += isoBox(carX - 30, carY - 24, 120, 60, 48, 80, tones(pal.body));
  const [hx, hy] = iso(carX, carY, 120);
  const [tx, ty] = iso(carX, carY, 30);
  s += line(hx, hy, tx, ty, printer ? pal.steel : pal.coral, 12) + circle(tx, ty, 7, printer ? pal.amber : pal.ink);
  if (printer) s += led(ctx, tx, ty, 5, pal.amber);
  const [lx, ly] = iso(carX + 30, carY + 24, 160);
  s += led(ctx, lx, ly, 5, pal.cyan);
  // Stepper motors at the rail ends.
  s += isoBox(w - 10, d - 10, 26, 50, 50, 50, tones(shade(pal.ink, 0.15)));
  return { svg: group(s, isoCentre(w, d, 0, STAGE_Y - 40)), ground: 'disc' };
}

/* ------------------------------- arena ------------------------------- */

/** Tiered stands full of spectators, spanning the width behind the arena. */
function crowd(ctx: DrawContext, y: number, width: number): string {
  const { pal, rng } = ctx;
  let s = '';
  for (let row = 0; row < 3; row++) {
    const yy0 = y - row * 40;
    s += rect(-width / 2, yy0 + 18, width, 140, 0, shade(pal.ink, 0.04 + row * 0.03));
  }
  for (let row = 2; row >= 0; row--) {
    const count = Math.round(width / 46);
    for (let i = 0; i < count; i++) {
      const x = -width / 2 + (i + 0.5 + (row % 2 ? 0.5 : 0)) * (width / count) + rng.range(-6, 6);
      const yy = y - row * 40 + rng.range(-4, 4);
      const c = shade(pal.slate, -0.2 - row * 0.12 + rng.range(-0.08, 0.08));
      s += path(
        `M${n(x - 21)},${n(yy + 44)} Q${n(x - 21)},${n(yy + 8)} ${n(x)},${n(yy + 8)} Q${n(x + 21)},${n(yy + 8)} ${n(x + 21)},${n(yy + 44)} Z`,
        c,
      );
      s += circle(x, yy - 6, 13, c);
      s += path(
        `M${n(x - 12)},${n(yy - 12)} A13,13 0 0 1 ${n(x + 4)},${n(yy - 18)}`,
        'none',
        stroke(pal.cyan, 2, 'opacity="0.35"'),
      );
      if (rng.chance(0.16)) {
        // A raised arm, sometimes with a glow stick.
        const side = rng.chance(0.5) ? -1 : 1;
        s += line(x + side * 15, yy + 16, x + side * 30, yy - 26, c, 8);
        if (rng.chance(0.6))
          s += line(x + side * 30, yy - 26, x + side * 35, yy - 48, rng.chance(0.5) ? pal.cyan : pal.amber, 5);
      }
    }
  }
  return s;
}

function spotlights(ctx: DrawContext, targetY: number): string {
  const { pal, defs } = ctx;
  let s = '';
  for (const side of [-1, 1]) {
    const x0 = side * 360;
    const y0 = -330;
    const beam = defs.linearAt(
      [
        [0, pal.white, 0.38],
        [1, pal.white, 0],
      ],
      x0,
      y0,
      side * 40,
      targetY,
    );
    s += path(
      `M${x0 - 18},${y0} L${side * 40 - 170},${targetY} L${side * 40 + 170},${targetY} L${x0 + 18},${y0} Z`,
      beam,
    );
    s += circle(x0, y0, 26, shade(pal.ink, 0.2)) + circle(x0, y0, 16, shade(pal.amber, 0.5));
  }
  return s;
}

function bunting(ctx: DrawContext, y: number): string {
  const { pal } = ctx;
  let s = path(`M-400,${y} Q0,${y + 60} 400,${y}`, 'none', stroke(pal.steel, 2, 'opacity="0.6"'));
  const colors = [pal.amber, pal.cyan, pal.coral, pal.mint];
  for (let i = 0; i < 13; i++) {
    const t = (i + 0.5) / 13;
    const x = -400 + 800 * t;
    const yy = y + 60 * 2 * t * (1 - t);
    s += poly(
      [
        [x - 16, yy],
        [x + 16, yy],
        [x, yy + 34],
      ],
      colors[i % 4] as string,
      'opacity="0.9"',
    );
  }
  return s;
}

function confetti(ctx: DrawContext, count: number, area: [number, number, number, number]): string {
  const { pal, rng } = ctx;
  const colors = [pal.amber, pal.cyan, pal.coral, pal.mint, pal.white];
  let s = '';
  for (let i = 0; i < count; i++) {
    const x = rng.range(area[0], area[2]);
    const y = rng.range(area[1], area[3]);
    s += rect(
      x,
      y,
      rng.range(6, 12),
      rng.range(12, 20),
      2,
      rng.pick(colors),
      `transform="rotate(${n(rng.range(0, 180))} ${n(x)} ${n(y)})" opacity="0.85"`,
    );
  }
  return s;
}

/** A small iso robot for the arena floor: box body, wheels, sensor, at floor point (x, y). */
function miniBot(ctx: DrawContext, x: number, y: number, color: string): string {
  const { pal } = ctx;
  const s = 58;
  let g = '';
  for (const [wx, wy] of [
    [-4, 8],
    [s + 4, 8],
  ] as const) {
    const [ex, ey] = iso(x + wx * 0 + (wx < 0 ? -2 : s + 2), y + wy + s * 0.5, 14);
    g += ellipse(ex, ey, 12, 20, shade(pal.ink, 0.1));
  }
  g += isoBox(x, y, 8, s, s, 34, tones(color));
  g += isoBox(x + s - 6, y + 8, 8, 10, s - 16, 20, tones(pal.steel));
  const [tx, ty] = iso(x + s / 2, y + s / 2, 42);
  g += ellipse(tx, ty, 18, 10, pal.ink) + led(ctx, tx, ty - 2, 5, pal.cyan);
  return g;
}

export function arenaMotif(ctx: DrawContext): Motif {
  const { pal, rng, text } = ctx;
  const kind = /soccer|football|ball/.test(text)
    ? 'soccer'
    : /race|racing|racer|speed/.test(text)
      ? 'race'
      : /sumo|war|fight|battle/.test(text)
        ? 'sumo'
        : rng.pick(['soccer', 'race', 'sumo'] as const);
  const w = 540;
  const d = 400;
  let s = '';
  s += crowd(ctx, -40, 800);
  s += spotlights(ctx, STAGE_Y + 10);
  let f = '';
  const surface =
    kind === 'soccer'
      ? mix('#1f9d6b', pal.ink, 0.25)
      : kind === 'race'
        ? shade(pal.slate, -0.45)
        : shade(pal.ink, 0.08);
  f += isoBox(0, 0, 0, w, d, 30, { ...tones(pal.dark), top: surface });
  const z = 30;
  const lineColor = shade(pal.white, -0.05);
  if (kind === 'soccer') {
    f += polyline(
      isoPath(
        [
          [20, 20],
          [w - 20, 20],
          [w - 20, d - 20],
          [20, d - 20],
          [20, 20],
        ],
        z,
      ),
      lineColor,
      4,
      'opacity="0.85"',
    );
    f += polyline(
      isoPath(
        [
          [w / 2, 20],
          [w / 2, d - 20],
        ],
        z,
      ),
      lineColor,
      4,
      'opacity="0.85"',
    );
    const circ: Pt[] = [];
    for (let i = 0; i <= 40; i++)
      circ.push([w / 2 + Math.cos((i / 40) * Math.PI * 2) * 60, d / 2 + Math.sin((i / 40) * Math.PI * 2) * 60]);
    f += polyline(isoPath(circ, z), lineColor, 4, 'opacity="0.85"');
    // Goals.
    for (const gx of [-6, w - 14]) {
      f += isoBox(
        gx,
        d / 2 - 60,
        z,
        20,
        120,
        50,
        { top: pal.white, front: shade(pal.white, -0.2), side: shade(pal.white, -0.35), edge: pal.slate },
        'opacity="0.7"',
      );
    }
    const [bx, by] = iso(w * 0.56, d * 0.42, z + 14);
    f += miniBot(ctx, w * 0.3, d * 0.34, pal.cyan) + miniBot(ctx, w * 0.7, d * 0.55, pal.coral);
    f += ball(ctx, bx, by, 14);
    f += path(
      `M${n(bx - 60)},${n(by - 4)} h36 M${n(bx - 52)},${n(by + 8)} h26`,
      'none',
      stroke(pal.white, 3, 'opacity="0.6"'),
    );
  } else if (kind === 'race') {
    const lane = (inset: number) => {
      const p: Pt[] = [];
      const rx = w / 2 - inset;
      const ry = d / 2 - inset;
      for (let i = 0; i <= 48; i++) {
        const a = (i / 48) * Math.PI * 2;
        p.push([w / 2 + Math.cos(a) * rx, d / 2 + Math.sin(a) * ry]);
      }
      return p;
    };
    f += polyline(isoPath(lane(60), z), shade(pal.ink, 0.05), 70);
    f += polyline(isoPath(lane(60), z), pal.amber, 3, 'stroke-dasharray="14 14"');
    f +=
      polyline(isoPath(lane(25), z), pal.white, 3, 'opacity="0.7"') +
      polyline(isoPath(lane(95), z), pal.white, 3, 'opacity="0.7"');
    // Checkered finish line.
    for (let i = 0; i < 5; i++) {
      for (let j = 0; j < 2; j++) {
        const x0 = w - 95 + i * 14;
        const y0 = d / 2 - 10 + j * 10;
        f += poly(
          isoPath(
            [
              [x0, y0],
              [x0 + 14, y0],
              [x0 + 14, y0 + 10],
              [x0, y0 + 10],
            ],
            z + 1,
          ),
          (i + j) % 2 ? pal.white : pal.ink,
        );
      }
    }
    f += miniBot(ctx, w - 120, d / 2 + 30, pal.coral) + miniBot(ctx, w - 60, d / 2 + 60, pal.cyan);
  } else {
    const ring: Pt[] = [];
    for (let i = 0; i <= 48; i++)
      ring.push([w / 2 + Math.cos((i / 48) * Math.PI * 2) * 140, d / 2 + Math.sin((i / 48) * Math.PI * 2) * 140]);
    f += polyline(isoPath(ring, z), pal.white, 12);
    f +=
      polyline(
        isoPath(
          [
            [w / 2 - 30, d / 2 - 30],
            [w / 2 - 10, d / 2 - 50],
          ],
          z,
        ),
        pal.coral,
        6,
      ) +
      polyline(
        isoPath(
          [
            [w / 2 + 30, d / 2 + 30],
            [w / 2 + 50, d / 2 + 10],
          ],
          z,
        ),
        pal.coral,
        6,
      );
    f += miniBot(ctx, w / 2 - 80, d / 2 - 40, pal.amber) + miniBot(ctx, w / 2 + 10, d / 2 + 20, pal.cyan);
    f += path(sparklePath(...iso(w / 2 - 10, d / 2, z + 40), 18), pal.amber);
  }
  // Low walls on the far edges.
  f +=
    isoBox(0, -12, 0, w, 12, 56, tones(pal.slate), 'opacity="0.9"') +
    isoBox(-12, -12, 0, 12, d + 12, 56, tones(pal.slate), 'opacity="0.9"');
  s += group(f, isoCentre(w, d, 0, STAGE_Y - 40));
  s += bunting(ctx, -250);
  if (/festival|roboveda|event|celebrat/.test(text) || rng.chance(0.4)) s += confetti(ctx, 26, [-380, -300, 380, 0]);
  return { svg: s, ground: 'none' };
}

/* ------------------------------- trophy ------------------------------- */

export function trophyMotif(ctx: DrawContext): Motif {
  const { pal, rng, text, defs } = ctx;
  let s = '';
  s += spotlights(ctx, STAGE_Y - 10);
  // Podium: three blocks.
  const blocks: [number, number, string][] = [
    [-250, 110, pal.steel],
    [-90, 190, pal.amber],
    [70, 80, shade(pal.amber, -0.35)],
  ];
  for (const [x, h, accent] of blocks) {
    s += extrude(box(x, STAGE_Y - h, 160, h), 40, -28, tones(shade(pal.slate, -0.1)));
    s += rect(x, STAGE_Y - h + 18, 160, 10, 0, accent);
  }
  s += path(sparklePath(-10, STAGE_Y - 110, 26), pal.amber, 'opacity="0.9"');
  // The cup on the top step.
  const gold = defs.linear(
    [
      [0, shade(pal.amber, 0.45)],
      [0.45, pal.amber],
      [1, shade(pal.amber, -0.35)],
    ],
    0,
    0,
    1,
    0,
  );
  const cx = 10;
  const base = STAGE_Y - 190 - 14;
  s += extrude(box(cx - 60, base - 30, 120, 30), 22, -14, tones(pal.dark));
  s += rect(cx - 40, base - 58, 80, 28, 6, gold);
  s += path(
    `M${cx - 16},${base - 58} L${cx - 10},${base - 110} L${cx + 10},${base - 110} L${cx + 16},${base - 58} Z`,
    gold,
  );
  s += path(
    `M${cx - 90},${base - 290} L${cx + 90},${base - 290} C${cx + 90},${base - 170} ${cx + 40},${base - 110} ${cx},${base - 110} C${cx - 40},${base - 110} ${cx - 90},${base - 170} ${cx - 90},${base - 290} Z`,
    gold,
  );
  for (const side of [-1, 1])
    s += path(
      `M${cx + side * 86},${base - 266} c${side * 70},0 ${side * 70},90 ${side * 8},110`,
      'none',
      stroke(pal.amber, 16),
    );
  s += ellipse(cx, base - 290, 90, 16, shade(pal.amber, -0.3));
  s += path(
    `M${cx - 56},${base - 270} C${cx - 56},${base - 200} ${cx - 36},${base - 160} ${cx - 14},${base - 140}`,
    'none',
    stroke('#ffffff', 10, 'opacity="0.45"'),
  );
  s += path(sparklePath(cx + 14, base - 210, 30), shade(pal.amber, 0.6));
  // A robot on the second step, chosen from the words.
  const px = -170;
  const py = STAGE_Y - 110;
  if (/drone|quad|flight|uav/.test(text)) s += group(drawDrone(ctx), translate(px, py - 110, 0.5));
  else if (/arm|gripper/.test(text)) s += group(drawArm(ctx), translate(px + 40, py, 0.36));
  else
    s += group(
      drawRover(ctx, roverVariant(text, rng) === 'follower' ? 'follower' : 'car'),
      translate(px, py + 2, 0.34),
    );
  // A medal on the third step.
  s += path(`M140,${STAGE_Y - 80} l-20,-60 h24 l16,46 l16,-46 h24 l-20,60 Z`, pal.coral);
  s += circle(160, STAGE_Y - 66, 26, gold) + path(sparklePath(160, STAGE_Y - 66, 12), shade(pal.amber, 0.6));
  s += confetti(ctx, 30, [-380, -320, 380, 60]);
  return { svg: s, ground: 'disc' };
}

/* ------------------------------- solar ------------------------------- */

function panel(ctx: DrawContext, x: number, y: number, w: number, h: number, tilt: number): string {
  const { pal } = ctx;
  // A parallelogram leaning back by `tilt`, with a frame and cells.
  const p: Pt[] = [
    [x, y],
    [x + w, y],
    [x + w + tilt, y - h],
    [x + tilt, y - h],
  ];
  let s = poly([p[0] as Pt, p[1] as Pt, [x + w, y + 12], [x, y + 12]], shade(pal.steel, -0.3));
  s += poly(p, shade(pal.steel, 0.1));
  const inner = (u: number, v: number): Pt => [x + 8 + u * (w - 16) + v * tilt, y - 8 - v * (h - 16)];
  s += poly(
    [inner(0, 0), inner(1, 0), inner(1, 1), inner(0, 1)],
    ctx.defs.linear(
      [
        [0, shade(pal.blue, -0.15)],
        [1, shade(pal.blue, -0.55)],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  for (let i = 1; i < 6; i++)
    s += line(...inner(i / 6, 0), ...inner(i / 6, 1), shade(pal.blue, 0.25), 2, 'opacity="0.6"');
  for (let j = 1; j < 4; j++)
    s += line(...inner(0, j / 4), ...inner(1, j / 4), shade(pal.blue, 0.25), 2, 'opacity="0.6"');
  s += poly([inner(0.05, 0.55), inner(0.25, 0.55), inner(0.45, 0.95), inner(0.25, 0.95)], '#ffffff', 'opacity="0.14"');
  return s;
}

export function solarMotif(ctx: DrawContext): Motif {
  const { pal, rng, text, defs } = ctx;
  let s = '';
  const sx = -260;
  const sy = -230;
  s += circle(
    sx,
    sy,
    190,
    defs.radial([
      [0, pal.amber, 0.55],
      [1, pal.amber, 0],
    ]),
  );
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2 + 0.1;
    s += line(
      sx + Math.cos(a) * 86,
      sy + Math.sin(a) * 86,
      sx + Math.cos(a) * 112,
      sy + Math.sin(a) * 112,
      pal.amber,
      8,
    );
  }
  s += circle(sx, sy, 66, shade(pal.amber, 0.2)) + circle(sx - 18, sy - 18, 30, shade(pal.amber, 0.5), 'opacity="0.6"');
  // Rays.
  for (let i = 0; i < 3; i++)
    s += line(
      sx + 70,
      sy + 50 + i * 10,
      40 + i * 60,
      STAGE_Y - 250 + i * 30,
      pal.amber,
      3,
      'opacity="0.35" stroke-dasharray="10 10"',
    );
  const tracker = /track|axis|servo/.test(text) || rng.chance(0.4);
  if (tracker) {
    s += rect(80, STAGE_Y - 200, 24, 200, 6, pal.slate) + circle(92, STAGE_Y - 200, 22, pal.steel);
    s += group(
      panel(ctx, -100, 0, 380, 210, -80),
      `transform="translate(0 ${STAGE_Y - 170}) rotate(${n(rng.range(-16, -8))} 92 -30)"`,
    );
    s += extrude(box(50, STAGE_Y - 240, 84, 50), 18, -12, tones(pal.dark)) + led(ctx, 118, STAGE_Y - 226, 4, pal.mint);
  } else {
    s += rect(-80, STAGE_Y - 110, 14, 100, 4, pal.slate) + rect(220, STAGE_Y - 110, 14, 100, 4, pal.slate);
    s += panel(ctx, -130, STAGE_Y - 100, 380, 190, -80);
  }
  // Battery with charge bars, and a lamp or a small rover drawing power.
  const bx = -320;
  s += extrude(box(bx, STAGE_Y - 140, 90, 130), 26, -18, tones(pal.white));
  s += rect(bx + 30, STAGE_Y - 154, 30, 14, 4, pal.steel);
  for (let i = 0; i < 4; i++)
    s += rect(bx + 14, STAGE_Y - 34 - i * 26, 62, 18, 4, i < 3 ? pal.mint : shade(pal.mint, -0.5));
  s += path(
    `M${bx + 90},${STAGE_Y - 60} C${bx + 170},${STAGE_Y - 60} -60,${STAGE_Y - 10} 0,${STAGE_Y - 40}`,
    'none',
    stroke(pal.amber, 5, 'stroke-dasharray="12 10"'),
  );
  if (/lamp|light|night|street/.test(text)) {
    const lx = 300;
    s +=
      rect(lx - 6, STAGE_Y - 300, 12, 300, 4, pal.slate) +
      path(`M${lx},${STAGE_Y - 300} q0,-40 -50,-40`, 'none', stroke(pal.slate, 12));
    s +=
      circle(
        lx - 60,
        STAGE_Y - 320,
        90,
        defs.radial([
          [0, pal.amber, 0.6],
          [1, pal.amber, 0],
        ]),
      ) + ellipse(lx - 60, STAGE_Y - 330, 34, 14, shade(pal.amber, 0.3));
  }
  return { svg: s, ground: 'disc' };
}

/* ------------------------------- plants ------------------------------- */

function leaf(x: number, y: number, len: number, angle: number, color: string, vein: string): string {
  const d = `M0,0 C${n(len * 0.3)},${n(-len * 0.32)} ${n(len * 0.8)},${n(-len * 0.3)} ${n(len)},0 C${n(len * 0.8)},${n(len * 0.28)} ${n(len * 0.3)},${n(len * 0.3)} 0,0 Z`;
  return group(
    path(d, color) + line(2, 0, len * 0.8, 0, vein, 3, 'opacity="0.6"'),
    `transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})"`,
  );
}

function sprout(x: number, y: number, size: number, pal: DrawContext['pal']): string {
  return (
    line(x, y, x, y - size, shade(pal.mint, -0.3), 4) +
    leaf(x, y - size, size * 0.9, -40, pal.mint, shade(pal.mint, -0.4)) +
    leaf(x, y - size, size * 0.9, -140, shade(pal.mint, 0.15), shade(pal.mint, -0.4))
  );
}

export function plantMotif(ctx: DrawContext): Motif {
  const { pal, rng, text } = ctx;
  if (/agri|farm|seed|sow|crop|field|rover/.test(text)) return field(ctx);
  let s = '';
  const px = -60;
  const top = STAGE_Y - 150;
  // Pot and soil.
  const pot = mix(pal.coral, '#b5653f', 0.5);
  s += path(`M${px - 130},${top} L${px + 130},${top} L${px + 100},${STAGE_Y + 10} L${px - 100},${STAGE_Y + 10} Z`, pot);
  s += path(
    `M${px + 40},${top} L${px + 130},${top} L${px + 100},${STAGE_Y + 10} L${px + 50},${STAGE_Y + 10} Z`,
    shade(pot, -0.2),
  );
  s += rect(px - 145, top - 30, 290, 36, 10, shade(pot, 0.12));
  s += ellipse(px, top - 28, 130, 18, shade('#4a3426', -0.2));
  // Stem and leaves.
  const green = pal.mint;
  s += path(
    `M${px},${top - 30} C${px - 10},${top - 150} ${px + 20},${top - 230} ${px + 4},${top - 330}`,
    'none',
    stroke(shade(green, -0.35), 10),
  );
  const leaves = [
    [px + 2, top - 110, 120, -20],
    [px - 4, top - 140, 130, -160],
    [px + 10, top - 210, 110, -35],
    [px + 6, top - 240, 120, -150],
    [px + 4, top - 320, 80, -70],
    [px + 4, top - 320, 80, -110],
  ] as const;
  leaves.forEach(([x, y, len, a], i) => {
    s += leaf(
      x,
      y,
      len * rng.range(0.9, 1.1),
      a + rng.range(-8, 8),
      i % 2 ? green : shade(green, 0.15),
      shade(green, -0.45),
    );
  });
  // Moisture probe, wire and controller.
  s += path(`M${px + 60},${top - 28} l0,-70 l30,0 l0,70`, 'none', stroke(pal.amber, 10, 'stroke-linecap="butt"'));
  s += rect(px + 50, top - 150, 52, 60, 8, shade(pal.blue, -0.2)) + led(ctx, px + 76, top - 130, 5, pal.cyan);
  const bx = 190;
  s += extrude(box(bx - 70, STAGE_Y - 120, 140, 100), 30, -22, tones(pal.white));
  s += rect(bx - 50, STAGE_Y - 100, 70, 40, 6, pal.ink) + rect(bx - 44, STAGE_Y - 74, 40, 8, 3, pal.mint);
  s += led(ctx, bx + 40, STAGE_Y - 86, 6, pal.mint);
  s += path(
    `M${px + 102},${top - 120} C${px + 200},${top - 120} ${bx - 100},${STAGE_Y - 60} ${bx - 70},${STAGE_Y - 70}`,
    'none',
    stroke(pal.coral, 5),
  );
  // Water: a tube to the pot and drops.
  s += path(
    `M${bx + 10},${STAGE_Y - 140} C${bx + 10},${top - 160} ${px + 150},${top - 190} ${px - 60},${top - 110}`,
    'none',
    stroke(pal.cyan, 8, 'opacity="0.8"'),
  );
  for (let i = 0; i < 3; i++) {
    const dx = px - 70 - i * 8;
    const dy = top - 84 + i * 26;
    s += path(
      `M${dx},${dy - 14} C${dx + 8},${dy - 2} ${dx + 8},${dy + 8} ${dx},${dy + 8} C${dx - 8},${dy + 8} ${dx - 8},${dy - 2} ${dx},${dy - 14} Z`,
      pal.cyan,
    );
  }
  if (/rain/.test(text)) {
    for (let i = 0; i < 18; i++) {
      const x = rng.range(-380, 380);
      const y = rng.range(-320, -60);
      s += line(x, y, x - 8, y + 26, pal.cyan, 3, 'opacity="0.5"');
    }
  }
  return { svg: s, ground: 'disc' };
}

function field(ctx: DrawContext): Motif {
  const { pal, rng } = ctx;
  const w = 460;
  const d = 360;
  const soil = '#5b4331';
  let f = isoBox(0, 0, 0, w, d, 26, {
    top: mix(soil, pal.ink, 0.15),
    front: shade(soil, -0.2),
    side: shade(soil, -0.4),
    edge: pal.ink,
  });
  const rows = 5;
  const parts: { depth: number; svg: string }[] = [];
  for (let r = 0; r < rows; r++) {
    const y = 30 + r * ((d - 60) / (rows - 1));
    f += isoBox(16, y - 14, 26, w - 32, 28, 10, {
      top: shade(soil, 0.12),
      front: shade(soil, -0.1),
      side: shade(soil, -0.3),
      edge: pal.ink,
    });
    for (let i = 0; i < 7; i++) {
      const x = 40 + i * ((w - 80) / 6);
      if (r === 2 && i > 3) continue;
      const [sx, sy] = iso(x, y, 36);
      parts.push({ depth: x + y, svg: sprout(sx, sy, rng.range(16, 26), pal) });
    }
  }
  parts.sort((a, b) => a.depth - b.depth);
  f += parts.map((p) => p.svg).join('');
  let s = group(f, isoCentre(w, d, 0, STAGE_Y - 60));
  // A seed rover with a hopper driving along the middle row.
  let rover = drawRover({ ...ctx, pal: { ...pal, body: pal.amber, trim: pal.slate } }, 'rover');
  rover += extrude(
    [
      [-120, -330],
      [60, -330],
      [30, -240],
      [-90, -240],
    ],
    40,
    -28,
    tones(pal.mint),
  );
  s += group(rover, translate(110, STAGE_Y - 40, 0.5));
  for (let i = 0; i < 5; i++)
    s += circle(110 - 30 - i * 16 + rng.range(-4, 4), STAGE_Y - 36 + rng.range(-6, 10), 4, '#e8cf9a');
  return { svg: s, ground: 'none' };
}
