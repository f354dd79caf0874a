/**
 * Electronics subjects: an isometric circuit board, gadgets (a box with a screen and buttons, a
 * smart bin, a keypad lock, a lamp, a dispenser) and sensors with what they sense drawn around them.
 */
import { mix, shade, tones, type Palette } from './color.ts';
import { cube, led } from './machines.ts';
import type { Rng } from './random.ts';
import {
  arcPath,
  box,
  capsule,
  circle,
  ellipse,
  extrude,
  group,
  iso,
  isoBox,
  isoCylinder,
  isoPath,
  line,
  n,
  path,
  polyline,
  rect,
  stroke,
  translate,
  type Pt,
} from './svg.ts';
import type { DrawContext, Motif } from './types.ts';

const STAGE_Y = 246;

/* ------------------------------- circuit board ------------------------------- */

interface Part {
  depth: number;
  svg: string;
}

/** Traces with 45-degree bends on the board plane, from a pad to another. */
function boardTraces(rng: Rng, w: number, d: number, count: number): Pt[][] {
  const traces: Pt[][] = [];
  for (let i = 0; i < count; i++) {
    const horizontal = rng.chance(0.5);
    const start: Pt = horizontal
      ? [rng.range(12, w * 0.3), rng.range(16, d - 16)]
      : [rng.range(16, w - 16), rng.range(12, d * 0.3)];
    const len1 = rng.range(40, 150);
    const diag = rng.range(15, 50) * (rng.chance(0.5) ? 1 : -1);
    const len2 = rng.range(30, 120);
    const p1: Pt = horizontal ? [start[0] + len1, start[1]] : [start[0], start[1] + len1];
    const p2: Pt = horizontal ? [p1[0] + Math.abs(diag), p1[1] + diag] : [p1[0] + diag, p1[1] + Math.abs(diag)];
    const p3: Pt = horizontal ? [p2[0] + len2, p2[1]] : [p2[0], p2[1] + len2];
    const clamp = ([x, y]: Pt): Pt => [Math.min(w - 10, Math.max(10, x)), Math.min(d - 10, Math.max(10, y))];
    traces.push([start, p1, p2, p3].map(clamp));
  }
  return traces;
}

