/**
 * Friendly flat-style portrait avatars for team members: a head-and-shoulders figure with varied
 * skin tones, hair styles and colours, clothes and the odd pair of safety glasses or a headset,
 * on a soft patterned background. Drawn on an 800 x 800 canvas and scaled to the asked size.
 */
import { hsl, mix, shade } from './color.ts';
import type { Rng } from './random.ts';
import { circle, ellipse, gearPath, group, line, n, path, rect, stroke, type Defs } from './svg.ts';

export interface AvatarOptions {
  rng: Rng;
  defs: Defs;
  width: number;
  height: number;
  name: string;
}

const SKIN = ['#f6d5bd', '#efc4a4', '#e3b08c', '#d39d76', '#bf845d', '#a46b47', '#8a5638', '#6c422b', '#55321f'];
const HAIR = [
  '#1c1513',
  '#231a16',
  '#2e2019',
  '#3d2a1d',
  '#5a3a22',
  '#744727',
  '#9a5b2c',
  '#b98a52',
  '#d2ad78',
  '#8e8e96',
  '#38467f',
  '#7d3455',
];
const HAIR_WEIGHTS = [14, 14, 12, 10, 8, 5, 3, 3, 2, 1, 1, 1];
const CLOTHES = [
  '#1f3a6b',
  '#2f6fdc',
  '#1c9a92',
  '#f2a93b',
  '#ef6f5e',
  '#3e9c5f',
  '#8a2f45',
  '#2f3340',
  '#7b6fd6',
  '#d9543f',
  '#0f7c9e',
  '#5a6b85',
];

type HairStyle =
  | 'short'
  | 'sidepart'
  | 'buzz'
  | 'curly'
  | 'afro'
  | 'long'
  | 'bun'
  | 'ponytail'
  | 'bob'
  | 'headscarf'
  | 'quiff'
  | 'bald';
type Clothes = 'tee' | 'hoodie' | 'collar' | 'jacket' | 'labcoat';
type Extra = 'none' | 'glasses' | 'goggles' | 'headset';

function weighted<T>(rng: Rng, items: readonly T[], weights: readonly number[]): T {
  const total = weights.reduce((a, b) => a + b, 0);
  let r = rng.range(0, total);
  for (let i = 0; i < items.length; i++) {
    r -= weights[i] ?? 0;
    if (r < 0) return items[i] as T;
  }
  return items[items.length - 1] as T;
}

/* Geometry of the 800 x 800 design. */
const CX = 400;
const HEAD_TOP = 196;
const CHIN = 512;
const HALF_W = 128;
const EYE_Y = 368;

const headPath = `M${CX},${HEAD_TOP} C${CX + 84},${HEAD_TOP} ${CX + HALF_W},${HEAD_TOP + 56} ${CX + HALF_W},${HEAD_TOP + 150} C${CX + HALF_W},${HEAD_TOP + 250} ${CX + 76},${CHIN} ${CX},${CHIN} C${CX - 76},${CHIN} ${CX - HALF_W},${HEAD_TOP + 250} ${CX - HALF_W},${HEAD_TOP + 150} C${CX - HALF_W},${HEAD_TOP + 56} ${CX - 84},${HEAD_TOP} ${CX},${HEAD_TOP} Z`;

