/** Types shared by the drawing modules. */
import type { Palette } from './color.ts';
import type { Rng } from './random.ts';
import type { Defs } from './svg.ts';

export interface DrawContext {
  rng: Rng;
  pal: Palette;
  defs: Defs;
  /** Lower-case words describing the image (title first, then alt text), used to pick variants. */
  text: string;
}

/** What the scene puts under the subject: a round stage, a landing pad, or nothing (the motif draws its own floor). */
export type Ground = 'disc' | 'pad' | 'none';

export interface Motif {
  /** Markup in the motif frame: about x -400..400, y -330..330, with the stage centred at (0, 240). */
  svg: string;
  ground: Ground;
}

export type MotifDrawer = (ctx: DrawContext) => Motif;