export function drawBoard(ctx: DrawContext, w: number, d: number, solder: boolean): string {
  const { pal, rng } = ctx;
  const boardColor = rng.pick([hueShift(pal, '#17855d'), shade(pal.blue, -0.42), '#1b2130', '#0f6b6e']);
  const bt = tones(boardColor);
  const h = 12;
  const copper = rng.pick([pal.amber, shade(pal.cyan, 0.1)]);
  let s = isoBox(0, 0, 0, w, d, h, { ...bt, top: shade(boardColor, 0.08) });
  const z = h;
  // Traces and vias.
  for (const tr of boardTraces(rng, w, d, 26)) {
    const p = isoPath(tr, z);
    s += polyline(p, shade(boardColor, 0.28), 5) + polyline(p, copper, 2.2, 'opacity="0.8"');
    const end = tr[tr.length - 1] as Pt;
    const [ex, ey] = iso(end[0], end[1], z);
    s += ellipse(ex, ey, 6, 3.5, copper) + ellipse(ex, ey, 2.5, 1.4, shade(boardColor, -0.3));
  }
  // Mounting holes.
  for (const [x, y] of [
    [14, 14],
    [w - 14, 14],
    [w - 14, d - 14],
    [14, d - 14],
  ] as const) {
    const [hx, hy] = iso(x, y, z);
    s += ellipse(hx, hy, 11, 6.5, pal.amber) + ellipse(hx, hy, 6, 3.5, pal.ink);
  }
  const parts: Part[] = [];
  const chip = (x: number, y: number, cw: number, cd: number, ch: number) => {
    let c = '';
    const pinColor = pal.steel;
    const pins = Math.max(3, Math.round(cw / 14));
    for (let i = 0; i < pins; i++) {
      const px = x + ((i + 0.5) * cw) / pins;
      c += polyline(
        isoPath(
          [
            [px, y - 7],
            [px, y + cd + 7],
          ],
          z + 1,
        ),
        pinColor,
        3,
      );
    }
    const pinsY = Math.max(3, Math.round(cd / 14));
    for (let i = 0; i < pinsY; i++) {
      const py = y + ((i + 0.5) * cd) / pinsY;
      c += polyline(
        isoPath(
          [
            [x - 7, py],
            [x + cw + 7, py],
          ],
          z + 1,
        ),
        pinColor,
        3,
      );
    }
    c += isoBox(x, y, z, cw, cd, ch, tones('#1d2333'));
    const [dx, dy] = iso(x + 10, y + 10, z + ch);
    c += ellipse(dx, dy, 4, 2.4, shade(pal.steel, -0.2));
    parts.push({ depth: x + y + cw / 2 + cd / 2, svg: c });
  };
  // Mirror the layout on either axis so boards differ from one another.
  const flipX = rng.chance(0.5);
  const flipY = rng.chance(0.5);
  const px = (x: number, size = 0) => (flipX ? w - x - size : x);
  const py = (y: number, size = 0) => (flipY ? d - y - size : y);
  const mcu = rng.pick([92, 80, 70]);
  chip(px(w * 0.38, mcu), py(d * 0.3, mcu), mcu, mcu, 14);
  chip(px(w * 0.1, 60), py(d * 0.62, 40), 60, 40, 10);
  if (rng.chance(0.6)) chip(px(w * 0.72, 44), py(d * 0.62, 44), 44, 44, 10);
  else {
    // A shielded radio module with its antenna trace.
    const mx = px(w * 0.66, 96);
    const my = py(d * 0.56, 70);
    let m = isoBox(mx, my, z, 96, 70, 10, tones(pal.steel));
    const zig: Pt[] = [];
    for (let i = 0; i <= 8; i++) zig.push([mx + 8 + i * 10, my + (flipY ? -12 : 82) + (i % 2 ? 10 : 0)]);
    m += polyline(isoPath(zig, z), copper, 3);
    parts.push({ depth: mx + my + 60, svg: m });
  }
  // Electrolytic capacitors.
  const caps = rng.int(1, 3);
  for (const [x, y, r, hh] of [
    [w * 0.8, d * 0.16, 16, 44],
    [w * 0.9, d * 0.32, 12, 32],
    [w * 0.66, d * 0.12, 10, 26],
  ].slice(0, caps) as [number, number, number, number][]) {
    const cx = px(x);
    const cy = py(y);
    const cap = isoCylinder(cx, cy, z, r, hh, rng.pick([shade(pal.blue, -0.15), shade(pal.ink, 0.25)]), pal.steel);
    parts.push({ depth: cx + cy, svg: cap });
  }
  // Resistors, LEDs and a header.
  for (let i = 0; i < 4; i++) {
    const x = px(w * 0.12 + i * 22, 12);
    const y = py(d * 0.2, 28);
    parts.push({ depth: x + y, svg: isoBox(x, y, z, 12, 28, 8, tones('#d8c6a0')) });
  }
  const ledColors = [pal.coral, pal.mint, pal.amber, pal.cyan];
  for (let i = 0; i < 3; i++) {
    const x = px(w * 0.64 + i * 26);
    const y = py(d * 0.9);
    const color = ledColors[(i + rng.int(0, 3)) % 4] as string;
    const [lx, ly] = iso(x, y, z + 8);
    parts.push({
      depth: x + y,
      svg: isoCylinder(x, y, z, 6, 8, shade(color, -0.2), color) + led(ctx, lx, ly, 4, color),
    });
  }
  for (let i = 0; i < 10; i++) {
    const x = px(12, 12);
    const y = 40 + i * 16;
    if (y > d - 30) break;
    parts.push({
      depth: x + y,
      svg:
        isoBox(x, y, z, 12, 12, 10, tones('#202634')) +
        polyline([iso(x + 6, y + 6, z + 10), iso(x + 6, y + 6, z + 26)], pal.amber, 3),
    });
  }
  if (rng.chance(0.4)) {
    // A blue relay with a screw terminal.
    const rx = px(w * 0.45, 60);
    const ry = py(d * 0.7, 44);
    parts.push({
      depth: rx + ry + 50,
      svg:
        isoBox(rx, ry, z, 60, 44, 40, tones(shade(pal.blue, -0.05))) +
        isoBox(rx + 64, ry + 4, z, 24, 36, 22, tones(pal.mint)),
    });
  }
  parts.push({
    depth: px(w - 10) + d * 0.5,
    svg: isoBox(px(w - 26, 34), py(d * 0.45, 40), z, 34, 40, 16, tones(pal.steel)),
  });
  parts.sort((a, b) => a.depth - b.depth);
  s += parts.map((p) => p.svg).join('');
  if (solder) {
    // A soldering iron touching a pad, with a wisp of smoke.
    const [tx, ty] = iso(w * 0.62, d * 0.78, z + 2);
    s += led(ctx, tx, ty, 5, pal.amber);
    s += capsule([tx, ty], [tx + 70, ty - 120], 7, pal.steel);
    s += capsule([tx + 70, ty - 120], [tx + 120, ty - 206], 18, shade(pal.steel, -0.2));
    s +=
      capsule([tx + 120, ty - 206], [tx + 200, ty - 344], 34, pal.coral) +
      capsule([tx + 150, ty - 258], [tx + 196, ty - 337], 10, shade(pal.coral, 0.3));
    for (let i = 0; i < 3; i++) {
      const ox = tx - 10 + i * 12;
      s += path(
        `M${n(ox)},${n(ty - 10)} c-18,-30 22,-48 2,-82 c-14,-26 12,-40 4,-64`,
        'none',
        stroke(pal.white, 5 - i, `opacity="${0.28 - i * 0.07}"`),
      );
    }
  }
  return s;
}