function backgroundLayer(rng: Rng, defs: Defs): string {
  const hue = rng.pick([205, 192, 218, 248, 162, 36, 18, 280, 176]);
  const light = hsl(hue, 70, 90);
  const mid = hsl(hue, 55, 80);
  let s = `<rect width="800" height="800" fill="${defs.linear(
    [
      [0, light],
      [1, mid],
    ],
    0,
    0,
    0.3,
    1,
  )}"/>`;
  const ink = hsl(hue, 45, 40);
  const pattern = rng.pick(['dots', 'circuit', 'hex', 'rings', 'diagonal'] as const);
  let p = '';
  if (pattern === 'dots') {
    for (let y = 20; y < 800; y += 40)
      for (let x = 20 + ((y / 40) % 2) * 20; x < 800; x += 40) p += circle(x, y, 3.2, ink);
  } else if (pattern === 'diagonal') {
    for (let k = -800; k < 800; k += 46) p += line(k, 0, k + 800, 800, ink, 6);
  } else if (pattern === 'rings') {
    for (let r = 60; r < 700; r += 52) p += circle(400, 360, r, 'none', stroke(ink, 3));
  } else if (pattern === 'hex') {
    const r = 34;
    const h = r * Math.sqrt(3);
    for (let row = -1; row < 800 / h + 1; row++) {
      for (let col = -1; col < 800 / (r * 3) + 1; col++) {
        const x = col * r * 3 + (row % 2 ? r * 1.5 : 0);
        const y = row * (h / 2);
        const pts = Array.from(
          { length: 6 },
          (_, i) => `${n(x + r * Math.cos((i * Math.PI) / 3))},${n(y + r * Math.sin((i * Math.PI) / 3))}`,
        ).join(' ');
        p += `<polygon points="${pts}" fill="none" stroke="${ink}" stroke-width="3"/>`;
      }
    }
  } else {
    for (let i = 0; i < 14; i++) {
      const x = rng.range(0, 800);
      const y = rng.range(0, 800);
      const len = rng.range(60, 160);
      const dir = rng.chance(0.5) ? 1 : -1;
      p += path(
        `M${n(x)},${n(y)} h${n(len * dir)} l${n(30 * dir)},${n(30)} v${n(rng.range(30, 90))}`,
        'none',
        stroke(ink, 5),
      );
      p += circle(x, y, 9, 'none', stroke(ink, 5));
    }
  }
  s += group(p, 'opacity="0.1"');
  // A soft disc behind the head and a couple of sparkles.
  s += circle(CX, 390, 300, '#ffffff', 'opacity="0.35"');
  s += circle(CX, 390, 300, 'none', stroke('#ffffff', 10, 'opacity="0.5"'));
  s += path(
    gearPath(rng.chance(0.5) ? 110 : 690, rng.range(110, 200), 44, 10, rng.range(0, 1), 0.4),
    ink,
    'fill-rule="evenodd" opacity="0.14"',
  );
  return s;
}

function body(rng: Rng, skin: string, skinShade: string, clothes: Clothes, color: string, accent: string): string {
  const shoulders = `M96,800 C100,688 170,622 300,598 L500,598 C630,622 700,688 704,800 Z`;
  let s = '';
  // Neck with the chin's shadow.
  s += rect(CX - 52, 440, 104, 190, 40, skin);
  s += path(`M${CX - 52},478 Q${CX},${540} ${CX + 52},478 L${CX + 52},520 Q${CX},566 ${CX - 52},520 Z`, skinShade);
  if (clothes === 'hoodie') {
    s += path(
      `M${CX - 130},610 Q${CX},560 ${CX + 130},610 Q${CX + 110},680 ${CX},690 Q${CX - 110},680 ${CX - 130},610 Z`,
      shade(color, -0.25),
    );
  }
  s += path(shoulders, color);
  // Shading on the right-hand side.
  s += path(`M560,612 C640,640 700,700 704,800 L600,800 C610,720 600,660 560,612 Z`, shade(color, -0.14));
  if (clothes === 'tee') {
    s += path(`M${CX - 62},598 Q${CX},668 ${CX + 62},598 Z`, skin);
    s += path(`M${CX - 62},598 Q${CX},668 ${CX + 62},598`, 'none', stroke(shade(color, -0.22), 12));
  } else if (clothes === 'hoodie') {
    s += path(`M${CX - 70},598 Q${CX},650 ${CX + 70},598 Z`, skin);
    s += path(`M${CX - 88},604 Q${CX},676 ${CX + 88},604`, 'none', stroke(shade(color, -0.3), 16));
    s += line(CX - 30, 650, CX - 36, 742, '#f4f4f4', 6) + line(CX + 30, 650, CX + 36, 742, '#f4f4f4', 6);
    s += circle(CX - 36, 746, 7, accent) + circle(CX + 36, 746, 7, accent);
  } else if (clothes === 'collar') {
    s += path(`M${CX - 56},596 L${CX},660 L${CX + 56},596 Z`, skin);
    const collar = rng.chance(0.5) ? '#f6f7fb' : shade(color, 0.3);
    s +=
      path(`M${CX - 66},592 L${CX - 8},668 L${CX - 88},650 Z`, collar) +
      path(`M${CX + 66},592 L${CX + 8},668 L${CX + 88},650 Z`, collar);
    s += line(CX, 672, CX, 800, shade(color, -0.25), 5);
    for (const y of [700, 748]) s += circle(CX + 10, y, 6, shade(color, 0.35));
  } else {
    // Jacket or lab coat over a coloured tee.
    const inner = clothes === 'labcoat' ? color : accent;
    const coat = clothes === 'labcoat' ? '#f3f6fb' : color;
    s += path(shoulders, coat);
    s += path(`M560,612 C640,640 700,700 704,800 L600,800 C610,720 600,660 560,612 Z`, shade(coat, -0.1));
    s += path(`M${CX - 92},600 L${CX - 40},800 L${CX + 40},800 L${CX + 92},600 Z`, inner);
    s += path(`M${CX - 56},598 Q${CX},650 ${CX + 56},598 Z`, skin);
    s += path(
      `M${CX - 96},596 L${CX - 36},800 L${CX - 76},800 L${CX - 130},632 Z`,
      shade(coat, clothes === 'labcoat' ? -0.08 : 0.18),
    );
    s += path(
      `M${CX + 96},596 L${CX + 36},800 L${CX + 76},800 L${CX + 130},632 Z`,
      shade(coat, clothes === 'labcoat' ? -0.12 : 0.08),
    );
    if (clothes === 'labcoat') s += rect(CX + 120, 700, 64, 10, 4, '#c9d3e3') + rect(CX + 140, 672, 8, 36, 3, accent);
  }
  // A small club badge (a gear) on the chest.
  if (clothes !== 'labcoat' && rng.chance(0.6)) {
    const bx = 258;
    const by = 706;
    s +=
      circle(bx, by, 26, '#ffffff', 'opacity="0.9"') +
      path(gearPath(bx, by, 17, 8, 0.2, 0.4), shade(color, clothes === 'jacket' ? 0 : -0.1), 'fill-rule="evenodd"');
  }
  return s;
}

