/**
 * Glyph widths of the standard PDF Type1 fonts we use, in 1/1000 em, indexed by
 * WinAnsiEncoding byte. The numbers come from Adobe's published AFM metrics for
 * Helvetica and Helvetica-Bold (Courier is monospaced: every glyph is 600 wide).
 *
 * Only the WinAnsi bytes that text.ts can produce need a width; anything else
 * falls back to the width of a question mark, which is what such a byte would
 * be replaced by anyway.
 */

export type FontKey = 'regular' | 'bold' | 'mono';

/** The PDF resource name and base font for each key. */
export const FONTS: Record<FontKey, { resource: string; baseFont: string }> = {
  regular: { resource: 'F1', baseFont: 'Helvetica' },
  bold: { resource: 'F2', baseFont: 'Helvetica-Bold' },
  mono: { resource: 'F3', baseFont: 'Courier' },
};

// prettier-ignore
/** Helvetica, bytes 32..126 (WinAnsi: 39 is quotesingle, 96 is grave). */
const HELVETICA_ASCII = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, // space ! " # $ % & ' ( ) * + , - . /
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, // 0-9 : ; < = > ?
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, // @ A-O
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, // P-Z [ \ ] ^ _
  333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, // ` a-o
  556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, // p-z { | } ~
];

// prettier-ignore
/** Helvetica-Bold, bytes 32..126. */
const HELVETICA_BOLD_ASCII = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
  975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
  333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
  611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];

// prettier-ignore
/** Helvetica, bytes 160..255 (the Latin-1 half of WinAnsi). */
const HELVETICA_LATIN1 = [
  278, 333, 556, 556, 556, 556, 260, 556, 333, 737, 370, 556, 584, 333, 737, 333,
  400, 584, 333, 333, 333, 556, 537, 278, 333, 333, 365, 556, 834, 834, 834, 611,
  667, 667, 667, 667, 667, 667, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278,
  722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667, 611,
  556, 556, 556, 556, 556, 556, 889, 500, 556, 556, 556, 556, 278, 278, 278, 278,
  556, 556, 556, 556, 556, 556, 556, 584, 611, 556, 556, 556, 556, 500, 556, 500,
];

// prettier-ignore
/** Helvetica-Bold, bytes 160..255. */
const HELVETICA_BOLD_LATIN1 = [
  278, 333, 556, 556, 556, 556, 280, 556, 333, 737, 370, 556, 584, 333, 737, 333,
  400, 584, 333, 333, 333, 611, 556, 278, 333, 333, 365, 556, 834, 834, 834, 611,
  722, 722, 722, 722, 722, 722, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278,
  722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667, 611,
  556, 556, 556, 556, 556, 556, 889, 556, 556, 556, 556, 556, 278, 278, 278, 278,
  611, 611, 611, 611, 611, 611, 611, 584, 611, 611, 611, 611, 611, 556, 611, 556,
];

/** The WinAnsi bytes 128..159 that text.ts produces: [byte, Helvetica, Helvetica-Bold]. */
const WINANSI_HIGH: Array<[number, number, number]> = [
  [0x80, 556, 556], // Euro
  [0x82, 222, 278], // quotesinglbase
  [0x84, 333, 500], // quotedblbase
  [0x85, 1000, 1000], // ellipsis
  [0x86, 556, 556], // dagger
  [0x87, 556, 556], // daggerdbl
  [0x89, 1000, 1000], // perthousand
  [0x91, 222, 278], // quoteleft
  [0x92, 222, 278], // quoteright
  [0x93, 333, 500], // quotedblleft
  [0x94, 333, 500], // quotedblright
  [0x95, 350, 350], // bullet
  [0x96, 556, 556], // endash
  [0x97, 1000, 1000], // emdash
  [0x99, 1000, 1000], // trademark
];

function buildTable(ascii: number[], latin1: number[], highColumn: 1 | 2): Uint16Array {
  const table = new Uint16Array(256);
  ascii.forEach((w, i) => (table[32 + i] = w));
  latin1.forEach((w, i) => (table[160 + i] = w));
  for (const entry of WINANSI_HIGH) table[entry[0]] = entry[highColumn];
  return table;
}

const TABLES: Record<FontKey, Uint16Array> = {
  regular: buildTable(HELVETICA_ASCII, HELVETICA_LATIN1, 1),
  bold: buildTable(HELVETICA_BOLD_ASCII, HELVETICA_BOLD_LATIN1, 2),
  mono: new Uint16Array(256).fill(600),
};

/** Width in points of a WinAnsi byte string set in `font` at `size` points. */
export function textWidth(text: string, font: FontKey, size: number): number {
  const table = TABLES[font];
  const fallback = table[63] ?? 0;
  let units = 0;
  for (let i = 0; i < text.length; i++) {
    const w = table[text.charCodeAt(i) & 0xff] ?? 0;
    units += w === 0 ? fallback : w;
  }
  return (units * size) / 1000;
}
