/**
 * Robots drawn as flat, lightly shaded illustrations: rovers and cars, drones, robotic arms,
 * humanoids, hexapods and a line-up of several. Each robot is drawn with its feet (or wheels)
 * touching y = 0 and centred on x = 0; the motif wrappers place it on the stage.
 */
import { shade, tones, type Palette } from './color.ts';
import type { Rng } from './random.ts';
import {
  box,
  capsule,
  circle,
  ellipse,
  extrude,
  group,
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

/* ------------------------------- parts ------------------------------- */

function tyre(cx: number, cy: number, r: number, pal: Palette, far = false, mecanum = false): string {
  const rubber = shade(pal.ink, far ? 0.02 : 0.1);
  const rim = far ? shade(pal.steel, -0.45) : pal.steel;
  let s = circle(cx, cy, r, rubber);
  if (!far) {
    s += circle(cx, cy, r - 5, 'none', stroke(shade(rubber, 0.18), 6, `stroke-dasharray="5 7"`));
  }
  if (mecanum && !far) {
    for (let i = -3; i <= 3; i++) {
      const o = i * r * 0.26;
      const half = Math.sqrt(Math.max(0, (r * 0.86) ** 2 - o * o)) * 0.8;
      s += line(cx + o - half * 0.5, cy - half, cx + o + half * 0.5, cy + half, shade(pal.steel, -0.2), 7);
    }
    s += circle(cx, cy, r * 0.26, pal.amber);
    return s;
  }
  s += circle(cx, cy, r * 0.58, rim);
  if (!far) {
    s += circle(cx, cy, r * 0.58, 'none', stroke(shade(rim, 0.35), 3, `stroke-dasharray="${n(r * 0.6)} ${n(r * 3)}"`));
    for (let i = 0; i < 5; i++) {
      const a = (i / 5) * Math.PI * 2 + 0.3;
      s += circle(cx + Math.cos(a) * r * 0.38, cy + Math.sin(a) * r * 0.38, r * 0.07, shade(rim, -0.35));
    }
    s += circle(cx, cy, r * 0.18, pal.trim === pal.white ? pal.amber : pal.trim);
  }
  return s;
}

/** A glowing LED: a soft halo and a bright dot. */
export function led(ctx: DrawContext, x: number, y: number, r: number, color: string): string {
  const halo = ctx.defs.radial([
    [0, color, 0.7],
    [1, color, 0],
  ]);
  return (
    circle(x, y, r * 3.2, halo) +
    circle(x, y, r, color) +
    circle(x - r * 0.3, y - r * 0.3, r * 0.35, '#ffffff', 'opacity="0.8"')
  );
}

/** A camera head with two round lenses, like friendly eyes. */
function sensorHead(ctx: DrawContext, x: number, y: number, w: number, h: number, facing = 1): string {
  const { pal } = ctx;
  const t = tones(pal.body === pal.white ? pal.white : pal.steel);
  let s = extrude(box(x - w / 2, y - h / 2, w, h), 18 * facing, -14, t);
  s += rect(x - w / 2 + 8, y - h / 2 + 8, w - 16, h - 16, h * 0.3, pal.ink);
  const lr = h * 0.22;
  s += circle(x - w * 0.2, y, lr, shade(pal.ink, 0.12)) + circle(x + w * 0.2, y, lr, shade(pal.ink, 0.12));
  s += circle(x - w * 0.2, y, lr * 0.6, pal.cyan) + circle(x + w * 0.2, y, lr * 0.6, pal.cyan);
  s +=
    circle(x - w * 0.2 - lr * 0.2, y - lr * 0.25, lr * 0.22, '#ffffff') +
    circle(x + w * 0.2 - lr * 0.2, y - lr * 0.25, lr * 0.22, '#ffffff');
  return s;
}

function antenna(ctx: DrawContext, x: number, y: number, height: number, lean = 8): string {
  return line(x, y, x + lean, y - height, ctx.pal.slate, 5) + led(ctx, x + lean, y - height, 8, ctx.pal.amber);
}

/* ------------------------------- rovers ------------------------------- */

export type RoverVariant = 'rover' | 'car' | 'follower' | 'tank' | 'mecanum' | 'balance';

export function roverVariant(text: string, rng: Rng): RoverVariant {
  if (/balanc/.test(text)) return 'balance';
  if (/mecanum|omni/.test(text)) return 'mecanum';
  if (/\btank|track(ed|s)\b|crawler/.test(text)) return 'tank';
  if (/follow|line|maze|tracker|racer/.test(text)) return 'follower';
  if (/\bcars?\b|\brc\b|race|racing|sumo|soccer/.test(text)) return 'car';
  if (/rover|mars|terrain|delivery|agri|explor/.test(text)) return 'rover';
  return rng.pick(['rover', 'car', 'tank', 'mecanum', 'follower'] as const);
}

/** A wheeled robot, wheels on y = 0, about 460 wide. */
export function drawRover(ctx: DrawContext, variant: RoverVariant): string {
  const { pal, rng } = ctx;
  const body = tones(pal.body);
  const trim = pal.trim;
  const dx = 62;
  const dy = -42;
  let back = '';
  let front = '';
  let mid = '';

  if (variant === 'rover') {
    const r = 46;
    const xs = [-150, 0, 150];
    for (const x of xs) back += tyre(x + dx, -r + dy, r, pal, true);
    const susp = (ox: number, oy: number, color: string) =>
      polyline(
        [
          [-150 + ox, -r + oy],
          [-78 + ox, -104 + oy],
          [0 + ox, -r + oy],
        ],
        color,
        12,
      ) +
      polyline(
        [
          [-78 + ox, -104 + oy],
          [-20 + ox, -132 + oy],
          [150 + ox, -r + oy],
        ],
        color,
        12,
      );
    back += susp(dx, dy, shade(pal.slate, -0.4));
    mid += extrude(box(-185, -222, 370, 92), dx, dy, body);
    // Solar deck on top.
    const deck: Pt[] = [
      [-170 + dx * 0.15, -222 + dy * 0.15],
      [150 + dx * 0.15, -222 + dy * 0.15],
      [150 + dx * 0.85, -222 + dy * 0.85],
      [-170 + dx * 0.85, -222 + dy * 0.85],
    ];
    mid += poly(deck, shade(pal.blue, -0.35));
    for (let i = 1; i < 8; i++) {
      const x = -170 + (320 * i) / 8;
      mid += line(
        x + dx * 0.15,
        -222 + dy * 0.15,
        x + dx * 0.85,
        -222 + dy * 0.85,
        shade(pal.blue, 0.1),
        2,
        'opacity="0.7"',
      );
    }
    mid += line(
      -170 + dx * 0.5,
      -222 + dy * 0.5,
      150 + dx * 0.5,
      -222 + dy * 0.5,
      shade(pal.blue, 0.1),
      2,
      'opacity="0.7"',
    );
    mid += rect(-185, -168, 370, 14, 0, trim);
    mid += rect(120, -205, 40, 22, 6, pal.ink) + led(ctx, 132, -194, 4, pal.cyan) + led(ctx, 148, -194, 4, pal.amber);
    for (let i = 0; i < 3; i++) mid += line(-160 + i * 16, -205, -160 + i * 16, -182, body.edge, 5);
    front += susp(0, 0, pal.slate);
    front += circle(-78, -104, 10, pal.steel) + circle(-20, -132, 10, pal.steel);
    for (const x of xs) front += tyre(x, -r, r, pal);
    // Mast with camera head.
    const mx = 118 + dx * 0.5;
    const my = -222 + dy * 0.5;
    front += line(mx, my, mx, my - 92, pal.slate, 12) + sensorHead(ctx, mx + 10, my - 125, 120, 62);
    front += antenna(ctx, -150 + dx * 0.6, -222 + dy * 0.6, 86, -10);
  } else if (variant === 'car' || variant === 'mecanum') {
    const r = variant === 'car' ? 50 : 48;
    const xs = variant === 'car' ? [-138, 142] : [-130, 130];
    const mec = variant === 'mecanum';
    for (const x of xs) back += tyre(x + dx * 0.9, -r + dy * 0.9, r, pal, true, mec);
    const outline: Pt[] =
      variant === 'car'
        ? [
            [-205, -62],
            [212, -62],
            [222, -96],
            [150, -122],
            [70, -128],
            [28, -176],
            [-110, -180],
            [-168, -140],
            [-205, -132],
          ]
        : box(-190, -150, 380, 76);
    mid += extrude(outline, dx * 0.9, dy * 0.9, body);
    if (variant === 'car') {
      mid += poly(
        [
          [20, -168],
          [58, -128],
          [-40, -128],
          [-40, -168],
        ],
        shade(pal.ink, 0.15),
      );
      mid += poly(
        [
          [-52, -168],
          [-52, -128],
          [-150, -128],
          [-112, -168],
        ],
        shade(pal.ink, 0.15),
      );
      mid += line(-30, -162, -8, -136, '#ffffff', 4, 'opacity="0.35"');
      mid += poly(
        [
          [-205, -108],
          [215, -92],
          [212, -80],
          [-205, -92],
        ],
        trim,
      );
      // Spoiler.
      mid +=
        extrude(box(-228, -176, 58, 12), dx * 0.9, dy * 0.9, tones(trim)) + line(-200, -164, -190, -136, pal.slate, 7);
      mid += led(ctx, 214, -84, 7, pal.amber);
      mid += led(ctx, -200, -120, 6, pal.coral);
    } else {
      // Deck with a lidar puck and a control board.
      mid += extrude(box(-120, -172, 110, 22), dx * 0.5, dy * 0.5, tones(pal.dark));
      mid += extrude(box(-90, -150 + dy * 0.5 + 4, 90, 16), 20, -10, tones(shade(pal.mint, -0.2)));
      mid += rect(-186, -126, 372, 12, 0, trim);
      const lx = 90 + dx * 0.45;
      const ly = -150 + dy * 0.45;
      mid +=
        rect(lx - 38, ly - 52, 76, 52, 0, pal.slate) +
        ellipse(lx, ly, 38, 12, pal.slate) +
        ellipse(lx, ly - 52, 38, 12, shade(pal.slate, 0.3));
      mid += rect(lx - 38, ly - 34, 76, 10, 0, pal.ink) + led(ctx, lx + 12, ly - 29, 4, pal.cyan);
      front += antenna(ctx, -160 + dx * 0.5, -150 + dy * 0.5, 70);
    }
    for (const x of xs) front += tyre(x, -r, r, pal, false, mec);
  } else if (variant === 'follower') {
    const board = tones(rng.pick([shade(pal.mint, -0.2), shade(pal.blue, -0.1), pal.coral, pal.amber, pal.white]));
    const wr = rng.range(36, 50);
    const wx = rng.pick([-110, -90]);
    back += tyre(wx + dx, -wr + dy, wr, pal, true);
    const deckY = -wr - 30;
    mid += extrude(box(-160, deckY, 330, 14), dx, dy, board);
    // Components on the board's top face, in one of two layouts.
    const onTop = (u: number, v: number): Pt => [u + dx * v, deckY + dy * v];
    const batteryFirst = rng.chance(0.5);
    const [bx, by] = onTop(batteryFirst ? -140 : 20, 0.75);
    const battery = rng.pick([pal.dark, shade(pal.coral, -0.3), shade(pal.blue, -0.4)]);
    mid += extrude(box(bx, by - 34, 120, 34), 26, -16, tones(battery));
    mid += rect(bx + 10, by - 26, 100, 8, 3, pal.amber) + rect(bx + 10, by - 14, 100, 8, 3, pal.amber, 'opacity="0.6"');
    const [cx, cy] = onTop(batteryFirst ? 10 : -140, 0.45);
    const mcu = rng.pick([pal.blue, shade(pal.coral, -0.1), shade(pal.ink, 0.25), shade(pal.mint, -0.35)]);
    mid += extrude(box(cx, cy - 18, 120, 18), 30, -20, tones(mcu));
    mid += rect(cx + 30, cy - 14, 40, 10, 2, pal.ink);
    mid += led(ctx, cx + 100, cy - 10, 4, rng.pick([pal.cyan, pal.mint, pal.amber]));
    const [ax, ay] = batteryFirst ? [bx + 120, by - 20] : [cx + 120, cy - 10];
    const [zx, zy] = batteryFirst ? [cx + 20, cy - 18] : [bx + 10, by - 30];
    mid += path(
      `M${n(ax)},${n(ay)} C${n(ax + 50)},${n(ay - 50)} ${n(zx - 10)},${n(zy - 42)} ${n(zx)},${n(zy)}`,
      'none',
      stroke(pal.coral, 5),
    );
    mid += path(
      `M${n(ax - 10)},${n(ay + 10)} C${n(ax + 60)},${n(ay - 20)} ${n(zx - 20)},${n(zy - 22)} ${n(zx + 20)},${n(zy)}`,
      'none',
      stroke(pal.amber, 5),
    );
    if (/obstacle|avoid|ultrasonic|distance|maze|wall/.test(ctx.text) || rng.chance(0.25)) {
      // Ultrasonic "eyes" at the front.
      const [ex, ey] = onTop(118, 0.3);
      mid +=
        rect(ex - 4, ey - 56, 60, 56, 6, shade(pal.blue, -0.15)) +
        circle(ex + 12, ey - 28, 13, pal.steel) +
        circle(ex + 40, ey - 28, 13, pal.steel);
      mid += circle(ex + 12, ey - 28, 7, pal.ink) + circle(ex + 40, ey - 28, 7, pal.ink);
    }
    // Sensor bar at the nose, glowing at the floor.
    const glow = rng.pick([pal.coral, pal.cyan, pal.mint]);
    mid += extrude(box(160, deckY + 10, 24, 40), dx * 0.9, dy * 0.9, tones(shade(pal.ink, 0.2)));
    for (let i = 0; i < 5; i++) {
      mid += led(ctx, 172 + dx * 0.9 * (i / 4) * 0.9, deckY + 46 + dy * 0.9 * (i / 4) * 0.9, 4, glow);
    }
    front += ellipse(140, -12, 14, 12, pal.steel);
    front += tyre(wx, -wr, wr, pal);
  } else if (variant === 'tank') {
    const tread = (ox: number, oy: number, far: boolean) => {
      const c = far ? shade(pal.ink, 0.03) : shade(pal.ink, 0.12);
      let s = rect(-200 + ox, -104 + oy, 400, 104, 52, c);
      if (!far)
        s += rect(-194 + ox, -98 + oy, 388, 92, 46, 'none', stroke(shade(c, 0.25), 8, 'stroke-dasharray="6 9"'));
      for (const x of [-148, -50, 50, 148]) {
        s += circle(x + ox, -52 + oy, far ? 30 : 32, far ? shade(pal.steel, -0.5) : pal.steel);
        if (!far) s += circle(x + ox, -52 + oy, 11, pal.amber);
      }
      return s;
    };
    back += tread(dx, dy, true);
    mid += extrude(box(-170, -176, 340, 78), dx, dy, body);
    mid += rect(-170, -128, 340, 12, 0, trim);
    const tx = 20 + dx * 0.5;
    const ty = -176 + dy * 0.5;
    mid += extrude(
      [
        [tx - 80, ty],
        [tx + 80, ty],
        [tx + 60, ty - 50],
        [tx - 60, ty - 50],
      ],
      30,
      -20,
      tones(pal.trim === pal.white ? pal.steel : pal.trim),
    );
    mid += sensorHead(ctx, tx + 10, ty - 90, 110, 56);
    front += tread(0, 0, false);
    front += antenna(ctx, -140 + dx * 0.5, -176 + dy * 0.5, 80, -6);
  } else {
    // Self-balancing robot: a tall body on one axle.
    back += tyre(dx * 0.8, -62 + dy * 0.8, 62, pal, true);
    const tilt = rng.range(-7, -3);
    let tower = extrude(box(-48, -400, 96, 330), dx * 0.8, dy * 0.8, body);
    tower += rect(-48, -330, 96, 12, 0, trim);
    tower += extrude(box(-38, -300, 76, 90), 16, -10, tones(pal.dark));
    tower +=
      rect(-30, -290, 60, 12, 3, pal.amber) +
      rect(-30, -270, 60, 12, 3, pal.amber, 'opacity="0.6"') +
      rect(-30, -250, 60, 12, 3, pal.amber, 'opacity="0.35"');
    tower += extrude(box(-40, -190, 80, 60), 16, -10, tones(shade(pal.mint, -0.3)));
    tower += led(ctx, 20, -170, 5, pal.cyan);
    tower += sensorHead(ctx, 16, -440, 120, 60);
    mid += group(tower, `transform="rotate(${n(tilt)} 0 -62)"`);
    front += tyre(0, -62, 62, pal);
  }
  return back + mid + front;
}

/** An oval track lying on the stage; its front passes under a robot standing at y = TRACK_FRONT. */
const TRACK_FRONT = 286;

export function stageTrack(ctx: DrawContext, light: boolean): string {
  const { pal } = ctx;
  const cy = 226;
  const ring = (rx: number, ry: number) =>
    `M${-rx},${cy} A${rx},${ry} 0 1 0 ${rx},${cy} A${rx},${ry} 0 1 0 ${-rx},${cy} Z`;
  const band = `${ring(304, 66)} ${ring(248, 46)}`;
  if (light) {
    return (
      path(band, shade(pal.white, -0.06), 'fill-rule="evenodd"') + ellipse(0, cy, 276, 56, 'none', stroke(pal.ink, 7))
    );
  }
  return (
    path(band, shade(pal.ink, 0.08), 'fill-rule="evenodd"') +
    ellipse(0, cy, 276, 56, 'none', stroke(pal.amber, 3, 'stroke-dasharray="16 14" opacity="0.9"'))
  );
}

export function roverMotif(ctx: DrawContext): Motif {
  const { rng, text, pal } = ctx;
  const variant = roverVariant(text, rng);
  const scale = variant === 'follower' ? 1.15 : variant === 'balance' ? 0.8 : 0.95;
  let svg = '';
  const floor = /maze/.test(text)
    ? 'maze'
    : /sumo/.test(text)
      ? 'ring'
      : variant === 'follower' || variant === 'car' || rng.chance(0.35)
        ? 'track'
        : 'plain';
  if (floor === 'track') svg += stageTrack(ctx, variant === 'follower');
  else if (floor === 'maze') svg += stageMaze(ctx);
  else if (floor === 'ring')
    svg += ellipse(0, 236, 290, 64, shade(pal.ink, 0.05)) + ellipse(0, 236, 290, 64, 'none', stroke(pal.white, 12));
  const groundY = floor === 'track' ? TRACK_FRONT : STAGE_Y + 14;
  svg += group(drawRover(ctx, variant), translate(-20, groundY, scale));
  if (/soccer|football/.test(text)) svg += ball(ctx, 250, TRACK_FRONT - 26, 26);
  if (/obstacle|avoid|ultrasonic|distance/.test(text)) {
    // Something in the way, and the echo that finds it.
    svg += extrude(box(300, groundY - 150, 40, 150), 30, -22, tones(pal.coral));
    for (let i = 0; i < 3; i++)
      svg += path(
        arc(230 + i * 22, groundY - 90, 40 + i * 8),
        'none',
        stroke(pal.cyan, 5, `opacity="${0.9 - i * 0.25}"`),
      );
  }
  if (/bluetooth|wi-?fi|wireless|remote|phone|app\b|web|gesture|glove|joystick|\brc\b/.test(text))
    svg += controller(ctx, -250, -150, /joystick|\brc\b|remote/.test(text));
  return { svg, ground: 'disc' };
}

/** A right-facing arc (for sound or signal waves) centred at (x, y). */
const arc = (x: number, y: number, r: number) => `M${n(x)},${n(y - r)} A${n(r)},${n(r)} 0 0 1 ${n(x)},${n(y + r)}`;

/** A phone (or a gamepad) floating above the stage, sending a signal to the robot. */
function controller(ctx: DrawContext, x: number, y: number, gamepad: boolean): string {
  const { pal } = ctx;
  let s = '';
  if (gamepad) {
    s += path(
      `M${x - 90},${y - 20} Q${x - 90},${y - 50} ${x - 50},${y - 50} L${x + 50},${y - 50} Q${x + 90},${y - 50} ${x + 90},${y - 20} L${x + 100},${y + 30} Q${x + 104},${y + 56} ${x + 76},${y + 50} L${x + 40},${y + 20} L${x - 40},${y + 20} L${x - 76},${y + 50} Q${x - 104},${y + 56} ${x - 100},${y + 30} Z`,
      pal.dark,
    );
    s += circle(x - 48, y - 8, 18, shade(pal.ink, 0.1)) + circle(x - 48, y - 8, 10, pal.steel);
    s +=
      circle(x + 40, y - 22, 9, pal.coral) +
      circle(x + 60, y - 4, 9, pal.amber) +
      circle(x + 40, y + 12, 9, pal.mint) +
      circle(x + 20, y - 4, 9, pal.cyan);
  } else {
    s += group(
      rect(-48, -90, 96, 172, 18, pal.ink) +
        rect(-40, -78, 80, 144, 10, shade(pal.blue, -0.45)) +
        circle(-12, 30, 20, 'none', stroke(pal.cyan, 4)) +
        circle(-12, 30, 8, pal.cyan) +
        rect(16, 14, 16, 34, 6, pal.amber) +
        rect(-28, -64, 56, 28, 6, pal.cyan, 'opacity="0.5"'),
      `transform="translate(${x} ${y}) rotate(-10)"`,
    );
  }
  for (let i = 0; i < 3; i++)
    s += path(arc(x + 80 + i * 24, y - 10, 24 + i * 16), 'none', stroke(pal.cyan, 5, `opacity="${0.9 - i * 0.25}"`));
  return s;
}

/** Low maze walls laid out on the stage. */
function stageMaze(ctx: DrawContext): string {
  const { pal, rng } = ctx;
  const cells = 6;
  const size = 74;
  const half = (cells * size) / 2;
  const segs: string[] = [];
  for (let i = 0; i <= cells; i++) {
    for (let j = 0; j < cells; j++) {
      const edge = i === 0 || i === cells;
      if (edge || rng.chance(0.38)) segs.push(`M${-half + i * size},${-half + j * size} v${size}`);
      if (edge || rng.chance(0.38)) segs.push(`M${-half + j * size},${-half + i * size} h${size}`);
    }
  }
  const d = segs.join(' ');
  // Flatten the grid onto the stage, then draw each wall twice: its foot and its top.
  const flat = (dy: number) => `transform="translate(0 ${236 + dy}) scale(0.78 0.19) rotate(45)"`;
  return (
    path(d, 'none', `${stroke(shade(pal.slate, -0.3), 16)} ${flat(0)}`) +
    path(d, 'none', `${stroke(shade(pal.steel, 0.1), 16)} ${flat(-14)}`)
  );
}

/** An orange ball with a highlight. */
export function ball(ctx: DrawContext, x: number, y: number, r: number): string {
  const { pal } = ctx;
  return (
    ellipse(x, y + r, r * 1.1, r * 0.3, pal.ink, 'opacity="0.4"') +
    circle(
      x,
      y,
      r,
      ctx.defs.radial(
        [
          [0, shade(pal.amber, 0.4)],
          [0.6, pal.amber],
          [1, shade(pal.coral, -0.2)],
        ],
        0.35,
        0.3,
        0.75,
      ),
    )
  );
}

/* ------------------------------- drone ------------------------------- */

export function drawDrone(ctx: DrawContext): string {
  const { pal, rng } = ctx;
  const body = tones(pal.body);
  const arm = shade(pal.ink, 0.22);
  const spin = rng.range(0, 180);
  const motors: [number, number, boolean][] = [
    [-178, -74, true],
    [178, -74, true],
    [-236, 36, false],
    [236, 36, false],
  ];
  const prop = (x: number, y: number, far: boolean) => {
    const rx = far ? 100 : 122;
    const ry = far ? 20 : 26;
    let s =
      ellipse(x, y - 30, rx, ry, pal.white, 'opacity="0.10"') +
      ellipse(x, y - 30, rx, ry, 'none', stroke(pal.white, 2, 'opacity="0.35"'));
    s += ellipse(
      x,
      y - 30,
      rx * 0.78,
      ry * 0.78,
      'none',
      stroke(pal.cyan, 2, 'opacity="0.25" stroke-dasharray="30 24"'),
    );
    const a = ((spin + x) * Math.PI) / 180;
    const bx = Math.cos(a) * rx * 0.92;
    const by = Math.sin(a) * ry * 0.92;
    s += capsule([x - bx, y - 30 - by], [x + bx, y - 30 + by], 9, shade(pal.slate, far ? -0.2 : 0.1));
    s += circle(x + bx, y - 30 + by, 5, pal.amber) + circle(x - bx, y - 30 - by, 5, pal.amber);
    return s;
  };
  const motor = (x: number, y: number) =>
    rect(x - 18, y - 26, 36, 30, 0, shade(pal.slate, -0.1)) +
    ellipse(x, y + 4, 18, 6, shade(pal.slate, -0.1)) +
    ellipse(x, y - 26, 18, 6, pal.steel) +
    rect(x - 18, y - 16, 36, 6, 0, pal.trim === pal.white ? pal.amber : pal.trim) +
    circle(x, y - 30, 6, pal.ink);
  let s = '';
  // Far arms and props first.
  for (const [x, y, far] of motors.filter((m) => m[2])) {
    s += capsule([0, -20], [x, y], 22, shade(arm, -0.1)) + motor(x, y) + prop(x, y, far);
  }
  // Landing skids.
  for (const side of [-1, 1]) {
    s += polyline(
      [
        [side * 44, 10],
        [side * 70, 74],
      ],
      pal.slate,
      8,
    );
    s += capsule([side * 20, 76], [side * 120, 70], 9, pal.steel);
  }
  // Gimbal camera.
  s +=
    rect(-8, 12, 16, 30, 4, pal.slate) +
    circle(0, 58, 26, shade(pal.ink, 0.15)) +
    circle(6, 60, 13, shade(pal.ink, 0.3));
  s += circle(6, 60, 8, pal.cyan) + circle(3, 57, 3, '#ffffff');
  // Hull.
  s += ellipse(0, 4, 112, 40, body.edge);
  s += path(
    'M-112,0 C-112,-52 -60,-78 0,-78 C60,-78 112,-52 112,0 C112,22 60,34 0,34 C-60,34 -112,22 -112,0 Z',
    body.front,
  );
  s += path(
    'M-84,-22 C-74,-54 -36,-66 0,-66 C36,-66 74,-54 84,-22 C60,-30 -60,-30 -84,-22 Z',
    body.top,
    'opacity="0.95"',
  );
  s += path('M-112,0 C-112,22 -60,34 0,34 C60,34 112,22 112,0 C90,14 -90,14 -112,0 Z', body.side);
  s +=
    rect(-46, -52, 92, 20, 10, pal.ink) +
    led(ctx, -24, -42, 4, pal.cyan) +
    led(ctx, 0, -42, 4, pal.cyan) +
    led(ctx, 24, -42, 4, pal.amber);
  s += led(ctx, -96, 6, 5, pal.coral) + led(ctx, 96, 6, 5, pal.mint);
  // Near arms and props.
  for (const [x, y, far] of motors.filter((m) => !m[2])) {
    s += capsule([x * 0.3, y * 0.3 + 4], [x, y], 26, arm) + motor(x, y) + prop(x, y, far);
  }
  return s;
}

export function droneMotif(ctx: DrawContext): Motif {
  const { pal, defs } = ctx;
  const hover = ctx.rng.range(-90, -50);
  const shadow = defs.radial([
    [0, pal.ink, 0.6],
    [1, pal.ink, 0],
  ]);
  let svg = ellipse(0, STAGE_Y, 190, 34, shadow);
  // Down-wash lines.
  for (const x of [-236, 236, -120, 120]) {
    for (let k = 0; k < 2; k++) {
      const y0 = hover + 110 + k * 60;
      svg += path(
        `M${n(x - 20)},${n(y0)} q20,18 0,36 q-20,18 0,36`,
        'none',
        stroke(pal.cyan, 3, `opacity="${0.25 - k * 0.08}"`),
      );
    }
  }
  svg += group(drawDrone(ctx), translate(0, hover, 1.05));
  return { svg, ground: 'pad' };
}

/* ------------------------------- arm ------------------------------- */

/** A small flat-shaded cube with its bottom-left front corner at (x, y). */
export function cube(x: number, y: number, size: number, color: string): string {
  return extrude(box(x, y - size, size, size), size * 0.38, -size * 0.3, tones(color));
}

export function drawArm(ctx: DrawContext): string {
  const { pal, rng } = ctx;
  const body = tones(pal.body);
  const base = tones(pal.dark);
  const bx = -170;
  let s = '';
  // Base: two stacked drums.
  s +=
    rect(bx - 100, -58, 200, 58, 0, base.front) +
    ellipse(bx, 0, 100, 26, base.front) +
    ellipse(bx, -58, 100, 26, base.top);
  s += rect(bx - 100, -38, 200, 10, 0, pal.trim === pal.white ? pal.cyan : pal.trim, 'opacity="0.9"');
  s +=
    rect(bx - 64, -112, 128, 54, 0, body.side) +
    ellipse(bx, -58, 64, 17, body.side) +
    ellipse(bx, -112, 64, 17, body.top);
  const shoulder: Pt = [bx, -146];
  // Two-link inverse kinematics to reach the wrist target, elbow up.
  const lifted = rng.chance(0.4);
  const cubeSize = 64;
  const target: Pt = lifted ? [rng.range(60, 120), rng.range(-330, -280)] : [rng.range(90, 150), -cubeSize - 128];
  const l1 = 250;
  const l2 = 215;
  const dx = target[0] - shoulder[0];
  const dy = target[1] - shoulder[1];
  const d = Math.min(Math.hypot(dx, dy), l1 + l2 - 20);
  const a = Math.atan2(dy, dx);
  const cosB = (l1 * l1 + d * d - l2 * l2) / (2 * l1 * d);
  const b = Math.acos(Math.max(-1, Math.min(1, cosB)));
  const elbow: Pt = [shoulder[0] + l1 * Math.cos(a - b), shoulder[1] + l1 * Math.sin(a - b)];
  const wrist: Pt = [shoulder[0] + d * Math.cos(a), shoulder[1] + d * Math.sin(a)];
  const link = (p: Pt, q: Pt, w: number) =>
    capsule(p, q, w, body.edge) +
    capsule([p[0], p[1] - 3], [q[0], q[1] - 3], w - 10, body.front) +
    capsule([p[0], p[1] - w * 0.22], [q[0], q[1] - w * 0.22], w * 0.18, body.top, 'opacity="0.9"');
  const joint = (p: Pt, r: number) =>
    circle(p[0], p[1], r, pal.ink) + circle(p[0], p[1], r * 0.68, pal.steel) + circle(p[0], p[1], r * 0.28, pal.amber);
  const cable = (p: Pt, q: Pt) =>
    path(
      `M${n(p[0])},${n(p[1] + 18)} Q${n((p[0] + q[0]) / 2)},${n((p[1] + q[1]) / 2 + 40)} ${n(q[0])},${n(q[1] + 18)}`,
      'none',
      stroke(pal.ink, 5, 'opacity="0.8"'),
    );
  s += link(shoulder, elbow, 62) + cable(shoulder, elbow);
  const trimA: Pt = [shoulder[0] + (elbow[0] - shoulder[0]) * 0.35, shoulder[1] + (elbow[1] - shoulder[1]) * 0.35];
  const trimB: Pt = [shoulder[0] + (elbow[0] - shoulder[0]) * 0.65, shoulder[1] + (elbow[1] - shoulder[1]) * 0.65];
  s += capsule(trimA, trimB, 14, pal.trim === pal.white ? pal.cyan : pal.trim);
  s += joint(shoulder, 44);
  s += link(elbow, wrist, 50) + cable(elbow, wrist);
  s += joint(elbow, 36);
  // Wrist and gripper pointing down.
  const palm: Pt = [wrist[0], wrist[1] + 70];
  s += capsule(wrist, palm, 34, shade(pal.slate, 0.1));
  s += joint(wrist, 26);
  s += rect(palm[0] - 56, palm[1] - 8, 112, 22, 8, pal.slate);
  const open = cubeSize / 2 + 10;
  for (const side of [-1, 1]) {
    s += poly(
      [
        [palm[0] + side * (open + 14), palm[1] + 6],
        [palm[0] + side * open, palm[1] + 6],
        [palm[0] + side * (open - 6), palm[1] + 66],
        [palm[0] + side * (open + 6), palm[1] + 70],
      ],
      pal.steel,
    );
  }
  s += led(ctx, palm[0] + 36, palm[1] + 3, 4, pal.cyan);
  // The block between the fingers.
  const held = cube(
    palm[0] - cubeSize / 2,
    palm[1] + 20 + cubeSize,
    cubeSize,
    rng.pick([pal.amber, pal.coral, pal.mint]),
  );
  s += held;
  if (lifted) {
    s +=
      cube(palm[0] - 20, 0, 60, pal.blue) +
      cube(palm[0] + 60, 0, 52, pal.amber) +
      cube(palm[0] + 20, -56, 48, pal.mint);
  }
  return s;
}

export function armMotif(ctx: DrawContext): Motif {
  return { svg: group(drawArm(ctx), translate(20, STAGE_Y + 10)), ground: 'disc' };
}

/* ------------------------------- humanoid ------------------------------- */

export function drawHumanoid(ctx: DrawContext): string {
  const { pal, rng } = ctx;
  const body = tones(pal.body);
  const trim = pal.trim === pal.white ? pal.cyan : pal.trim;
  const joint = pal.slate;
  let s = '';
  // Legs and feet.
  for (const side of [-1, 1]) {
    s += capsule([side * 44, -180], [side * 48, -40], 46, joint);
    s += circle(side * 46, -110, 20, pal.steel);
    s += path(
      `M${side * 48 - 40},0 L${side * 48 - 36},-30 Q${side * 48},-54 ${side * 48 + 36},-30 L${side * 48 + 40},0 Z`,
      body.front,
    );
  }
  // Torso.
  s += path(
    'M-112,-370 Q-112,-390 -90,-390 L90,-390 Q112,-390 112,-370 L100,-200 Q96,-160 56,-160 L-56,-160 Q-96,-160 -100,-200 Z',
    body.front,
  );
  s += path(
    'M40,-390 L90,-390 Q112,-390 112,-370 L100,-200 Q96,-160 56,-160 L30,-160 Q70,-260 40,-390 Z',
    body.side,
    'opacity="0.55"',
  );
  s += rect(-100, -216, 200, 14, 0, trim, 'opacity="0.9"');
  const core = ctx.defs.radial([
    [0, pal.amber, 0.9],
    [1, pal.amber, 0],
  ]);
  s +=
    circle(-10, -300, 62, core) +
    circle(-10, -300, 32, pal.ink) +
    circle(-10, -300, 20, pal.amber) +
    circle(-16, -306, 7, '#ffffff', 'opacity="0.8"');
  s += rect(36, -330, 44, 10, 5, pal.ink, 'opacity="0.5"') + rect(36, -312, 30, 10, 5, pal.ink, 'opacity="0.5"');
  // Arms: one waves, the other rests or holds a tool.
  const wave = rng.chance(0.65);
  s += capsule([-128, -360], [-168, -270], 38, joint) + capsule([-168, -270], [-160, -188], 34, body.front);
  s += circle(-168, -270, 18, pal.steel) + circle(-158, -180, 24, pal.steel);
  if (wave) {
    s += capsule([128, -360], [196, -420], 38, joint) + capsule([196, -420], [228, -510], 34, body.front);
    s += circle(196, -420, 18, pal.steel) + circle(232, -524, 26, pal.steel);
    for (const [fx, fy] of [
      [-16, -26],
      [0, -32],
      [16, -26],
    ] as const) {
      s += capsule([232 + fx * 0.4, -530], [232 + fx, -524 + fy], 10, pal.steel);
    }
  } else {
    s += capsule([128, -360], [168, -270], 38, joint) + capsule([168, -270], [160, -188], 34, body.front);
    s += circle(168, -270, 18, pal.steel) + circle(158, -180, 24, pal.steel);
    // A small tablet in hand.
    s += group(
      rect(132, -230, 100, 70, 10, pal.ink) +
        rect(140, -222, 84, 54, 6, shade(pal.blue, -0.3)) +
        polyline(
          [
            [146, -180],
            [166, -196],
            [186, -188],
            [214, -212],
          ],
          pal.cyan,
          4,
        ),
      'transform="rotate(-8 182 -195)"',
    );
  }
  s += circle(-128, -360, 26, joint) + circle(128, -360, 26, joint);
  // Neck and head.
  s += rect(-26, -420, 52, 36, 8, joint);
  s += circle(-104, -500, 22, trim) + circle(104, -500, 22, trim);
  s += rect(-100, -590, 200, 170, 64, body.front);
  s += path(
    'M40,-590 L36,-590 Q100,-590 100,-526 L100,-484 Q100,-420 36,-420 L60,-420 Q86,-500 40,-590 Z',
    body.side,
    'opacity="0.5"',
  );
  s += rect(-76, -560, 152, 104, 44, pal.ink);
  const eye = rng.pick(['round', 'happy', 'bar'] as const);
  for (const side of [-1, 1]) {
    const ex = side * 32;
    if (eye === 'round') s += circle(ex, -516, 15, pal.cyan) + circle(ex - 4, -521, 5, '#ffffff');
    else if (eye === 'happy') s += path(`M${ex - 16},-510 Q${ex},-534 ${ex + 16},-510`, 'none', stroke(pal.cyan, 9));
    else s += rect(ex - 18, -526, 36, 18, 9, pal.cyan);
  }
  s += path('M-20,-484 Q0,-470 20,-484', 'none', stroke(pal.cyan, 6));
  s += antenna(ctx, 0, -590, 54, 0);
  return s;
}

export function humanoidMotif(ctx: DrawContext): Motif {
  return { svg: group(drawHumanoid(ctx), translate(0, STAGE_Y + 8, 0.92)), ground: 'disc' };
}

/* ------------------------------- hexapod ------------------------------- */

export function drawHexapod(ctx: DrawContext): string {
  const { pal, rng } = ctx;
  const body = tones(pal.body);
  const cy = -118;
  const rx = 160;
  const ry = 62;
  const flat = 0.42;
  const angles = [-145, 180, 145, -35, 0, 35].map((a) => (a * Math.PI) / 180);
  const lift = rng.int(0, 5);
  const leg = (a: number, idx: number) => {
    const far = Math.sin(a) < -0.1;
    const c = Math.cos(a);
    const sn = Math.sin(a);
    const up = idx === lift ? 46 : 0;
    const anchor: Pt = [c * rx * 0.86, cy + sn * rx * 0.86 * flat];
    const knee: Pt = [c * (rx + 56), cy + sn * (rx + 56) * flat - 86 - up];
    const foot: Pt = [c * (rx + 150), sn * (rx + 150) * flat * 0.75 - up * 0.6];
    const femur = far ? shade(pal.body, -0.5) : body.front;
    const tibia = far ? shade(pal.slate, -0.4) : pal.slate;
    // The shin tapers towards the foot.
    const dx = foot[0] - knee[0];
    const dy = foot[1] - knee[1];
    const len = Math.hypot(dx, dy);
    const nx = -dy / len;
    const ny = dx / len;
    const shin: Pt[] = [
      [knee[0] + nx * 13, knee[1] + ny * 13],
      [foot[0] + nx * 5, foot[1] + ny * 5],
      [foot[0] - nx * 5, foot[1] - ny * 5],
      [knee[0] - nx * 13, knee[1] - ny * 13],
    ];
    return (
      poly(shin, tibia) +
      circle(foot[0], foot[1], 9, far ? shade(pal.ink, 0.1) : pal.ink) +
      capsule(anchor, knee, 30, femur) +
      circle(knee[0], knee[1], 17, far ? shade(pal.steel, -0.4) : pal.steel) +
      circle(knee[0], knee[1], 6, far ? shade(pal.amber, -0.4) : pal.amber) +
      circle(anchor[0], anchor[1], 15, far ? shade(pal.steel, -0.4) : pal.steel)
    );
  };
  let s = '';
  angles.forEach((a, i) => {
    if (Math.sin(a) < -0.1) s += leg(a, i);
  });
  s += ellipse(0, cy + 18, rx, ry, body.edge);
  s += ellipse(0, cy, rx, ry, body.side);
  s += ellipse(0, cy - 14, rx - 14, ry - 12, body.front);
  s += ellipse(-20, cy - 24, rx - 70, ry - 30, body.top, 'opacity="0.9"');
  s += ellipse(
    0,
    cy - 14,
    rx - 14,
    ry - 12,
    'none',
    stroke(pal.trim === pal.white ? pal.cyan : pal.trim, 5, 'stroke-dasharray="40 16" opacity="0.9"'),
  );
  s +=
    extrude(box(-40, cy - 58, 80, 30), 20, -14, tones(pal.dark)) +
    led(ctx, 24, cy - 44, 4, pal.amber) +
    led(ctx, 8, cy - 44, 4, pal.mint);
  angles.forEach((a, i) => {
    if (Math.sin(a) >= -0.1) s += leg(a, i);
  });
  // Face at the front.
  s += rect(-46, cy + 14, 92, 48, 22, pal.ink) + circle(-17, cy + 38, 10, pal.cyan) + circle(17, cy + 38, 10, pal.cyan);
  s += circle(-20, cy + 35, 3.4, '#ffffff') + circle(14, cy + 35, 3.4, '#ffffff');
  return s;
}

export function hexapodMotif(ctx: DrawContext): Motif {
  return { svg: group(drawHexapod(ctx), translate(0, STAGE_Y + 6, 1)), ground: 'disc' };
}

/* ------------------------------- line-up ------------------------------- */

export function fleetMotif(ctx: DrawContext): Motif {
  const { rng, pal } = ctx;
  const tint = (body: string, trim = pal.white): DrawContext => ({ ...ctx, pal: { ...pal, body, trim } });
  // Robots for the two sides (seeded), the humanoid in the middle, a small one in front, maybe a drone.
  const sides: ((x: number) => string)[] = [
    (x) => group(drawHexapod(tint(pal.cyan)), translate(x, STAGE_Y - 40, 0.42)),
    (x) => group(drawRover(tint(pal.amber, pal.slate), 'rover'), translate(x, STAGE_Y - 30, 0.44)),
    (x) => group(drawRover(tint(pal.mint, pal.slate), 'tank'), translate(x, STAGE_Y - 30, 0.44)),
    (x) => group(drawArm(tint(pal.coral, pal.white)), translate(x + 40, STAGE_Y - 30, 0.42)),
    (x) => group(drawRover(tint(pal.blue, pal.white), 'balance'), translate(x, STAGE_Y - 34, 0.4)),
  ];
  const left = rng.int(0, sides.length - 1);
  let right = rng.int(0, sides.length - 2);
  if (right >= left) right++;
  let svg = '';
  svg += (sides[left] as (x: number) => string)(-235);
  svg += (sides[right] as (x: number) => string)(215);
  if (rng.chance(0.7)) svg += group(drawDrone(tint(pal.white, pal.cyan)), translate(rng.pick([-230, 230]), -170, 0.4));
  svg += group(drawHumanoid(ctx), translate(-10, STAGE_Y + 20, 0.62));
  svg += group(
    drawRover(tint(rng.pick([pal.coral, pal.amber, pal.cyan])), rng.pick(['follower', 'car'] as const)),
    translate(rng.pick([-190, 170]), STAGE_Y + 66, 0.4),
  );
  return { svg, ground: 'disc' };
}