/** Relative lightness 0..1 of a #rrggbb colour. */
function lightness(hex: string): number {
  const v = parseInt(hex.slice(1), 16);
  return (0.299 * ((v >> 16) & 255) + 0.587 * ((v >> 8) & 255) + 0.114 * (v & 255)) / 255;
}

function face(rng: Rng, defs: Defs, skin: string, skinShade: string, hair: string): string {
  let s = '';
  // Ears.
  for (const side of [-1, 1]) {
    s +=
      ellipse(CX + side * (HALF_W - 2), EYE_Y + 10, 24, 36, skin) +
      ellipse(CX + side * (HALF_W + 2), EYE_Y + 12, 10, 18, skinShade);
  }
  s += path(headPath, skin);
  // Soft shading along the right cheek.
  s += path(
    `M${CX + HALF_W},${HEAD_TOP + 150} C${CX + HALF_W},${HEAD_TOP + 250} ${CX + 76},${CHIN} ${CX},${CHIN} C${CX + 60},${CHIN - 30} ${CX + 104},${HEAD_TOP + 230} ${CX + HALF_W},${HEAD_TOP + 150} Z`,
    skinShade,
    'opacity="0.55"',
  );
  const eyeGap = rng.range(46, 54);
  const brow = mix(hair, '#120c0a', 0.45);
  const browLift = rng.range(-4, 4);
  for (const side of [-1, 1]) {
    const ex = CX + side * eyeGap;
    s += ellipse(ex, EYE_Y, 11, 13, '#2a1d1a') + circle(ex - 3, EYE_Y - 5, 4, '#ffffff');
    s += path(
      `M${n(ex - 24)},${n(EYE_Y - 32 + browLift)} Q${n(ex)},${n(EYE_Y - 46 + browLift)} ${n(ex + 24)},${n(EYE_Y - 34 + browLift)}`,
      'none',
      stroke(brow, 9),
    );
  }
  const blush = defs.radial([
    [0, '#ff6f61', Math.round(Math.max(0.06, Math.min(0.22, (lightness(skin) - 0.3) * 0.5)) * 100) / 100],
    [1, '#ff6f61', 0],
  ]);
  s += circle(CX - 78, 428, 30, blush) + circle(CX + 78, 428, 30, blush);
  s += path(
    `M${CX - 2},${EYE_Y + 20} Q${CX - 14},${EYE_Y + 52} ${CX + 6},${EYE_Y + 56}`,
    'none',
    stroke(shade(skinShade, -0.08), 6),
  );
  const open = rng.chance(0.45);
  if (open) {
    s += path(`M${CX - 36},452 Q${CX},500 ${CX + 36},452 Z`, '#7a2e33');
    s += path(
      `M${CX - 30},454 L${CX + 30},454 Q${CX + 26},466 ${CX + 20},468 L${CX - 20},468 Q${CX - 26},466 ${CX - 30},454 Z`,
      '#ffffff',
    );
  } else {
    s += path(`M${CX - 34},452 Q${CX},482 ${CX + 34},452`, 'none', stroke('#7a3b33', 7));
  }
  return s;
}

