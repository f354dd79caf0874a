/**
 * Computing subjects: a camera with detection boxes, IoT devices linked to a cloud (or to each
 * other), a neural network rising from a chip, and desks or talks with a screen showing a node graph.
 */
import { shade, tones } from './color.ts';
import { waves } from './electronics.ts';
import { ball, cube, drawRover, led } from './machines.ts';
import {
  box,
  circle,
  cloudPath,
  ellipse,
  extrude,
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
  stroke,
  translate,
  type Pt,
} from './svg.ts';
import type { DrawContext, Motif } from './types.ts';

const STAGE_Y = 246;

/* ------------------------------- camera ------------------------------- */

export function cameraMotif(ctx: DrawContext): Motif {
  const { pal, rng, text, defs } = ctx;
  const scene = /lane|road|car|driv/.test(text)
    ? 'lane'
    : /colou?r|sort/.test(text)
      ? 'colours'
      : /face|person|people|attendance/.test(text)
        ? 'face'
        : rng.pick(['objects', 'objects', 'colours'] as const);
  let svg = '';
  // Camera on a pan-tilt mount, lower left.
  const cx = -230;
  const cy = STAGE_Y - 150;
  svg +=
    rect(cx - 10, cy + 40, 20, 116, 4, pal.slate) +
    ellipse(cx, STAGE_Y + 8, 80, 20, pal.dark) +
    ellipse(cx, STAGE_Y + 2, 80, 20, shade(pal.dark, 0.25));
  svg += path(`M${cx - 70},${cy - 20} V${cy + 44} H${cx + 70} V${cy - 20}`, 'none', stroke(pal.steel, 14));
  const body = tones(pal.body === pal.white ? pal.slate : pal.dark);
  svg += extrude(box(cx - 90, cy - 70, 170, 110), 40, -30, body);
  svg += rect(cx - 90, cy - 20, 170, 10, 0, pal.trim === pal.white ? pal.cyan : pal.trim);
  // Lens facing the viewer-right.
  const lx = cx + 110;
  const ly = cy - 16;
  svg += extrude(box(cx + 80, cy - 62, 40, 92), 18, -14, tones(shade(pal.ink, 0.2)));
  svg +=
    ellipse(lx + 12, ly, 36, 52, shade(pal.ink, 0.3)) +
    ellipse(
      lx + 12,
      ly,
      28,
      42,
      defs.radial(
        [
          [0, pal.cyan],
          [0.6, shade(pal.blue, -0.3)],
          [1, pal.ink],
        ],
        0.4,
        0.4,
        0.6,
      ),
    );
  svg += ellipse(lx + 6, ly - 14, 8, 12, '#ffffff', 'opacity="0.7"');
  svg += led(ctx, cx - 60, cy - 52, 5, pal.coral);
  // Field of view towards the viewport.
  const vx = -20;
  const vy = -300;
  const vw = 400;
  const vh = 300;
  svg += path(
    `M${lx + 20},${ly} L${vx},${vy + 30} L${vx},${vy + vh - 30} Z`,
    defs.linear(
      [
        [0, pal.cyan, 0.35],
        [1, pal.cyan, 0.04],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  // Viewport panel.
  svg += rect(vx + 10, vy + 14, vw, vh, 22, pal.ink, 'opacity="0.5"');
  svg +=
    rect(vx, vy, vw, vh, 22, shade(pal.ink, 0.06)) +
    rect(vx, vy, vw, vh, 22, 'none', stroke(pal.cyan, 3, 'opacity="0.8"'));
  const gy = vy + vh * 0.62;
  svg += path(
    `M${vx},${n(gy)} H${vx + vw} V${vy + vh - 22} Q${vx + vw},${vy + vh} ${vx + vw - 22},${vy + vh} H${vx + 22} Q${vx},${vy + vh} ${vx},${vy + vh - 22} Z`,
    shade(pal.slate, -0.35),
  );
  const bracket = (x: number, y: number, w: number, h: number, color: string) => {
    const c = Math.min(w, h) * 0.28;
    let b = rect(x, y, w, h, 4, color, 'opacity="0.12"');
    b += path(
      `M${n(x)},${n(y + c)} V${n(y)} H${n(x + c)} M${n(x + w - c)},${n(y)} H${n(x + w)} V${n(y + c)} M${n(x + w)},${n(y + h - c)} V${n(y + h)} H${n(x + w - c)} M${n(x + c)},${n(y + h)} H${n(x)} V${n(y + h - c)}`,
      'none',
      stroke(color, 5),
    );
    b += rect(x, y - 22, Math.min(w, 70), 16, 8, color);
    return b;
  };
  if (scene === 'lane') {
    const top = vy + vh * 0.45;
    svg += poly(
      [
        [vx + 150, top],
        [vx + 250, top],
        [vx + vw - 20, vy + vh - 4],
        [vx + 20, vy + vh - 4],
      ],
      shade(pal.ink, 0.25),
    );
    svg += poly(
      [
        [vx + 170, top + 4],
        [vx + 230, top + 4],
        [vx + vw - 70, vy + vh - 8],
        [vx + 70, vy + vh - 8],
      ],
      pal.mint,
      'opacity="0.35"',
    );
    svg += line(vx + 200, top + 10, vx + 200, vy + vh - 12, pal.white, 5, 'stroke-dasharray="18 16"');
    svg +=
      line(vx + 165, top + 4, vx + 60, vy + vh - 8, pal.mint, 5) +
      line(vx + 235, top + 4, vx + vw - 60, vy + vh - 8, pal.mint, 5);
    svg += bracket(vx + 240, top + 20, 70, 50, pal.amber);
  } else if (scene === 'face') {
    const fx = vx + vw / 2;
    svg += path(
      `M${fx - 90},${vy + vh} Q${fx - 90},${vy + 200} ${fx},${vy + 196} Q${fx + 90},${vy + 200} ${fx + 90},${vy + vh} Z`,
      pal.slate,
    );
    svg += ellipse(fx, vy + 140, 52, 62, pal.steel);
    for (const [px, py] of [
      [-20, -12],
      [20, -12],
      [0, 12],
      [-18, 32],
      [18, 32],
      [0, 36],
    ] as const)
      svg += circle(fx + px, vy + 140 + py, 4, pal.cyan);
    svg += bracket(fx - 72, vy + 66, 144, 150, pal.cyan);
  } else {
    const colors = scene === 'colours' ? [pal.coral, pal.mint, pal.amber] : [pal.amber, pal.cyan, pal.coral];
    const items = [
      { x: vx + 60, w: 80, h: 80 },
      { x: vx + 175, w: 70, h: 70 },
      { x: vx + 285, w: 76, h: 96 },
    ];
    items.forEach((it, i) => {
      const base = gy + 40;
      const color = colors[i] as string;
      if (scene === 'colours' || i !== 1) svg += cube(it.x, base, it.w * 0.8, color);
      else svg += ball(ctx, it.x + it.w / 2, base - it.h / 2 + 4, it.w / 2 - 6);
      svg += bracket(it.x - 12, base - it.h - 14, it.w + 12, it.h + 20, color);
    });
  }
  // Crosshair.
  svg += circle(vx + vw / 2, vy + vh / 2, 16, 'none', stroke(pal.white, 2, 'opacity="0.5"'));
  svg +=
    line(vx + vw / 2 - 28, vy + vh / 2, vx + vw / 2 - 18, vy + vh / 2, pal.white, 2, 'opacity="0.5"') +
    line(vx + vw / 2 + 18, vy + vh / 2, vx + vw / 2 + 28, vy + vh / 2, pal.white, 2, 'opacity="0.5"');
  svg += circle(vx + 26, vy + 24, 7, pal.coral);
  return { svg, ground: 'disc' };
}

/* ------------------------------- IoT ------------------------------- */

type Device = 'router' | 'node' | 'phone' | 'bulb' | 'laptop' | 'plug' | 'thermo' | 'car';

/** One connected device standing on the stage at (x, y = its top). */
function device(ctx: DrawContext, kind: Device, x: number, y: number): string {
  const { pal, defs } = ctx;
  const post = (top: number) =>
    rect(x - 7, top, 14, STAGE_Y - top + 6, 4, pal.slate) + ellipse(x, STAGE_Y + 6, 36, 10, pal.dark);
  switch (kind) {
    case 'router': {
      let s =
        post(y + 20) +
        line(x - 40, y - 20, x - 56, y - 100, pal.slate, 8) +
        line(x + 40, y - 20, x + 56, y - 100, pal.slate, 8);
      s += extrude(box(x - 80, y - 30, 160, 50), 30, -22, tones(pal.white));
      for (let i = 0; i < 4; i++) s += led(ctx, x - 56 + i * 22, y - 4, 4, i === 3 ? pal.amber : pal.mint);
      return s + waves(x + 15, y - 70, -135, -45, 3, 28, pal.cyan, 26);
    }
    case 'node': {
      let s = post(y);
      s += extrude(box(x - 60, y - 14, 120, 14), 26, -18, tones(shade(pal.mint, -0.4)));
      s +=
        extrude(box(x - 30, y - 34, 50, 20), 12, -8, tones('#1d2333')) +
        line(x + 40, y - 14, x + 40, y - 80, pal.steel, 5) +
        circle(x + 40, y - 84, 7, pal.amber);
      return s;
    }
    case 'phone':
      return group(
        rect(-42, -80, 84, 150, 16, pal.ink) +
          rect(-34, -68, 68, 120, 8, shade(pal.blue, -0.45)) +
          rect(-24, -56, 48, 26, 6, pal.cyan, 'opacity="0.8"') +
          rect(-24, -22, 48, 12, 4, pal.amber) +
          rect(-24, -4, 30, 12, 4, pal.steel) +
          circle(0, 60, 4, pal.slate),
        translate(x, y + 70, 1, 8),
      );
    case 'bulb':
      return (
        post(y + 40) +
        circle(
          x,
          y - 40,
          110,
          defs.radial([
            [0, pal.amber, 0.5],
            [1, pal.amber, 0],
          ]),
        ) +
        circle(x, y - 40, 48, shade(pal.amber, 0.25)) +
        rect(x - 24, y, 48, 40, 6, pal.steel) +
        rect(x - 24, y + 12, 48, 6, 0, shade(pal.steel, -0.3)) +
        circle(x - 16, y - 56, 12, '#ffffff', 'opacity="0.6"')
      );
    case 'laptop':
      return (
        poly(
          [
            [x - 80, y + 60],
            [x + 70, y + 40],
            [x + 70, y - 60],
            [x - 80, y - 40],
          ],
          shade(pal.ink, 0.25),
        ) +
        poly(
          [
            [x - 70, y + 50],
            [x + 60, y + 33],
            [x + 60, y - 52],
            [x - 70, y - 33],
          ],
          shade(pal.blue, -0.45),
        ) +
        polyline(
          [
            [x - 56, y + 20],
            [x - 30, y],
            [x - 6, y + 8],
            [x + 40, y - 30],
          ],
          pal.cyan,
          4,
        ) +
        poly(
          [
            [x - 80, y + 60],
            [x + 70, y + 40],
            [x + 130, y + 70],
            [x - 20, y + 94],
          ],
          pal.steel,
        ) +
        rect(x - 10, y + 94, 12, STAGE_Y - y - 90, 4, pal.slate)
      );
    case 'plug':
      return (
        post(y + 60) +
        extrude(box(x - 50, y - 40, 100, 100), 26, -18, tones(pal.white)) +
        circle(x - 16, y + 10, 7, pal.slate) +
        circle(x + 16, y + 10, 7, pal.slate) +
        led(ctx, x + 30, y - 26, 5, pal.mint)
      );
    case 'thermo':
      return (
        post(y + 60) +
        rect(x - 50, y - 60, 100, 120, 24, pal.white) +
        circle(x, y, 34, 'none', stroke(shade(pal.cyan, -0.3), 8)) +
        path(`M${x - 34},${y} A34,34 0 0 1 ${x + 24},${y - 24}`, 'none', stroke(pal.amber, 8)) +
        circle(x, y, 8, pal.coral)
      );
    case 'car':
      return group(drawRover({ ...ctx, pal: { ...pal, body: pal.coral } }, 'car'), translate(x, STAGE_Y + 20, 0.36));
  }
}

export function iotMotif(ctx: DrawContext): Motif {
  const { pal, rng, text, defs } = ctx;
  let svg = '';
  const pool: Device[] = ['router', 'node', 'phone', 'bulb', 'laptop', 'plug', 'thermo'];
  // Shuffle the pool (seeded), keep four, and make sure a mentioned car or a router is among them.
  for (let i = pool.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [pool[i], pool[j]] = [pool[j] as Device, pool[i] as Device];
  }
  const chosen = pool.slice(0, 4);
  if (/car|rover|bot|vehicle|telemetry/.test(text)) chosen[2] = 'car';
  if (!chosen.includes('router') && rng.chance(0.5)) chosen[0] = 'router';
  const slots: Pt[] = [
    [-255, STAGE_Y - 140],
    [-85, STAGE_Y - 180],
    [85, STAGE_Y - 130],
    [255, STAGE_Y - 180],
  ];
  const cloud = /cloud|mqtt|firebase|dashboard|web|internet|iot|thingspeak|blynk/.test(text) || rng.chance(0.6);
  const hubY = -170;
  if (cloud) {
    svg += ellipse(
      0,
      hubY - 60,
      260,
      120,
      defs.radial([
        [0, pal.cyan, 0.35],
        [1, pal.cyan, 0],
      ]),
    );
    slots.forEach(([x, y], i) => {
      const c1: Pt = [x, (y + hubY) / 2];
      const c2: Pt = [x * 0.4, hubY + 60];
      const end: Pt = [x * 0.25, hubY];
      svg += path(
        `M${x},${y - 10} C${n(c1[0])},${n(c1[1])} ${n(c2[0])},${n(c2[1])} ${n(end[0])},${n(end[1])}`,
        'none',
        stroke(pal.cyan, 3, 'stroke-dasharray="4 12" opacity="0.8"'),
      );
      const t = 0.3 + (i % 3) * 0.2;
      const b = (a: number, p1: number, p2: number, d: number) =>
        a * (1 - t) ** 3 + 3 * p1 * (1 - t) ** 2 * t + 3 * p2 * (1 - t) * t * t + d * t ** 3;
      svg += led(ctx, b(x, c1[0], c2[0], end[0]), b(y - 10, c1[1], c2[1], end[1]), 6, i % 2 ? pal.amber : pal.cyan);
    });
    svg += path(cloudPath(0, hubY + 6, 330), pal.ink, 'opacity="0.35"');
    svg += path(
      cloudPath(0, hubY, 330),
      defs.linear([
        [0, pal.white],
        [1, shade(pal.steel, 0.2)],
      ]),
    );
    svg += path(cloudPath(0, hubY, 330), 'none', stroke(pal.cyan, 3, 'opacity="0.6"'));
    for (let i = 0; i < 3; i++)
      svg += rect(
        -60 + i * 44,
        hubY - 70 + (i === 1 ? -10 : 0),
        30,
        40 + (i === 1 ? 10 : 0),
        6,
        [pal.blue, pal.amber, pal.cyan][i] as string,
        'opacity="0.85"',
      );
  } else {
    // A mesh: every device talks to its neighbours, with a gateway tower in the middle.
    for (let i = 0; i < slots.length; i++) {
      for (let j = i + 1; j < slots.length; j++) {
        const [ax, ay] = slots[i] as Pt;
        const [bx, by] = slots[j] as Pt;
        if (j - i > 2) continue;
        svg += path(
          `M${ax},${ay - 40} Q${(ax + bx) / 2},${Math.min(ay, by) - 160} ${bx},${by - 40}`,
          'none',
          stroke(pal.cyan, 3, 'stroke-dasharray="4 12" opacity="0.7"'),
        );
        svg += led(ctx, (ax + bx) / 2, (ay + by) / 2 - 120, 5, (i + j) % 2 ? pal.amber : pal.cyan);
      }
    }
    svg += rect(-10, hubY + 20, 20, STAGE_Y - hubY - 60, 4, pal.slate) + led(ctx, 0, hubY + 10, 10, pal.amber);
    svg += waves(0, hubY + 10, -150, -30, 4, 36, pal.amber, 30);
  }
  chosen.forEach((kind, i) => {
    const [x, y] = slots[i] as Pt;
    svg += device(ctx, kind, x, y);
  });
  return { svg, ground: 'disc' };
}

/* ------------------------------- neural network ------------------------------- */

export function neuralMotif(ctx: DrawContext): Motif {
  const { pal, rng, text, defs } = ctx;
  let svg = '';
  const gpu = rng.chance(0.35);
  if (gpu) {
    // A graphics card with two fans.
    const w = 300;
    const d = 120;
    const [mx, my] = iso(w / 2, d / 2, 0);
    let card = isoBox(0, 0, 0, w, d, 40, tones(pal.dark));
    for (const fx of [80, 220]) {
      const [cx, cy] = iso(fx, d / 2, 40);
      card +=
        ellipse(cx, cy, 58, 34, shade(pal.ink, 0.1)) +
        ellipse(cx, cy, 50, 29, 'none', stroke(pal.steel, 4, 'stroke-dasharray="14 8"')) +
        ellipse(cx, cy, 14, 8, pal.steel);
    }
    card += polyline(
      isoPath(
        [
          [10, d],
          [w - 10, d],
        ],
        22,
      ),
      pal.cyan,
      4,
    );
    svg += group(card, translate(-mx, STAGE_Y - my + 20));
  } else {
    const w = 170;
    const [mx, my] = iso(w / 2, w / 2, 0);
    let chip = '';
    for (let i = 0; i < 8; i++) {
      const t = 14 + i * ((w - 28) / 7);
      chip +=
        polyline(
          isoPath(
            [
              [t, -14],
              [t, w + 14],
            ],
            2,
          ),
          pal.steel,
          4,
        ) +
        polyline(
          isoPath(
            [
              [-14, t],
              [w + 14, t],
            ],
            2,
          ),
          pal.steel,
          4,
        );
    }
    chip += isoBox(0, 0, 0, w, w, 22, tones('#1d2333'));
    chip += poly(
      isoPath(
        [
          [40, 40],
          [w - 40, 40],
          [w - 40, w - 40],
          [40, w - 40],
        ],
        22,
      ),
      pal.cyan,
      'opacity="0.9"',
    );
    chip += poly(
      isoPath(
        [
          [55, 55],
          [w - 55, 55],
          [w - 55, w - 55],
          [55, w - 55],
        ],
        22,
      ),
      shade(pal.cyan, 0.5),
    );
    svg += group(chip, translate(-mx, STAGE_Y - my + 10));
  }
  svg += path(
    `M-60,${STAGE_Y - 30} L-260,-250 L260,-250 L60,${STAGE_Y - 30} Z`,
    defs.linear([
      [0, pal.cyan, 0.02],
      [1, pal.cyan, 0.3],
    ]),
  );
  // Layers of nodes, in one of a few shapes.
  const shape = rng.pick([
    [3, 5, 5, 3],
    [4, 6, 4, 2],
    [2, 4, 5, 4, 2],
    [3, 4, 4, 4, 3],
    [5, 3, 5],
  ]);
  const io =
    /classif|recogni|detect|digit|disease|sort|waste|vision|image|spotting|predict/.test(text) || rng.chance(0.3);
  const span = io ? 400 : 560;
  const hot = rng.pick([pal.amber, pal.coral, pal.mint]);
  const layers = shape.map((count, li) => {
    const x = -span / 2 + (li * span) / (shape.length - 1);
    return Array.from({ length: count }, (_, k): Pt => [x, -130 - ((count - 1) / 2) * 58 + k * 58]);
  });
  const active = new Set<string>();
  for (let li = 0; li < layers.length - 1; li++) {
    for (const a of layers[li] as Pt[]) {
      for (const b of layers[li + 1] as Pt[]) {
        const on = rng.chance(0.16);
        if (on) {
          active.add(`${a[0]},${a[1]}`);
          active.add(`${b[0]},${b[1]}`);
        }
        svg += line(a[0], a[1], b[0], b[1], on ? hot : pal.cyan, on ? 3.5 : 2, `opacity="${on ? 0.9 : 0.28}"`);
      }
    }
  }
  for (const layer of layers) {
    for (const [x, y] of layer) {
      const on = active.has(`${x},${y}`);
      svg += circle(x, y, 26, on ? hot : pal.cyan, 'opacity="0.15"');
      svg += circle(x, y, 17, shade(pal.ink, 0.1)) + circle(x, y, 17, 'none', stroke(on ? hot : pal.cyan, 4));
      svg += circle(x, y, 7, on ? hot : shade(pal.cyan, 0.3));
    }
  }
  if (io) {
    // An input picture on the left and output scores on the right.
    const ix = -span / 2 - 170;
    svg +=
      rect(ix, -210, 120, 120, 14, shade(pal.ink, 0.15)) + rect(ix, -210, 120, 120, 14, 'none', stroke(pal.cyan, 3));
    svg +=
      poly(
        [
          [ix + 10, -100],
          [ix + 50, -160],
          [ix + 80, -120],
          [ix + 95, -135],
          [ix + 112, -100],
        ],
        pal.mint,
      ) + circle(ix + 90, -175, 13, pal.amber);
    const ox = span / 2 + 50;
    for (let i = 0; i < 4; i++) {
      const len = i === 1 ? 100 : rng.range(16, 60);
      svg +=
        rect(ox, -200 + i * 34, 110, 20, 10, shade(pal.ink, 0.2)) +
        rect(ox, -200 + i * 34, len, 20, 10, i === 1 ? hot : pal.cyan, `opacity="${i === 1 ? 1 : 0.6}"`);
    }
  }
  return { svg, ground: 'disc' };
}

/* ------------------------------- desks and talks ------------------------------- */

/** A node graph (like a ROS graph): pills joined by lines with packets on them. */
function nodeGraph(ctx: DrawContext, x: number, y: number, w: number, h: number): string {
  const { pal, rng } = ctx;
  let s = '';
  const cols = 3;
  const nodes: Pt[] = [];
  const perCol = [2, 1, rng.int(1, 2)];
  perCol.forEach((count, c) => {
    for (let k = 0; k < count; k++)
      nodes.push([x + 50 + (c * (w - 100)) / (cols - 1), y + ((k + 1) * h) / (count + 1)]);
  });
  const hub = nodes[2] as Pt;
  nodes.forEach((p, i) => {
    if (i === 2) return;
    s +=
      line(p[0], p[1], hub[0], hub[1], pal.steel, 3, 'opacity="0.6"') +
      circle((p[0] + hub[0]) / 2, (p[1] + hub[1]) / 2, 5, pal.amber);
  });
  nodes.forEach(([nx, ny], i) => {
    const color = i === 2 ? pal.amber : i < 2 ? pal.cyan : pal.mint;
    s +=
      rect(nx - 42, ny - 20, 84, 40, 20, shade(color, -0.55)) +
      rect(nx - 42, ny - 20, 84, 40, 20, 'none', stroke(color, 3)) +
      rect(nx - 24, ny - 4, 48, 8, 4, color, 'opacity="0.8"');
  });
  return s;
}

function codeBars(ctx: DrawContext, x: number, y: number, lines: number): string {
  const { pal, rng } = ctx;
  let s = '';
  for (let i = 0; i < lines; i++) {
    const indent = [0, 1, 1, 2, 2, 1, 0, 1][i % 8] as number;
    s += rect(
      x + indent * 12,
      y + i * 26,
      rng.range(30, 70),
      9,
      4,
      [pal.cyan, pal.amber, pal.mint, pal.coral][i % 4] as string,
      'opacity="0.75"',
    );
  }
  return s;
}

function screen(ctx: DrawContext, x: number, y: number, w: number, h: number): string {
  const { pal } = ctx;
  let s = rect(x + 8, y + 12, w, h, 20, pal.ink, 'opacity="0.45"');
  s += rect(x, y, w, h, 20, shade(pal.ink, 0.22)) + rect(x + 14, y + 14, w - 28, h - 28, 10, shade(pal.ink, 0.04));
  s +=
    nodeGraph(ctx, x + 14, y + 14, w * 0.68, h - 28) + codeBars(ctx, x + w * 0.74, y + 40, Math.floor((h - 60) / 26));
  return s;
}

/** Audience heads and shoulders seen from behind, along the bottom. */
function audience(ctx: DrawContext, y: number): string {
  const { pal, rng } = ctx;
  let s = '';
  for (let i = 0; i < 7; i++) {
    const x = -330 + i * 110 + rng.range(-12, 12);
    const yy = y + (i % 2) * 16;
    const c = shade(pal.slate, -0.45 + rng.range(-0.08, 0.08));
    s +=
      path(
        `M${n(x - 50)},${n(yy + 90)} Q${n(x - 50)},${n(yy + 24)} ${n(x)},${n(yy + 24)} Q${n(x + 50)},${n(yy + 24)} ${n(x + 50)},${n(yy + 90)} Z`,
        c,
      ) + circle(x, yy, 30, c);
    s += path(
      `M${n(x - 24)},${n(yy - 14)} A30,30 0 0 1 ${n(x + 10)},${n(yy - 28)}`,
      'none',
      stroke(pal.cyan, 3, 'opacity="0.4"'),
    );
  }
  return s;
}

export function workstationMotif(ctx: DrawContext): Motif {
  const { pal, rng, text } = ctx;
  let svg = '';
  const talk = /workshop|lecture|seminar|talk|session|webinar|class|school|outreach|teaching|tutorial/.test(text)
    ? rng.chance(0.75)
    : rng.chance(0.2);
  if (talk) {
    // A projector screen on a tripod, a lectern-side robot, and the audience in front.
    svg +=
      line(-20, STAGE_Y - 10, 0, -80, pal.slate, 8) +
      line(20, STAGE_Y - 10, 0, -80, pal.slate, 8) +
      line(0, STAGE_Y - 20, 0, -80, pal.slate, 8);
    svg += rect(-290, -330, 580, 14, 7, pal.steel);
    svg += rect(-270, -316, 540, 310, 6, shade(pal.white, -0.04));
    svg += rect(-250, -296, 500, 270, 4, shade(pal.ink, 0.08));
    svg += nodeGraph(ctx, -250, -296, 340, 270) + codeBars(ctx, 110, -270, 8);
    svg += group(
      drawRover({ ...ctx, pal: { ...pal, body: pal.amber } }, rng.pick(['follower', 'rover'] as const)),
      translate(240, STAGE_Y - 60, 0.38),
    );
    svg += audience(ctx, STAGE_Y - 30);
    return { svg, ground: 'disc' };
  }
  // A desk set-up: a monitor, a laptop, a keyboard, a mug and a small robot.
  svg += rect(-20, 10, 40, STAGE_Y - 24, 0, pal.slate) + ellipse(0, STAGE_Y - 10, 110, 22, shade(pal.slate, 0.2));
  svg += screen(ctx, -250, -300, 500, 310);
  svg += extrude(box(-200, STAGE_Y + 10, 300, 24), 40, -24, tones(pal.white));
  for (let r = 0; r < 2; r++)
    for (let c = 0; c < 12; c++)
      svg += rect(-192 + c * 24 + r * 8, STAGE_Y + 14 + r * 10, 18, 6, 2, shade(pal.white, -0.2));
  svg +=
    rect(-300, STAGE_Y - 40, 56, 64, 10, pal.amber) +
    path(`M-244,${STAGE_Y - 28} a18,18 0 0 1 0,36`, 'none', stroke(pal.amber, 8)) +
    ellipse(-272, STAGE_Y - 40, 28, 7, shade(pal.amber, -0.4));
  svg += path(
    `M-280,${STAGE_Y - 56} c-10,-20 12,-26 2,-46 M-262,${STAGE_Y - 56} c-10,-20 12,-26 2,-46`,
    'none',
    stroke(pal.white, 4, 'opacity="0.35"'),
  );
  svg += device(ctx, 'laptop', 330, STAGE_Y - 130);
  svg += group(drawRover({ ...ctx, pal: { ...pal, body: pal.coral } }, 'follower'), translate(250, STAGE_Y + 60, 0.42));
  return { svg, ground: 'disc' };
}