function hueShift(pal: Palette, color: string): string {
  return mix(color, pal.ink, 0.1);
}

export function pcbMotif(ctx: DrawContext): Motif {
  const solder = /solder|iron|assembl/.test(ctx.text);
  const w = 380;
  const d = 270;
  // Centre the board's footprint over the stage, floating a little above it.
  const [mx, my] = iso(w / 2, d / 2, 0);
  const lift = 70;
  let svg = ellipse(
    0,
    STAGE_Y,
    250,
    60,
    ctx.defs.radial([
      [0, ctx.pal.glow, 0.45],
      [1, ctx.pal.glow, 0],
    ]),
  );
  svg += group(drawBoard(ctx, w, d, solder), translate(-mx, STAGE_Y - my - lift));
  return { svg, ground: 'disc' };
}

/* ------------------------------- gadget ------------------------------- */

export function screenContent(
  ctx: DrawContext,
  x: number,
  y: number,
  w: number,
  h: number,
  kind: 'wave' | 'bars' | 'ring' | 'pulse',
): string {
  const { pal, rng } = ctx;
  let s = rect(x, y, w, h, 10, pal.ink) + rect(x + 6, y + 6, w - 12, h - 12, 6, shade(pal.blue, -0.55));
  if (kind === 'bars') {
    for (let i = 0; i < 6; i++) {
      const bh = rng.range(0.25, 0.9) * (h - 30);
      s += rect(
        x + 16 + i * ((w - 32) / 6),
        y + h - 14 - bh,
        (w - 32) / 6 - 8,
        bh,
        3,
        i % 3 === 2 ? pal.amber : pal.cyan,
      );
    }
  } else if (kind === 'ring') {
    const r = h * 0.32;
    s += circle(x + w / 2, y + h / 2, r, 'none', stroke(shade(pal.cyan, -0.5), 10));
    s += path(arcPath(x + w / 2, y + h / 2, r, -90, -90 + rng.range(120, 300)), 'none', stroke(pal.amber, 10));
    s += circle(x + w / 2, y + h / 2, 6, pal.cyan);
  } else {
    const p: Pt[] = [];
    const mid = y + h / 2;
    for (let i = 0; i <= 24; i++) {
      const px = x + 14 + (i * (w - 28)) / 24;
      let py = mid + Math.sin(i * 0.7) * h * 0.18;
      if (kind === 'pulse') py = i % 8 === 4 ? mid - h * 0.34 : i % 8 === 5 ? mid + h * 0.24 : mid;
      p.push([px, py]);
    }
    s += polyline(p, kind === 'pulse' ? pal.coral : pal.cyan, 4);
  }
  return s;
}

/** A small dev board on the stage with a ribbon of wires running to (tx, ty). */
function devBoard(ctx: DrawContext, x: number, y: number, tx: number, ty: number): string {
  const { pal } = ctx;
  let s = extrude(box(x, y - 14, 150, 14), 40, -30, tones(shade(pal.mint, -0.4)));
  s += extrude(box(x + 40, y - 40, 44, 16), 14, -10, tones('#1d2333'));
  s += led(ctx, x + 120, y - 24, 4, pal.cyan);
  [pal.coral, pal.amber, pal.mint, pal.cyan].forEach((c, i) => {
    s += path(
      `M${n(tx)},${n(ty + i * 12)} C${n(tx + 70)},${n(ty + 20 + i * 12)} ${n(x - 10)},${n(y - 80 + i * 8)} ${n(x + 20 + i * 12)},${n(y - 20)}`,
      'none',
      stroke(c, 5),
    );
  });
  return s;
}