function facialHair(rng: Rng, hair: string): string {
  const kind = rng.pick(['beard', 'moustache', 'stubble'] as const);
  if (kind === 'moustache') {
    return path(
      `M${CX - 40},444 C${CX - 30},426 ${CX - 8},426 ${CX},432 C${CX + 8},426 ${CX + 30},426 ${CX + 40},444 C${CX + 20},438 ${CX - 20},438 ${CX - 40},444 Z`,
      hair,
    );
  }
  const beard = `M${CX - HALF_W + 6},${EYE_Y + 20} C${CX - HALF_W + 14},${CHIN - 40} ${CX - 60},${CHIN + 14} ${CX},${CHIN + 14} C${CX + 60},${CHIN + 14} ${CX + HALF_W - 14},${CHIN - 40} ${CX + HALF_W - 6},${EYE_Y + 20} C${CX + 100},${EYE_Y + 90} ${CX + 60},${440} ${CX},${436} C${CX - 60},${440} ${CX - 100},${EYE_Y + 90} ${CX - HALF_W + 6},${EYE_Y + 20} Z`;
  if (kind === 'stubble') return path(beard, hair, 'opacity="0.28"');
  return (
    path(beard, hair) +
    path(`M${CX - 34},452 Q${CX},476 ${CX + 34},452 Q${CX},${494} ${CX - 34},452 Z`, '#7a2e33', 'opacity="0.85"')
  );
}

