/** Colour helpers and the shared palette: deep ink navy, electric blue and cyan, warm amber. */
import type { Rng } from './random.ts';

type Rgb = [number, number, number];

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(clamp(v, 0, 255))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function fromHex(hex: string): Rgb {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** hsl(h 0-360, s 0-100, l 0-100) as #rrggbb. */
export function hsl(h: number, s: number, l: number): string {
  const hh = (((h % 360) + 360) % 360) / 360;
  const ss = clamp(s, 0, 100) / 100;
  const ll = clamp(l, 0, 100) / 100;
  const q = ll < 0.5 ? ll * (1 + ss) : ll + ss - ll * ss;
  const p = 2 * ll - q;
  const channel = (t: number) => {
    let x = t;
    if (x < 0) x += 1;
    if (x > 1) x -= 1;
    if (x < 1 / 6) return p + (q - p) * 6 * x;
    if (x < 1 / 2) return q;
    if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6;
    return p;
  };
  return toHex([channel(hh + 1 / 3) * 255, channel(hh) * 255, channel(hh - 1 / 3) * 255]);
}

/** Linear mix of two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const ca = fromHex(a);
  const cb = fromHex(b);
  return toHex([ca[0] + (cb[0] - ca[0]) * t, ca[1] + (cb[1] - ca[1]) * t, ca[2] + (cb[2] - ca[2]) * t]);
}

/** Lighter (amount > 0, towards white) or darker (amount < 0, towards ink) version of a colour. */
export function shade(color: string, amount: number, ink = '#0a1228'): string {
  return amount >= 0 ? mix(color, '#ffffff', amount) : mix(color, ink, -amount);
}

/** Three tones for a flat-shaded solid: lit top, front, side in shadow. */
export interface Tones {
  top: string;
  front: string;
  side: string;
  edge: string;
}

export function tones(base: string, ink?: string): Tones {
  return { top: shade(base, 0.28), front: base, side: shade(base, -0.25, ink), edge: shade(base, -0.45, ink) };
}

export interface Palette {
  /** Hue of the cool background, around 222 (navy). */
  hue: number;
  ink: string;
  bgTop: string;
  bgBottom: string;
  floor: string;
  line: string;
  glow: string;
  blue: string;
  cyan: string;
  amber: string;
  coral: string;
  mint: string;
  white: string;
  steel: string;
  slate: string;
  dark: string;
  /** The main body colour of this image's robot. */
  body: string;
  /** A second body colour that goes with it. */
  trim: string;
}

export function createPalette(rng: Rng, hueBias = 0): Palette {
  const hue = 222 + rng.range(-26, 26) + hueBias;
  const cyanHue = hue - 36 + rng.range(-14, 10);
  const amberHue = 38 + rng.range(-8, 6);
  const ink = hsl(hue, 62, 11);
  const p: Omit<Palette, 'body' | 'trim'> = {
    hue,
    ink,
    bgTop: hsl(hue + rng.range(-6, 14), 52, rng.range(19, 25)),
    bgBottom: hsl(hue - 4, 64, 9),
    floor: hsl(hue, 48, 15),
    line: hsl(hue - 20, 80, 70),
    glow: hsl(cyanHue + rng.range(-10, 20), 95, 58),
    blue: hsl(hue - 6, 88, 60),
    cyan: hsl(cyanHue, 88, 60),
    amber: hsl(amberHue, 100, 60),
    coral: hsl(10 + rng.range(-6, 8), 90, 64),
    mint: hsl(158 + rng.range(-8, 8), 62, 55),
    white: hsl(hue, 45, 95),
    steel: hsl(hue, 22, 66),
    slate: hsl(hue, 26, 40),
    dark: hsl(hue, 40, 20),
  };
  const bodies: [string, string][] = [
    [p.white, p.cyan],
    [p.white, p.amber],
    [p.amber, p.slate],
    [p.blue, p.white],
    [p.cyan, p.dark],
    [p.coral, p.white],
    [p.white, p.blue],
  ];
  const [body, trim] = rng.pick(bodies);
  return { ...p, body, trim };
}
