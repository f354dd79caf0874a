/**
 * The core: compose an SVG for one sample image and rasterise it with sharp.
 *
 *   renderSampleImage({ kind: 'illustration', title: 'Hexapod Walker', seed: 'galleries/x/hexapod.jpg' })
 */
import sharp from 'sharp';
import { drawAvatar } from './avatar.ts';
import { createPalette } from './color.ts';
import { cameraMotif, iotMotif, neuralMotif, workstationMotif } from './computing.ts';
import { gadgetMotif, pcbMotif, sensorMotif } from './electronics.ts';
import { armMotif, droneMotif, fleetMotif, hexapodMotif, humanoidMotif, roverMotif } from './machines.ts';
import { createRng, hashString, type Rng } from './random.ts';
import { background, layoutFor, motes, stage, vignette, type Bounds } from './scene.ts';
import { arenaMotif, gearsMotif, plantMotif, solarMotif, trophyMotif } from './scenes.ts';
import { Defs, group, translate } from './svg.ts';
import { chooseMotif, type MotifName } from './themes.ts';
import type { DrawContext, MotifDrawer } from './types.ts';

export type ImageKind = 'avatar' | 'slide' | 'illustration';
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'avif';

/** Default pixel size of each kind. */
export const SIZES: Record<ImageKind, { width: number; height: number }> = {
  avatar: { width: 800, height: 800 },
  slide: { width: 1920, height: 1080 },
  illustration: { width: 1200, height: 900 },
};

export interface SampleImageOptions {
  kind: ImageKind;
  /** A human title such as "Hexapod Walker"; its words choose the subject. */
  title: string;
  /** Anything stable (a number, or a string such as the image path); the same seed gives the same image. */
  seed: number | string;
  width?: number;
  height?: number;
  /** More words about the image (alt text, caption), used when the title alone says little. */
  description?: string;
  /** Force a subject instead of choosing it from the words. */
  motif?: MotifName;
  format?: ImageFormat;
}

const DRAWERS: Record<MotifName, MotifDrawer> = {
  drone: droneMotif,
  arm: armMotif,
  humanoid: humanoidMotif,
  hexapod: hexapodMotif,
  rover: roverMotif,
  fleet: fleetMotif,
  pcb: pcbMotif,
  gadget: gadgetMotif,
  sensor: sensorMotif,
  gears: gearsMotif,
  camera: cameraMotif,
  iot: iotMotif,
  neural: neuralMotif,
  workstation: workstationMotif,
  arena: arenaMotif,
  trophy: trophyMotif,
  solar: solarMotif,
  plant: plantMotif,
};

const HUE_BIAS: Partial<Record<MotifName, number>> = { plant: -22, solar: 8, neural: 22, trophy: 12 };

const seedOf = (seed: number | string): number => (typeof seed === 'number' ? seed >>> 0 : hashString(seed));

/** The motif an illustration with this title and description would show. */
export function motifFor(title: string, description = '', seed: number | string = title): MotifName {
  return chooseMotif(title, description, createRng(seedOf(seed)).fork('motif'));
}

interface Prepared {
  width: number;
  height: number;
  rng: Rng;
  defs: Defs;
  ctx?: DrawContext;
  subject?: string;
}

function prepare(options: SampleImageOptions): Prepared {
  const { kind, title } = options;
  const width = options.width ?? SIZES[kind].width;
  const height = options.height ?? SIZES[kind].height;
  const rng = createRng(seedOf(options.seed));
  const defs = new Defs('g');
  if (kind === 'avatar') return { width, height, rng, defs };
  const text = `${title} ${options.description ?? ''}`.toLowerCase();
  const motif = options.motif ?? chooseMotif(title, options.description ?? '', rng.fork('motif'));
  const pal = createPalette(rng.fork('palette'), HUE_BIAS[motif] ?? 0);
  const ctx: DrawContext = { rng: rng.fork('scene'), pal, defs, text };
  const drawn = DRAWERS[motif]({ ...ctx, rng: rng.fork(`motif:${motif}`) });
  // Half of the subjects face the other way, for variety (nothing in them reads left to right).
  const mirrored = rng.fork('mirror').chance(0.5);
  const subject = stage(ctx, drawn.ground) + (mirrored ? group(drawn.svg, 'transform="scale(-1 1)"') : drawn.svg);
  return { width, height, rng, defs, ctx, subject };
}

const svgDoc = (width: number, height: number, viewBox: string, defs: Defs, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${defs.toString()}${body}</svg>`;

function compose(p: Prepared, options: SampleImageOptions, bounds?: Bounds): string {
  const { width, height, defs } = p;
  if (!p.ctx || p.subject === undefined) {
    return svgDoc(
      width,
      height,
      `0 0 ${width} ${height}`,
      defs,
      drawAvatar({ rng: p.rng, defs, width, height, name: options.title }),
    );
  }
  const layout = layoutFor(width, height, options.kind === 'slide', bounds);
  const body =
    background(p.ctx, layout) +
    group(p.subject, translate(layout.cx, layout.cy, layout.scale)) +
    motes(p.ctx, layout) +
    vignette(p.ctx, layout);
  return svgDoc(width, height, `0 0 ${width} ${height}`, defs, body);
}

/** Where the subject (with its stage) actually has paint, found by rendering it small. */
async function measure(p: Prepared): Promise<Bounds | undefined> {
  if (p.subject === undefined) return undefined;
  const half = 640;
  const px = 320;
  const svg = svgDoc(px, px, `${-half} ${-half} ${half * 2} ${half * 2}`, p.defs, p.subject);
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let x0 = px;
  let y0 = px;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if ((data[(y * info.width + x) * info.channels + 3] ?? 0) > 100) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
    }
  }
  if (x1 < 0) return undefined;
  const k = (half * 2) / px;
  return { x0: x0 * k - half, y0: y0 * k - half, x1: (x1 + 1) * k - half, y1: (y1 + 1) * k - half };
}

/** The SVG markup of a sample image, laid out with default bounds (renderSampleImage measures the subject first). */
export function composeSampleSvg(options: SampleImageOptions): string {
  return compose(prepare(options), options);
}

/** Render a sample image to an encoded buffer (JPEG unless another format is asked for). */
export async function renderSampleImage(options: SampleImageOptions): Promise<Buffer> {
  const prepared = prepare(options);
  const bounds = await measure(prepared);
  const svg = compose(prepared, options, bounds);
  const image = sharp(Buffer.from(svg), { density: 72 }).flatten({ background: '#0b1730' });
  switch (options.format ?? 'jpeg') {
    case 'png':
      return image.png({ compressionLevel: 9, palette: true, quality: 90, effort: 8 }).toBuffer();
    case 'webp':
      return image.webp({ quality: 80, effort: 5 }).toBuffer();
    case 'avif':
      return image.avif({ quality: 55, effort: 5 }).toBuffer();
    default:
      return image.jpeg({ quality: 80, mozjpeg: true, progressive: true }).toBuffer();
  }
}