/** Hair drawn behind the head (long hair, buns, tails) and in front of it (the top and fringe). */
function hairLayers(rng: Rng, style: HairStyle, color: string): { back: string; front: string } {
  const hi = shade(color, 0.16);
  const cap = `M${CX - HALF_W - 6},${EYE_Y - 8} C${CX - HALF_W - 18},${HEAD_TOP - 10} ${CX - 60},${HEAD_TOP - 30} ${CX},${HEAD_TOP - 30} C${CX + 70},${HEAD_TOP - 30} ${CX + HALF_W + 18},${HEAD_TOP - 6} ${CX + HALF_W + 6},${EYE_Y - 8} C${CX + HALF_W - 8},${EYE_Y - 60} ${CX + 106},${HEAD_TOP + 86} ${CX + 70},${HEAD_TOP + 70} C${CX + 10},${HEAD_TOP + 100} ${CX - 70},${HEAD_TOP + 92} ${CX - 100},${HEAD_TOP + 74} C${CX - 114},${HEAD_TOP + 100} ${CX - HALF_W + 6},${EYE_Y - 60} ${CX - HALF_W - 6},${EYE_Y - 8} Z`;
  const shine = path(
    `M${CX - 70},${HEAD_TOP - 4} Q${CX - 20},${HEAD_TOP - 22} ${CX + 30},${HEAD_TOP - 14}`,
    'none',
    stroke(hi, 10, 'opacity="0.7"'),
  );
  let back = '';
  let front = '';
  switch (style) {
    case 'short':
      front = path(cap, color) + shine;
      break;
    case 'sidepart':
      front =
        path(cap, color) +
        path(
          `M${CX - 40},${HEAD_TOP - 28} C${CX - 10},${HEAD_TOP + 40} ${CX + 70},${HEAD_TOP + 70} ${CX + HALF_W + 4},${EYE_Y - 30} C${CX + HALF_W + 14},${HEAD_TOP + 20} ${CX + 40},${HEAD_TOP - 40} ${CX - 40},${HEAD_TOP - 28} Z`,
          hi,
          'opacity="0.55"',
        );
      front += line(CX - 52, HEAD_TOP - 24, CX - 62, HEAD_TOP + 50, shade(color, -0.3), 5);
      break;
    case 'buzz':
      front = path(
        `M${CX - HALF_W + 2},${EYE_Y - 30} C${CX - HALF_W},${HEAD_TOP + 10} ${CX - 60},${HEAD_TOP - 8} ${CX},${HEAD_TOP - 8} C${CX + 60},${HEAD_TOP - 8} ${CX + HALF_W},${HEAD_TOP + 10} ${CX + HALF_W - 2},${EYE_Y - 30} C${CX + 90},${HEAD_TOP + 62} ${CX - 90},${HEAD_TOP + 62} ${CX - HALF_W + 2},${EYE_Y - 30} Z`,
        color,
        'opacity="0.92"',
      );
      break;
    case 'quiff':
      front =
        path(cap, color) +
        path(
          `M${CX - 110},${HEAD_TOP + 20} C${CX - 100},${HEAD_TOP - 56} ${CX + 30},${HEAD_TOP - 70} ${CX + 100},${HEAD_TOP - 34} C${CX + 124},${HEAD_TOP - 20} ${CX + 120},${HEAD_TOP + 10} ${CX + 100},${HEAD_TOP + 20} C${CX + 40},${HEAD_TOP - 10} ${CX - 40},${HEAD_TOP - 6} ${CX - 110},${HEAD_TOP + 20} Z`,
          color,
        ) +
        shine;
      break;
    case 'curly':
    case 'afro': {
      const big = style === 'afro';
      if (big) back = circle(CX, HEAD_TOP + 90, 210, color);
      let curls = '';
      const count = big ? 16 : 13;
      const radius = big ? 176 : 130;
      for (let i = 0; i <= count; i++) {
        const a = Math.PI * (1.06 + (i / count) * 0.88);
        const r = big ? rng.range(54, 66) : rng.range(38, 48);
        curls += circle(CX + Math.cos(a) * radius, HEAD_TOP + 120 + Math.sin(a) * (radius * 0.92), r, color);
      }
      front = curls + path(cap, color);
      for (let i = 0; i < 7; i++) {
        const a = Math.PI * (1.15 + (i / 6) * 0.7);
        front += circle(CX + Math.cos(a) * 90, HEAD_TOP + 90 + Math.sin(a) * 80, big ? 40 : 30, color);
        front += path(
          `M${n(CX + Math.cos(a) * 90 - 14)},${n(HEAD_TOP + 80 + Math.sin(a) * 80)} q14,-12 28,0`,
          'none',
          stroke(hi, 5, 'opacity="0.6"'),
        );
      }
      break;
    }
    case 'long':
      back = path(
        `M${CX - HALF_W - 30},${HEAD_TOP + 100} C${CX - HALF_W - 40},${HEAD_TOP - 50} ${CX + HALF_W + 40},${HEAD_TOP - 50} ${CX + HALF_W + 30},${HEAD_TOP + 100} L${CX + HALF_W + 44},670 Q${CX},700 ${CX - HALF_W - 44},670 Z`,
        shade(color, -0.12),
      );
      front = path(
        `M${CX + 2},${HEAD_TOP - 30} C${CX - 90},${HEAD_TOP - 30} ${CX - HALF_W - 20},${HEAD_TOP + 20} ${CX - HALF_W - 14},${EYE_Y + 40} L${CX - HALF_W - 30},600 C${CX - HALF_W + 10},560 ${CX - HALF_W + 12},${EYE_Y} ${CX - 90},${HEAD_TOP + 80} C${CX - 50},${HEAD_TOP + 50} ${CX - 6},${HEAD_TOP + 20} ${CX + 2},${HEAD_TOP - 30} Z`,
        color,
      );
      front += path(
        `M${CX - 2},${HEAD_TOP - 30} C${CX + 90},${HEAD_TOP - 30} ${CX + HALF_W + 20},${HEAD_TOP + 20} ${CX + HALF_W + 14},${EYE_Y + 40} L${CX + HALF_W + 30},600 C${CX + HALF_W - 10},560 ${CX + HALF_W - 12},${EYE_Y} ${CX + 90},${HEAD_TOP + 80} C${CX + 50},${HEAD_TOP + 50} ${CX + 6},${HEAD_TOP + 20} ${CX - 2},${HEAD_TOP - 30} Z`,
        color,
      );
      front +=
        path(
          `M${CX},${HEAD_TOP - 26} Q${CX - 4},${HEAD_TOP + 10} ${CX - 2},${HEAD_TOP + 34}`,
          'none',
          stroke(shade(color, -0.3), 5),
        ) + shine;
      break;
    case 'bob':
      back = path(
        `M${CX - HALF_W - 34},${HEAD_TOP + 120} C${CX - HALF_W - 40},${HEAD_TOP - 130} ${CX + HALF_W + 40},${HEAD_TOP - 130} ${CX + HALF_W + 34},${HEAD_TOP + 120} L${CX + HALF_W + 30},${CHIN - 10} Q${CX},${CHIN + 30} ${CX - HALF_W - 30},${CHIN - 10} Z`,
        shade(color, -0.1),
      );
      front = path(
        `M${CX - HALF_W - 26},${CHIN - 20} C${CX - HALF_W - 44},${HEAD_TOP - 150} ${CX + HALF_W + 44},${HEAD_TOP - 150} ${CX + HALF_W + 26},${CHIN - 20} L${CX + HALF_W - 6},${CHIN - 20} C${CX + HALF_W - 2},${EYE_Y} ${CX + 110},${HEAD_TOP + 100} ${CX + 90},${HEAD_TOP + 86} L${CX - 90},${HEAD_TOP + 90} C${CX - 110},${HEAD_TOP + 100} ${CX - HALF_W + 2},${EYE_Y} ${CX - HALF_W + 6},${CHIN - 20} Z`,
        color,
      );
      front +=
        path(
          `M${CX - 104},${HEAD_TOP + 92} L${CX + 104},${HEAD_TOP + 88}`,
          'none',
          stroke(shade(color, -0.25), 4, 'opacity="0.6"'),
        ) + shine;
      break;
    case 'bun':
      back =
        circle(CX + 6, HEAD_TOP - 46, 58, color) +
        path(`M${CX - 40},${HEAD_TOP - 40} q46,-30 92,0`, 'none', stroke(hi, 6, 'opacity="0.6"'));
      front = path(cap, color) + shine;
      break;
    case 'ponytail':
      back = path(
        `M${CX + 90},${HEAD_TOP + 10} C${CX + 230},${HEAD_TOP + 20} ${CX + 220},${HEAD_TOP + 250} ${CX + 160},${HEAD_TOP + 340} C${CX + 180},${HEAD_TOP + 200} ${CX + 150},${HEAD_TOP + 90} ${CX + 70},${HEAD_TOP + 60} Z`,
        shade(color, -0.08),
      );
      front =
        path(cap, color) + shine + circle(CX + 116, HEAD_TOP + 36, 14, rng.pick(['#ef6f5e', '#f2a93b', '#2f6fdc']));
      break;
    case 'headscarf':
    case 'bald':
      break;
  }
  return { back, front };
}