export function gadgetMotif(ctx: DrawContext): Motif {
  const { pal, rng, text } = ctx;
  const object = /dust ?bin|\bbin\b|trash|waste|garbage/.test(text)
    ? 'bin'
    : /lock|door|keypad|safe\b/.test(text)
      ? 'door'
      : /lamp|bulb|light/.test(text)
        ? 'lamp'
        : /sanitizer|dispenser|soap|hand wash|feeder/.test(text)
          ? 'dispenser'
          : 'box';
  let svg = '';
  if (object === 'bin') {
    const x = -60;
    const top = STAGE_Y - 260;
    const bin = tones(rng.pick([pal.mint, pal.blue, pal.steel]));
    svg += path(
      `M${x - 130},${top} L${x + 130},${top} L${x + 110},${STAGE_Y + 6} L${x - 110},${STAGE_Y + 6} Z`,
      bin.front,
    );
    svg += path(
      `M${x + 60},${top} L${x + 130},${top} L${x + 110},${STAGE_Y + 6} L${x + 50},${STAGE_Y + 6} Z`,
      bin.side,
    );
    for (let i = 0; i < 4; i++)
      svg += line(x - 70 + i * 44, top + 60, x - 64 + i * 42, STAGE_Y - 30, shade(bin.front, -0.2), 10);
    svg += ellipse(x, top, 130, 26, shade(pal.ink, 0.1));
    // The lid lifted by a servo arm.
    svg += group(
      ellipse(0, 0, 134, 24, bin.top) + rect(-134, 0, 268, 16, 8, bin.side),
      `transform="translate(${x - 110} ${top - 10}) rotate(-38) translate(110 0)"`,
    );
    svg += line(x + 100, top + 10, x + 40, top - 120, pal.slate, 10) + circle(x + 100, top + 14, 12, pal.dark);
    svg +=
      rect(x - 50, top + 36, 100, 46, 8, shade(pal.blue, -0.2)) +
      circle(x - 24, top + 59, 15, pal.steel) +
      circle(x + 24, top + 59, 15, pal.steel);
    svg += waves(x + 60, top + 59, -30, 30, 3, 30, pal.cyan, 70);
    svg += led(ctx, x, top + 110, 7, rng.pick([pal.coral, pal.mint]));
    svg += devBoard(ctx, 180, STAGE_Y - 20, x + 110, top + 140);
    return { svg, ground: 'disc' };
  }
  if (object === 'door') {
    const door = tones(rng.pick([shade(pal.amber, -0.35), pal.steel, pal.white]));
    svg += extrude(box(-230, STAGE_Y - 560, 260, 560), 40, -30, door);
    svg +=
      rect(-204, STAGE_Y - 530, 208, 220, 10, shade(door.front, -0.08)) +
      rect(-204, STAGE_Y - 280, 208, 240, 10, shade(door.front, -0.08));
    svg += rect(-10, STAGE_Y - 300, 24, 70, 12, pal.steel);
    // Keypad unit on the wall beside it.
    const kx = 110;
    const ky = STAGE_Y - 400;
    svg += extrude(box(kx, ky, 150, 230), 20, -14, tones(pal.dark));
    svg +=
      rect(kx + 16, ky + 16, 118, 40, 6, shade(pal.blue, -0.5)) +
      rect(kx + 26, ky + 30, 60, 12, 4, pal.cyan, 'opacity="0.8"');
    for (let r = 0; r < 4; r++)
      for (let c = 0; c < 3; c++)
        svg += rect(
          kx + 20 + c * 38,
          ky + 70 + r * 36,
          32,
          28,
          6,
          r === 3 && c === 2 ? pal.mint : r === 3 && c === 0 ? pal.coral : pal.steel,
        );
    svg += led(ctx, kx + 130, ky + 214, 6, rng.pick([pal.mint, pal.coral]));
    svg += path(
      `M${kx},${ky + 180} C${kx - 60},${ky + 200} 40,${STAGE_Y - 200} 10,${STAGE_Y - 260}`,
      'none',
      stroke(pal.coral, 5),
    );
    return { svg, ground: 'disc' };
  }
  if (object === 'lamp') {
    const glow = ctx.defs.radial([
      [0, pal.amber, 0.55],
      [1, pal.amber, 0],
    ]);
    svg += ellipse(-40, STAGE_Y + 6, 110, 26, pal.dark) + ellipse(-40, STAGE_Y - 4, 110, 26, shade(pal.dark, 0.25));
    svg +=
      capsule([-40, STAGE_Y - 10], [40, STAGE_Y - 230], 18, pal.steel) +
      capsule([40, STAGE_Y - 230], [-80, STAGE_Y - 390], 18, pal.steel);
    svg += circle(40, STAGE_Y - 230, 18, pal.slate) + circle(-40, STAGE_Y - 10, 18, pal.slate);
    svg += path(
      `M-60,${STAGE_Y - 250} L200,${STAGE_Y + 20} L-60,${STAGE_Y + 20} Z`,
      ctx.defs.linear([
        [0, pal.amber, 0.35],
        [1, pal.amber, 0],
      ]),
    );
    svg += group(
      path('M-70,-40 L70,-40 L110,50 L-110,50 Z', pal.trim === pal.white ? pal.coral : pal.trim) +
        ellipse(0, 50, 110, 20, shade(pal.amber, 0.4)),
      `transform="translate(-80 ${STAGE_Y - 390}) rotate(-30)"`,
    );
    svg += circle(-20, STAGE_Y - 330, 150, glow);
    svg += devBoard(ctx, 140, STAGE_Y - 20, -40, STAGE_Y - 60);
    return { svg, ground: 'disc' };
  }
  if (object === 'dispenser') {
    const shell = tones(rng.pick([pal.white, pal.steel]));
    svg += rect(-40, STAGE_Y - 520, 50, 520, 8, pal.slate);
    svg += extrude(box(-150, STAGE_Y - 500, 200, 250), 40, -28, shell);
    svg +=
      rect(-130, STAGE_Y - 470, 160, 110, 12, shade(pal.cyan, -0.1), 'opacity="0.7"') +
      rect(-130, STAGE_Y - 420, 160, 60, 12, pal.cyan);
    svg += rect(-70, STAGE_Y - 250, 40, 40, 6, pal.dark) + led(ctx, -50, STAGE_Y - 270, 6, pal.coral);
    for (let i = 0; i < 3; i++) {
      const dy = STAGE_Y - 180 + i * 46;
      svg += path(
        `M-50,${dy - 16} C-40,${dy - 2} -40,${dy + 10} -50,${dy + 10} C-60,${dy + 10} -60,${dy - 2} -50,${dy - 16} Z`,
        pal.cyan,
      );
    }
    svg += path(
      `M-50,${STAGE_Y - 200} L-110,${STAGE_Y - 20} L10,${STAGE_Y - 20} Z`,
      ctx.defs.linear([
        [0, pal.coral, 0.3],
        [1, pal.coral, 0],
      ]),
    );
    svg += devBoard(ctx, 150, STAGE_Y - 20, 90, STAGE_Y - 380);
    return { svg, ground: 'disc' };
  }
  const kind = /heart|pulse/.test(text)
    ? 'pulse'
    : /timer|clock|game|reaction|wash/.test(text)
      ? 'ring'
      : /meter|energy|counter|level|visitor/.test(text)
        ? 'bars'
        : rng.pick(['wave', 'bars', 'ring'] as const);
  const controls = /lock|keypad|door|elevator/.test(text) ? 'keypad' : rng.pick(['keypad', 'button', 'knobs'] as const);
  const traffic = /traffic|junction/.test(text);
  const shell = tones(rng.pick([pal.white, pal.amber, pal.steel, pal.cyan, pal.coral]));
  // Enclosure: a chunky box seen from the front, slightly from above; sometimes taller.
  const tall = rng.chance(0.35);
  const bw = tall ? 240 : 300;
  const bh = tall ? 300 : 210;
  const bx = -170;
  const by = STAGE_Y - bh - 10;
  svg += extrude(box(bx, by, bw, bh), 70, -48, shell);
  svg += rect(bx, by + bh - 30, bw, 10, 0, pal.trim === pal.white ? pal.cyan : pal.trim);
  const screenW = tall ? 190 : 170;
  svg += screenContent(ctx, bx + 24, by + 22, screenW, 112, kind);
  const cx = tall ? bx + 24 : bx + 210;
  const cy = tall ? by + 150 : by + 24;
  if (controls === 'keypad') {
    for (let r = 0; r < (tall ? 3 : 4); r++) {
      for (let c = 0; c < (tall ? 6 : 3); c++) {
        svg += rect(
          cx + c * (tall ? 32 : 26),
          cy + r * 28,
          tall ? 26 : 20,
          22,
          5,
          r === 0 && c === 0 ? pal.mint : shade(shell.front, -0.2),
        );
      }
    }
  } else if (controls === 'button') {
    svg +=
      circle(cx + 36, cy + 38, 34, shade(shell.front, -0.3)) +
      circle(cx + 36, cy + 34, 28, pal.coral) +
      circle(cx + 28, cy + 26, 8, '#ffffff', 'opacity="0.5"');
    svg +=
      circle(cx + 16, cy + 100, 10, shade(shell.front, -0.3)) + circle(cx + 56, cy + 100, 10, shade(shell.front, -0.3));
  } else {
    for (let i = 0; i < 2; i++) {
      const kx = cx + 20 + i * (tall ? 70 : 0);
      const ky = cy + 30 + i * (tall ? 0 : 64);
      svg +=
        circle(kx, ky, 24, shade(shell.front, -0.35)) +
        circle(kx, ky - 3, 20, pal.slate) +
        line(kx, ky - 3, kx + 10, ky - 18, pal.white, 4);
    }
  }
  for (let i = 0; i < 3; i++)
    svg += led(ctx, bx + bw - 100 + i * 28, by + bh - 50, 6, [pal.mint, pal.amber, pal.coral][i] as string);
  if (rng.chance(0.5))
    svg += ellipse(bx + 105, by - 24, 30, 12, pal.ink) + ellipse(bx + 105, by - 28, 10, 4, shade(pal.ink, 0.3));
  else
    svg +=
      line(bx + bw, by - 20, bx + bw + 20, by - 130, pal.slate, 6) + led(ctx, bx + bw + 20, by - 134, 7, pal.amber);
  svg += devBoard(ctx, 170, STAGE_Y - 30, bx + bw + 10, by + bh - 80);
  if (traffic) {
    const tx = -270;
    svg += rect(tx - 6, STAGE_Y - 330, 12, 320, 4, pal.slate);
    svg += extrude(box(tx - 34, STAGE_Y - 470, 68, 170), 14, -10, tones(pal.dark));
    svg +=
      led(ctx, tx, STAGE_Y - 440, 20, pal.coral) +
      circle(tx, STAGE_Y - 385, 20, shade(pal.amber, -0.6)) +
      circle(tx, STAGE_Y - 330, 20, shade(pal.mint, -0.6));
  }
  return { svg, ground: 'disc' };
}