function headscarf(color: string): { back: string; front: string } {
  const back = path(
    `M${CX},${HEAD_TOP - 44} C${CX + 130},${HEAD_TOP - 44} ${CX + 176},${HEAD_TOP + 60} ${CX + 170},${HEAD_TOP + 200} C${CX + 166},${CHIN + 30} ${CX + 220},${600} ${CX + 250},${660} L${CX - 250},${660} C${CX - 220},600 ${CX - 166},${CHIN + 30} ${CX - 170},${HEAD_TOP + 200} C${CX - 176},${HEAD_TOP + 60} ${CX - 130},${HEAD_TOP - 44} ${CX},${HEAD_TOP - 44} Z`,
    color,
  );
  const front =
    path(
      `M${CX - 118},${EYE_Y + 10} C${CX - 124},${HEAD_TOP + 30} ${CX - 60},${HEAD_TOP - 10} ${CX},${HEAD_TOP - 10} C${CX + 60},${HEAD_TOP - 10} ${CX + 124},${HEAD_TOP + 30} ${CX + 118},${EYE_Y + 10} C${CX + 112},${HEAD_TOP + 60} ${CX + 70},${HEAD_TOP + 40} ${CX},${HEAD_TOP + 40} C${CX - 70},${HEAD_TOP + 40} ${CX - 112},${HEAD_TOP + 60} ${CX - 118},${EYE_Y + 10} Z`,
      color,
    ) +
    path(
      `M${CX - 112},${EYE_Y + 30} C${CX - 112},${HEAD_TOP + 60} ${CX - 60},${HEAD_TOP + 42} ${CX},${HEAD_TOP + 42} C${CX + 60},${HEAD_TOP + 42} ${CX + 112},${HEAD_TOP + 60} ${CX + 112},${EYE_Y + 30}`,
      'none',
      stroke(shade(color, -0.2), 6),
    ) +
    // Cover the ears and the sides of the face below the scarf line.
    path(
      `M${CX - HALF_W - 30},${EYE_Y - 20} L${CX - HALF_W + 14},${EYE_Y - 20} C${CX - HALF_W + 16},${CHIN - 60} ${CX - 70},${CHIN + 10} ${CX},${CHIN + 20} C${CX + 70},${CHIN + 10} ${CX + HALF_W - 16},${CHIN - 60} ${CX + HALF_W - 14},${EYE_Y - 20} L${CX + HALF_W + 30},${EYE_Y - 20} L${CX + HALF_W + 30},${CHIN + 80} L${CX - HALF_W - 30},${CHIN + 80} Z`,
      color,
      'fill-rule="evenodd"',
    );
  return { back, front };
}

function accessory(rng: Rng, extra: Extra): string {
  const eyeGap = 50;
  if (extra === 'glasses') {
    const frame = rng.pick(['#1f2330', '#7a4a26', '#2f6fdc', '#8a2f45']);
    const round = rng.chance(0.5);
    let s = '';
    for (const side of [-1, 1]) {
      const ex = CX + side * eyeGap;
      s += round
        ? circle(ex, EYE_Y, 32, '#ffffff', `opacity="0.18"`) + circle(ex, EYE_Y, 32, 'none', stroke(frame, 7))
        : rect(ex - 36, EYE_Y - 26, 72, 52, 16, '#ffffff', 'opacity="0.18"') +
          rect(ex - 36, EYE_Y - 26, 72, 52, 16, 'none', stroke(frame, 7));
      s += line(ex + side * (round ? 32 : 36), EYE_Y - 6, CX + side * (HALF_W + 2), EYE_Y - 12, frame, 6);
    }
    s += path(
      `M${CX - eyeGap + (round ? 32 : 36)},${EYE_Y - 4} Q${CX},${EYE_Y - 18} ${CX + eyeGap - (round ? 32 : 36)},${EYE_Y - 4}`,
      'none',
      stroke(frame, 6),
    );
    return s;
  }
  if (extra === 'goggles') {
    // Clear safety glasses: one wrap-around lens with a coloured brow bar and arms.
    const bar = rng.pick(['#f2a93b', '#2f6fdc', '#1c9a92', '#ef6f5e']);
    const lens = `M${CX - 110},${EYE_Y - 30} L${CX + 110},${EYE_Y - 30} C${CX + 116},${EYE_Y + 6} ${CX + 100},${EYE_Y + 36} ${CX + 62},${EYE_Y + 36} C${CX + 30},${EYE_Y + 36} ${CX + 16},${EYE_Y + 14} ${CX},${EYE_Y + 14} C${CX - 16},${EYE_Y + 14} ${CX - 30},${EYE_Y + 36} ${CX - 62},${EYE_Y + 36} C${CX - 100},${EYE_Y + 36} ${CX - 116},${EYE_Y + 6} ${CX - 110},${EYE_Y - 30} Z`;
    let s =
      line(CX - 112, EYE_Y - 26, CX - HALF_W - 4, EYE_Y - 16, bar, 8) +
      line(CX + 112, EYE_Y - 26, CX + HALF_W + 4, EYE_Y - 16, bar, 8);
    s += path(lens, '#bfefff', 'opacity="0.28"') + path(lens, 'none', stroke('#9fb8c8', 4, 'opacity="0.9"'));
    s += rect(CX - 114, EYE_Y - 38, 228, 16, 8, bar);
    s +=
      line(CX - 86, EYE_Y - 12, CX - 60, EYE_Y - 12, '#ffffff', 6, 'opacity="0.75"') +
      line(CX + 40, EYE_Y - 12, CX + 52, EYE_Y - 12, '#ffffff', 6, 'opacity="0.6"');
    return s;
  }
  if (extra === 'headset') {
    const c = rng.pick(['#2f3340', '#1f3a6b', '#3d4455']);
    const cup = rng.pick(['#ef6f5e', '#1c9a92', '#f2a93b', '#2f6fdc']);
    let s = path(
      `M${CX - HALF_W - 14},${EYE_Y + 6} C${CX - HALF_W - 30},${HEAD_TOP - 70} ${CX + HALF_W + 30},${HEAD_TOP - 70} ${CX + HALF_W + 14},${EYE_Y + 6}`,
      'none',
      stroke(c, 16),
    );
    for (const side of [-1, 1])
      s +=
        rect(CX + side * (HALF_W + 8) - 26, EYE_Y - 24, 52, 86, 24, c) +
        rect(CX + side * (HALF_W + 8) - 14, EYE_Y - 10, 28, 58, 14, cup);
    s +=
      path(`M${CX - HALF_W - 10},${EYE_Y + 50} Q${CX - 110},${470} ${CX - 44},${462}`, 'none', stroke(c, 8)) +
      circle(CX - 40, 462, 12, c);
    return s;
  }
  return '';
}