/* ------------------------------- sensors ------------------------------- */

export function waves(
  cx: number,
  cy: number,
  from: number,
  to: number,
  count: number,
  gap: number,
  color: string,
  start = 40,
): string {
  let s = '';
  for (let i = 0; i < count; i++) {
    s += path(
      arcPath(cx, cy, start + i * gap, from, to),
      'none',
      stroke(color, 6, `opacity="${Math.round((0.9 - i * (0.7 / count)) * 100) / 100}"`),
    );
  }
  return s;
}

function ultrasonicBoard(ctx: DrawContext, x: number, y: number): string {
  const { pal } = ctx;
  let s = extrude(box(x - 150, y - 80, 300, 150), 20, -16, tones(shade(pal.blue, -0.25)));
  for (let i = 0; i < 4; i++) s += rect(x - 36 + i * 22, y + 70, 8, 40, 2, pal.amber);
  s += rect(x - 20, y - 64, 40, 20, 8, pal.steel);
  for (const side of [-1, 1]) {
    const cx = x + side * 80;
    s +=
      circle(cx, y + 2, 62, shade(pal.steel, -0.3)) +
      circle(cx, y, 60, pal.steel) +
      circle(cx, y, 48, shade(pal.ink, 0.12));
    for (let r = 0; r < 3; r++) {
      for (let k = 0; k < 8 + r * 6; k++) {
        const a = (k / (8 + r * 6)) * Math.PI * 2;
        s += circle(cx + Math.cos(a) * (12 + r * 12), y + Math.sin(a) * (12 + r * 12), 2.6, shade(pal.steel, -0.3));
      }
    }
    s += circle(cx, y, 8, shade(pal.steel, -0.2));
  }
  return s;
}