export function drawAvatar(options: AvatarOptions): string {
  const { rng, defs, width, height } = options;
  const skin = weighted(rng, SKIN, [2, 3, 4, 4, 4, 3, 3, 2, 1]);
  const skinShade = mix(skin, '#5a2a1a', 0.2);
  // Dark skin gets near-black hair (or a bright dye) so hair and face stay distinct.
  let hairColor = weighted(rng, HAIR, HAIR_WEIGHTS);
  if (lightness(skin) < 0.45 && Math.abs(lightness(hairColor) - lightness(skin)) < 0.2)
    hairColor = rng.pick(['#141010', '#1c1513']);
  const style = weighted<HairStyle>(
    rng,
    ['short', 'sidepart', 'buzz', 'curly', 'afro', 'long', 'bun', 'ponytail', 'bob', 'headscarf', 'quiff', 'bald'],
    [12, 10, 6, 9, 4, 12, 6, 8, 7, 5, 7, 2],
  );
  const clothes = weighted<Clothes>(rng, ['tee', 'hoodie', 'collar', 'jacket', 'labcoat'], [5, 4, 3, 4, 2]);
  const clothColor = rng.pick(CLOTHES);
  let accent = rng.pick(CLOTHES);
  if (accent === clothColor) accent = '#f6f7fb';
  const extra = weighted<Extra>(rng, ['none', 'glasses', 'goggles', 'headset'], [10, 4, 2, 2]);
  const shortHair = ['short', 'sidepart', 'buzz', 'curly', 'afro', 'quiff', 'bald'].includes(style);
  const beard = shortHair && rng.chance(style === 'bald' ? 0.8 : 0.28);

  let s = backgroundLayer(rng, defs);
  const scarfColor = rng.pick(['#1f3a6b', '#8a2f45', '#1c9a92', '#7b6fd6', '#2f3340', '#d9543f']);
  const hair = style === 'headscarf' ? headscarf(scarfColor) : hairLayers(rng, style, hairColor);
  const clothing = body(rng, skin, skinShade, clothes, clothColor, accent);
  // A headscarf drapes over the shoulders; other hair hangs behind them.
  s += style === 'headscarf' ? clothing + hair.back : hair.back + clothing;
  s += face(rng, defs, skin, skinShade, style === 'headscarf' ? '#2e2019' : hairColor);
  if (beard) s += facialHair(rng, hairColor);
  s += hair.front;
  s += accessory(rng, extra === 'headset' && style === 'headscarf' ? 'none' : extra);
  // Everything is designed on 800 x 800; scale to the asked size, cropping the longer side.
  const k = Math.max(width, height) / 800;
  return group(
    s,
    `transform="translate(${n((width - 800 * k) / 2)} ${n((height - 800 * k) / 2)}) scale(${Math.round(k * 10000) / 10000})"`,
  );
}