export function sensorMotif(ctx: DrawContext): Motif {
  const { pal, rng, text, defs } = ctx;
  const variant = /radar|lidar|sonar|scann/.test(text)
    ? 'radar'
    : /sound|clap|voice|theremin|locali|mic/.test(text)
      ? 'sound'
      : /pulse|heart/.test(text)
        ? 'pulse'
        : /gas|smoke|temperature|thermal|infrared|\bir\b|rain|fire/.test(text)
          ? 'thermal'
          : rng.pick(['ultrasonic', 'ultrasonic', 'radar'] as const);
  let svg = '';
  if (variant === 'radar') {
    const cy = STAGE_Y - 10;
    const rx = 300;
    const ry = 74;
    for (let i = 1; i <= 4; i++)
      svg += ellipse(0, cy, (rx * i) / 4, (ry * i) / 4, 'none', stroke(pal.cyan, 2, `opacity="${0.18 + i * 0.06}"`));
    const sweep = rng.range(-150, -30);
    const a0 = (sweep * Math.PI) / 180;
    const a1 = ((sweep + 38) * Math.PI) / 180;
    const fan = defs.radialAt(
      [
        [0, pal.cyan, 0.55],
        [1, pal.cyan, 0.05],
      ],
      0,
      cy,
      rx,
    );
    svg += path(
      `M0,${cy} L${n(Math.cos(a0) * rx)},${n(cy + Math.sin(a0) * ry)} A${rx},${ry} 0 0 1 ${n(Math.cos(a1) * rx)},${n(cy + Math.sin(a1) * ry)} Z`,
      fan,
    );
    for (let i = 0; i < 26; i++) {
      const a = rng.range(0, Math.PI * 2);
      const r = rng.range(0.45, 0.98);
      svg += circle(
        Math.cos(a) * rx * r,
        cy + Math.sin(a) * ry * r,
        rng.range(3, 6),
        rng.chance(0.3) ? pal.amber : pal.cyan,
        'opacity="0.85"',
      );
    }
    // Sensor on a servo turret in the middle, with a tall scan arc above.
    svg +=
      rect(-60, cy - 70, 120, 70, 0, pal.dark) +
      ellipse(0, cy, 60, 18, pal.dark) +
      ellipse(0, cy - 70, 60, 18, shade(pal.dark, 0.3));
    svg += rect(-30, cy - 110, 60, 44, 8, pal.slate);
    svg += group(ultrasonicBoard(ctx, 0, 0), translate(0, cy - 180, 0.55));
    svg += waves(0, cy - 180, -125, -55, 5, 46, pal.cyan, 110);
    return { svg, ground: 'disc' };
  }
  if (variant === 'ultrasonic') {
    const x = -170;
    const y = STAGE_Y - 230;
    svg += rect(x - 12, y + 100, 24, 140, 6, pal.slate) + ellipse(x, STAGE_Y + 6, 70, 18, pal.dark);
    svg += ultrasonicBoard(ctx, x, y);
    svg += waves(x + 80, y, -32, 32, 5, 44, pal.cyan, 90);
    // The obstacle and its echo.
    const obstacle = rng.pick(['cubes', 'wall', 'cylinder'] as const);
    if (obstacle === 'cubes') svg += cube(200, STAGE_Y + 10, 120, pal.coral) + cube(236, STAGE_Y - 110, 70, pal.amber);
    else if (obstacle === 'wall')
      svg +=
        extrude(box(210, STAGE_Y - 250, 44, 270), 40, -30, tones(pal.coral)) +
        rect(210, STAGE_Y - 150, 44, 16, 0, pal.amber);
    else
      svg +=
        rect(190, STAGE_Y - 170, 110, 170, 0, shade(pal.amber, -0.15)) +
        ellipse(245, STAGE_Y, 55, 16, shade(pal.amber, -0.15)) +
        ellipse(245, STAGE_Y - 170, 55, 16, shade(pal.amber, 0.25));
    svg += waves(200, y + 20, 152, 208, 3, 40, pal.amber, 60);
    return { svg, ground: 'disc' };
  }
  if (variant === 'sound') {
    const x = -120;
    const y = STAGE_Y - 150;
    svg += extrude(box(x - 110, y - 40, 220, 110), 18, -14, tones(shade(pal.mint, -0.45)));
    svg += isoCylinder(0, 0, 0, 34, 40, pal.steel, shade(pal.steel, 0.3), translate(x - 20, y + 30));
    svg += circle(x - 20, y - 10 - 6, 18, pal.ink) + led(ctx, x + 70, y - 10, 5, pal.mint);
    // Sound bars rising out of the microphone.
    for (let i = 0; i < 13; i++) {
      const bh = (Math.sin(i * 0.9) * 0.5 + 0.6) * rng.range(40, 150);
      const bx = x + 130 + i * 28;
      svg += rect(
        bx,
        y - bh / 2,
        14,
        bh,
        7,
        i % 4 === 2 ? pal.amber : pal.cyan,
        `opacity="${Math.round((1 - i * 0.04) * 100) / 100}"`,
      );
    }
    svg += waves(x - 20, y - 20, -160, -20, 4, 44, pal.cyan, 70);
    return { svg, ground: 'disc' };
  }
  if (variant === 'pulse') {
    // A heart-rate monitor with a heartbeat trace rising behind it.
    const p: Pt[] = [];
    for (let i = 0; i <= 40; i++) {
      const x = -380 + i * 19;
      const phase = i % 13;
      const y = -150 + (phase === 6 ? -110 : phase === 7 ? 70 : phase === 8 ? -30 : phase === 10 ? -20 : 0);
      p.push([x, y]);
    }
    svg += polyline(p, pal.coral, 16, 'opacity="0.2"') + polyline(p, pal.coral, 6);
    const x = -200;
    const y = STAGE_Y - 200;
    svg += extrude(box(x, y, 330, 190), 40, -30, tones(pal.white));
    svg += rect(x + 24, y + 24, 190, 120, 14, pal.ink);
    svg += polyline(
      [
        [x + 40, y + 90],
        [x + 90, y + 90],
        [x + 106, y + 50],
        [x + 124, y + 128],
        [x + 140, y + 90],
        [x + 196, y + 90],
      ],
      pal.coral,
      5,
    );
    svg += path(
      `M${x + 240},${y + 64} c0,-24 36,-24 36,0 c0,-24 36,-24 36,0 c0,26 -36,42 -36,56 c0,-14 -36,-30 -36,-56 Z`,
      pal.coral,
    );
    svg += rect(x + 24, y + 160, 190, 10, 5, pal.mint);
    // Finger-clip sensor on a cable.
    svg += path(
      `M${x + 330},${y + 140} C${x + 420},${y + 150} ${x + 420},${STAGE_Y - 20} ${x + 470},${STAGE_Y - 40}`,
      'none',
      stroke(pal.slate, 8),
    );
    svg += rect(x + 450, STAGE_Y - 80, 90, 56, 24, pal.steel) + led(ctx, x + 500, STAGE_Y - 52, 7, pal.coral);
    return { svg, ground: 'disc' };
  }
  // Gas, temperature and rain sensors: a sensor module with what it senses drawn around it.
  const sense = /gas|smoke|air|leak|pollut/.test(text) ? 'gas' : /rain|water|level|flood/.test(text) ? 'rain' : 'heat';
  const x = -60;
  const y = STAGE_Y - 120;
  svg += extrude(
    box(x - 130, y - 10, 260, 90),
    24,
    -18,
    tones(rng.pick([shade(pal.blue, -0.3), shade(pal.mint, -0.4), pal.dark])),
  );
  svg += led(ctx, x + 90, y + 20, 6, pal.coral);
  if (sense === 'rain') {
    // A rain board: interleaved comb traces, with drops falling on it.
    svg += extrude(box(x - 110, y - 60, 220, 40), 30, -20, tones(shade(pal.blue, -0.45)));
    for (let i = 0; i < 9; i++) svg += line(x - 96 + i * 24, y - 54, x - 96 + i * 24, y - 26, pal.amber, 4);
    for (let i = 0; i < 16; i++) {
      const dx = rng.range(-340, 340);
      const dy = rng.range(-320, y - 120);
      svg += path(
        `M${n(dx)},${n(dy - 16)} C${n(dx + 9)},${n(dy)} ${n(dx + 9)},${n(dy + 10)} ${n(dx)},${n(dy + 10)} C${n(dx - 9)},${n(dy + 10)} ${n(dx - 9)},${n(dy)} ${n(dx)},${n(dy - 16)} Z`,
        pal.cyan,
        `opacity="${Math.round(rng.range(0.5, 0.95) * 100) / 100}"`,
      );
    }
  } else {
    svg +=
      rect(x - 60, y - 90, 120, 80, 0, pal.steel) +
      ellipse(x, y - 10, 60, 16, pal.steel) +
      ellipse(x, y - 90, 60, 16, shade(pal.steel, 0.3));
    for (let i = 0; i < 7; i++)
      svg += line(x - 48 + i * 16, y - 84, x - 48 + i * 16, y - 14, shade(pal.steel, -0.3), 4);
    if (sense === 'gas') {
      for (let i = 0; i < 9; i++) {
        const r = rng.range(26, 60);
        svg += circle(
          x + rng.range(-150, 150),
          y - 160 - rng.range(0, 220),
          r,
          rng.pick([pal.mint, pal.amber, pal.coral]),
          `opacity="${Math.round(rng.range(0.15, 0.35) * 100) / 100}"`,
        );
      }
    } else {
      for (let i = 0; i < 4; i++) {
        const ox = x - 45 + i * 30;
        svg += path(
          `M${ox},${y - 120} c-20,-30 20,-50 0,-80 c-20,-30 20,-50 0,-80`,
          'none',
          stroke(i % 2 ? pal.amber : pal.coral, 6, `opacity="${0.7 - i * 0.1}"`),
        );
      }
      // A thermometer beside it.
      const tx = 200;
      svg += rect(tx - 22, STAGE_Y - 330, 44, 250, 22, pal.white) + circle(tx, STAGE_Y - 70, 40, pal.white);
      svg += rect(tx - 10, STAGE_Y - 250, 20, 180, 10, pal.coral) + circle(tx, STAGE_Y - 70, 28, pal.coral);
      for (let i = 0; i < 6; i++)
        svg += line(tx + 26, STAGE_Y - 310 + i * 36, tx + 44, STAGE_Y - 310 + i * 36, pal.steel, 4);
      return { svg, ground: 'disc' };
    }
  }
  svg += group(screenContent(ctx, 0, 0, 150, 100, sense === 'rain' ? 'wave' : 'bars'), translate(180, STAGE_Y - 300));
  return { svg, ground: 'disc' };
}
