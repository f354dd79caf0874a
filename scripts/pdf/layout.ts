/**
 * Lays a parsed handout out on A4 pages: a coloured title band on page 1, a
 * running head on later pages, page numbers in every footer, and the blocks in
 * between. The result is a list of drawing operations per page; writer.ts turns
 * those into PDF content streams.
 */
import type { Align, Block, Handout, ListItem, Span } from './markdown.ts';
import { textWidth } from './metrics.ts';
import type { FontKey } from './metrics.ts';
import { toWinAnsi } from './text.ts';

export type Color = readonly [number, number, number];

export type Op =
  | { kind: 'text'; x: number; y: number; font: FontKey; size: number; color: Color; text: string }
  | { kind: 'rect'; x: number; y: number; w: number; h: number; color: Color }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number; width: number; color: Color };

export type Page = { ops: Op[] };
export type Bookmark = { title: string; page: number; y: number };

/** Code lines that were too long for the page and had to be wrapped (the build warns about them). */
export const overlongCodeLines: string[] = [];

export type LaidOut = { pages: Page[]; bookmarks: Bookmark[]; pageWidth: number; pageHeight: number };

// ---- Page geometry (points; 1 mm = 2.8346 pt) -------------------------------------------

export const PAGE_WIDTH = 595.28; // A4
export const PAGE_HEIGHT = 841.89;
const MARGIN_X = 56.69; // 20 mm
const MARGIN_TOP = 62;
const MARGIN_BOTTOM = 64;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;

// ---- Type and colour ---------------------------------------------------------------------

const BODY = { size: 10, leading: 14.5 };
const H2 = { size: 13.5, leading: 18, before: 13, after: 4 };
const H3 = { size: 11, leading: 15, before: 9, after: 2 };
const CODE = { size: 8.6, leading: 11.4, padY: 7, padX: 9 };
const TABLE = { size: 9, leading: 12, padX: 5, padY: 4 };
const CALLOUT = { size: 9.5, leading: 13.5, padY: 7, padX: 11 };
const BLOCK_GAP = 7.5;

const TEXT: Color = [0.12, 0.16, 0.2];
const MUTED: Color = [0.42, 0.45, 0.5];
const WHITE: Color = [1, 1, 1];
const CODE_BG: Color = [0.949, 0.957, 0.969];
const INLINE_CODE_BG: Color = [0.925, 0.937, 0.953];
const STRIPE: Color = [0.961, 0.969, 0.98];
const BORDER: Color = [0.835, 0.855, 0.882];

/** Title-band colour by the handout's `category` front-matter field. */
const ACCENTS: Record<string, Color> = {
  electronics: hex('#0e7490'),
  mechanics: hex('#b45309'),
  programming: hex('#6d28d9'),
  'pcb design': hex('#15803d'),
  cad: hex('#be123c'),
  'computer vision': hex('#1d4ed8'),
};
const DEFAULT_ACCENT = hex('#1e3a8a');

function hex(value: string): Color {
  const n = parseInt(value.slice(1), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}

function mix(color: Color, other: Color, amount: number): Color {
  const [r, g, b] = color;
  const [r2, g2, b2] = other;
  return [r * (1 - amount) + r2 * amount, g * (1 - amount) + g2 * amount, b * (1 - amount) + b2 * amount];
}

// ---- Line breaking -----------------------------------------------------------------------

type Run = { text: string; font: FontKey; width: number };
type Line = { runs: Run[]; width: number };
type Piece = { text: string; font: FontKey };
type Word = { pieces: Piece[]; spaceFont: FontKey | null };

function splitWords(spans: Span[]): Word[] {
  const words: Word[] = [];
  let pieces: Piece[] = [];
  let spaceFont: FontKey | null = null;
  const endWord = () => {
    if (pieces.length) words.push({ pieces, spaceFont });
    pieces = [];
    spaceFont = null;
  };
  for (const span of spans) {
    for (const ch of span.text) {
      if (ch === ' ') {
        endWord();
        spaceFont = span.font;
        continue;
      }
      const last = pieces[pieces.length - 1];
      if (last && last.font === span.font) last.text += ch;
      else pieces.push({ text: ch, font: span.font });
    }
  }
  endWord();
  return words;
}

function piecesWidth(pieces: Piece[], size: number): number {
  return pieces.reduce((sum, p) => sum + textWidth(p.text, p.font, size), 0);
}

/** Breaks a word that is wider than a whole line into chunks that fit. */
function breakLongWord(word: Word, size: number, maxWidth: number): Piece[][] {
  const chunks: Piece[][] = [];
  let chunk: Piece[] = [];
  let width = 0;
  for (const piece of word.pieces) {
    for (const ch of piece.text) {
      const w = textWidth(ch, piece.font, size);
      if (width + w > maxWidth && width > 0) {
        chunks.push(chunk);
        chunk = [];
        width = 0;
      }
      const last = chunk[chunk.length - 1];
      if (last && last.font === piece.font) last.text += ch;
      else chunk.push({ text: ch, font: piece.font });
      width += w;
    }
  }
  if (chunk.length) chunks.push(chunk);
  return chunks;
}

function toLine(pieces: Piece[], size: number): Line {
  const runs: Run[] = [];
  for (const piece of pieces) {
    const last = runs[runs.length - 1];
    if (last && last.font === piece.font) last.text += piece.text;
    else runs.push({ text: piece.text, font: piece.font, width: 0 });
  }
  let width = 0;
  for (const run of runs) {
    run.width = textWidth(run.text, run.font, size);
    width += run.width;
  }
  return { runs, width };
}

/**
 * Greedy line breaking: words (runs of non-space characters, possibly mixing fonts)
 * are added to the line while the measured width still fits; spaces are the only
 * break points, and a word wider than the whole line is broken between characters.
 */
export function wrap(spans: Span[], size: number, maxWidth: number): Line[] {
  const lines: Line[] = [];
  let current: Piece[] = [];
  let width = 0;
  const push = () => {
    if (current.length) lines.push(toLine(current, size));
    current = [];
    width = 0;
  };
  for (const word of splitWords(spans)) {
    const w = piecesWidth(word.pieces, size);
    const space = current.length && word.spaceFont ? textWidth(' ', word.spaceFont, size) : 0;
    if (current.length && width + space + w <= maxWidth) {
      if (space && word.spaceFont) current.push({ text: ' ', font: word.spaceFont });
      current.push(...word.pieces);
      width += space + w;
      continue;
    }
    push();
    if (w <= maxWidth) {
      current.push(...word.pieces);
      width = w;
    } else {
      const chunks = breakLongWord(word, size, maxWidth);
      chunks.slice(0, -1).forEach((chunk) => lines.push(toLine(chunk, size)));
      current = chunks[chunks.length - 1] ?? [];
      width = piecesWidth(current, size);
    }
  }
  push();
  return lines;
}

/** `list[index]`, for indexes the caller knows are in range. */
function item<T>(list: readonly T[], index: number): T {
  const value = list[index];
  if (value === undefined) throw new RangeError(`index ${index} out of range (length ${list.length})`);
  return value;
}

/** The first line of wrapped text (an empty line for empty text). */
function firstLine(spans: Span[], size: number, maxWidth: number): Line {
  return wrap(spans, size, maxWidth)[0] ?? { runs: [], width: 0 };
}

// ---- The layout engine ----------------------------------------------------------------

/** Baseline of a line of type `size` centred in a line box of height `leading` whose top is `top`. */
function baseline(top: number, size: number, leading: number): number {
  // Helvetica's glyphs run from -0.207 em (descender) to 0.718 em (cap height).
  return top - leading / 2 - 0.2555 * size;
}

export function layoutHandout(handout: Handout): LaidOut {
  const accent = ACCENTS[(handout.meta.category ?? '').toLowerCase()] ?? DEFAULT_ACCENT;
  const accentTint = mix(accent, WHITE, 0.9);
  const pages: Page[] = [];
  const bookmarks: Bookmark[] = [];
  let page: Page = { ops: [] };
  let y = 0; // top of the free space on the current page
  let pageTop = 0; // where content starts on the current page
  const bottom = MARGIN_BOTTOM;

  const add = (op: Op) => page.ops.push(op);
  const atTop = () => y >= pageTop - 0.01;
  const space = () => y - bottom;

  function newPage() {
    page = { ops: [] };
    pages.push(page);
    pageTop = PAGE_HEIGHT - MARGIN_TOP;
    y = pageTop;
  }

  function drawLine(line: Line, x: number, top: number, size: number, leading: number, color: Color) {
    const base = baseline(top, size, leading);
    let cx = x;
    for (const run of line.runs) {
      if (run.font === 'mono' && color === TEXT) {
        const trimmed = run.text.replace(/ +$/, '');
        const w = textWidth(trimmed, 'mono', size);
        add({ kind: 'rect', x: cx - 1.2, y: base - 0.24 * size, w: w + 2.4, h: size * 0.98, color: INLINE_CODE_BG });
      }
      add({ kind: 'text', x: cx, y: base, font: run.font, size, color, text: run.text });
      cx += run.width;
    }
  }

  /**
   * Places `count` lines of height `leading` (plus `padY` above and below each
   * piece), splitting across pages: never fewer than `minFirst` lines before a
   * break nor `minLast` after one, and whole if it has at most `keepWhole` lines.
   */
  function flow(
    count: number,
    leading: number,
    padY: number,
    draw: (start: number, end: number, top: number) => void,
    opts: { minFirst?: number; minLast?: number; keepWhole?: number } = {},
  ) {
    const minFirst = Math.min(opts.minFirst ?? 2, count);
    const minLast = opts.minLast ?? 2;
    const keepWhole = opts.keepWhole ?? 0;
    let start = 0;
    while (start < count) {
      const remaining = count - start;
      const fit = Math.floor((space() - 2 * padY + 0.01) / leading);
      if (fit >= remaining) {
        draw(start, count, y);
        y -= remaining * leading + 2 * padY;
        return;
      }
      let take = fit;
      if (remaining - take < minLast) take = remaining - minLast;
      const acceptable = take >= (start === 0 ? minFirst : 1) && !(start === 0 && remaining <= keepWhole);
      if (!acceptable) {
        if (!atTop()) {
          newPage();
          continue;
        }
        take = Math.max(fit, 1); // a whole page is not enough: split anyway
      }
      draw(start, start + take, y);
      start += take;
      newPage();
    }
  }

  function gap(amount: number) {
    if (!atTop()) y -= amount;
  }

  // ---- Title band (page 1) ----
  newPage();
  const bandPad = 30;
  const titleSize = 23;
  const titleLeading = 28;
  const titleLines = wrap([{ text: toWinAnsi(handout.title), font: 'bold' }], titleSize, CONTENT_WIDTH);
  const bandHeight = bandPad + 14 + 6 + titleLines.length * titleLeading + 4 + 14 + bandPad - 6;
  const bandBottom = PAGE_HEIGHT - bandHeight;
  add({ kind: 'rect', x: 0, y: bandBottom, w: PAGE_WIDTH, h: bandHeight, color: accent });
  add({ kind: 'rect', x: 0, y: bandBottom - 4, w: PAGE_WIDTH, h: 4, color: mix(accent, WHITE, 0.55) });
  let bandY = PAGE_HEIGHT - bandPad;
  const category = handout.meta.category ? `${handout.meta.category.toUpperCase()} HANDOUT` : 'HANDOUT';
  drawLine(
    firstLine([{ text: toWinAnsi(category), font: 'bold' }], 8.5, CONTENT_WIDTH),
    MARGIN_X,
    bandY,
    8.5,
    14,
    mix(accent, WHITE, 0.72),
  );
  bandY -= 14 + 6;
  for (const line of titleLines) {
    drawLine(line, MARGIN_X, bandY, titleSize, titleLeading, WHITE);
    bandY -= titleLeading;
  }
  bandY -= 4;
  const byline = toWinAnsi('Riverbend Robotics Club \u00b7 Riverbend Institute of Technology');
  drawLine(
    firstLine([{ text: byline, font: 'regular' }], 9.5, CONTENT_WIDTH),
    MARGIN_X,
    bandY,
    9.5,
    14,
    mix(accent, WHITE, 0.85),
  );
  pageTop = bandBottom - 28;
  y = pageTop;

  // ---- Blocks ----
  const blocks = handout.blocks;
  blocks.forEach((block, index) => {
    const next = blocks[index + 1];
    layoutBlock(block, next);
  });

  function paragraph(spans: Span[], x: number, width: number, size: number, leading: number, color: Color) {
    const lines = wrap(spans, size, width);
    flow(lines.length, leading, 0, (start, end, top) => {
      for (let i = start; i < end; i++) drawLine(item(lines, i), x, top - (i - start) * leading, size, leading, color);
    });
  }

  function layoutBlock(block: Block, next: Block | undefined) {
    switch (block.kind) {
      case 'heading': {
        const spec = block.level === 2 ? H2 : H3;
        const lines = wrap(block.spans, spec.size, CONTENT_WIDTH);
        const height = lines.length * spec.leading + spec.after;
        // Keep the heading with at least three lines of whatever follows it.
        const following = next && next.kind !== 'heading' ? 3 * BODY.leading + 6 : 0;
        gap(spec.before);
        if (space() < height + following && !atTop()) newPage();
        if (block.level === 2)
          bookmarks.push({ title: block.spans.map((s) => s.text).join(''), page: pages.length - 1, y: y + 4 });
        for (const line of lines) {
          drawLine(line, MARGIN_X, y, spec.size, spec.leading, block.level === 2 ? accent : TEXT);
          y -= spec.leading;
        }
        y -= spec.after;
        return;
      }
      case 'paragraph':
        paragraph(block.spans, MARGIN_X, CONTENT_WIDTH, BODY.size, BODY.leading, TEXT);
        y -= BLOCK_GAP;
        return;
      case 'list':
        layoutList(block.items);
        y -= BLOCK_GAP - 1;
        return;
      case 'code':
        layoutCode(block.lines);
        y -= BLOCK_GAP + 2;
        return;
      case 'table':
        layoutTable(block.header, block.rows, block.align);
        y -= BLOCK_GAP + 3;
        return;
      case 'callout':
        layoutCallout(block.spans);
        y -= BLOCK_GAP + 2;
        return;
      case 'rule':
        if (space() < 20) newPage();
        else {
          y -= 6;
          add({ kind: 'line', x1: MARGIN_X, y1: y, x2: MARGIN_X + CONTENT_WIDTH, y2: y, width: 0.6, color: BORDER });
          y -= 10;
        }
        return;
    }
  }

  function layoutList(items: ListItem[]) {
    const labelWidth = (entry: ListItem) => (entry.ordered ? textWidth('00.', 'regular', BODY.size) + 6 : 13);
    items.forEach((entry, index) => {
      const indent = entry.level * 16;
      const textX = MARGIN_X + indent + labelWidth(entry);
      const lines = wrap(entry.spans, BODY.size, CONTENT_WIDTH - (textX - MARGIN_X));
      if (index > 0) y -= 2.5;
      flow(lines.length, BODY.leading, 0, (start, end, top) => {
        if (start === 0) {
          const label = entry.label;
          const isBullet = !entry.ordered;
          const labelX = isBullet ? MARGIN_X + indent + 2 : textX - 5 - textWidth(label, 'regular', BODY.size);
          const base = baseline(top, BODY.size, BODY.leading);
          add({
            kind: 'text',
            x: labelX,
            y: base,
            font: isBullet ? 'bold' : 'regular',
            size: BODY.size,
            color: isBullet ? accent : TEXT,
            text: label,
          });
        }
        for (let i = start; i < end; i++)
          drawLine(item(lines, i), textX, top - (i - start) * BODY.leading, BODY.size, BODY.leading, TEXT);
      });
    });
  }

  function layoutCode(source: string[]) {
    const charWidth = textWidth('M', 'mono', CODE.size);
    const columns = Math.floor((CONTENT_WIDTH - 2 * CODE.padX) / charWidth);
    const lines: string[] = [];
    for (const line of source) {
      if (line.length <= columns) {
        lines.push(line);
        continue;
      }
      // Hard-wrap over-long lines, continuing under the original indentation.
      const indent = ' '.repeat(Math.min(line.length - line.trimStart().length + 2, 16));
      let rest = line;
      lines.push(rest.slice(0, columns));
      rest = rest.slice(columns);
      while (rest.length) {
        const room = columns - indent.length;
        lines.push(indent + rest.slice(0, room));
        rest = rest.slice(room);
      }
      overlongCodeLines.push(line);
    }
    if (!lines.length) lines.push('');
    flow(
      lines.length,
      CODE.leading,
      CODE.padY,
      (start, end, top) => {
        const h = (end - start) * CODE.leading + 2 * CODE.padY;
        add({ kind: 'rect', x: MARGIN_X, y: top - h, w: CONTENT_WIDTH, h, color: CODE_BG });
        add({ kind: 'rect', x: MARGIN_X, y: top - h, w: 2.2, h, color: accent });
        for (let i = start; i < end; i++) {
          const text = item(lines, i);
          if (!text) continue;
          const lineTop = top - CODE.padY - (i - start) * CODE.leading;
          add({
            kind: 'text',
            x: MARGIN_X + CODE.padX,
            y: baseline(lineTop, CODE.size, CODE.leading),
            font: 'mono',
            size: CODE.size,
            color: TEXT,
            text,
          });
        }
      },
      { minFirst: 5, minLast: 4, keepWhole: 14 },
    );
  }

  function layoutCallout(spans: Span[]) {
    const width = CONTENT_WIDTH - 2 * CALLOUT.padX - 3;
    const lines = wrap(spans, CALLOUT.size, width);
    flow(
      lines.length,
      CALLOUT.leading,
      CALLOUT.padY,
      (start, end, top) => {
        const h = (end - start) * CALLOUT.leading + 2 * CALLOUT.padY;
        add({ kind: 'rect', x: MARGIN_X, y: top - h, w: CONTENT_WIDTH, h, color: accentTint });
        add({ kind: 'rect', x: MARGIN_X, y: top - h, w: 3, h, color: accent });
        for (let i = start; i < end; i++) {
          drawLine(
            item(lines, i),
            MARGIN_X + 3 + CALLOUT.padX,
            top - CALLOUT.padY - (i - start) * CALLOUT.leading,
            CALLOUT.size,
            CALLOUT.leading,
            TEXT,
          );
        }
      },
      { keepWhole: 8 },
    );
  }

  function layoutTable(header: Span[][], rows: Span[][][], align: Align[]) {
    const pad = TABLE.padX;
    // Header cells are set in bold (inline code stays in Courier).
    const all = [
      header.map((cell) => cell.map((s): Span => (s.font === 'mono' ? s : { ...s, font: 'bold' }))),
      ...rows,
    ];
    const cols = header.length;

    // Each column's natural width (all its text on one line) and minimum width (its longest word).
    const natural = new Array<number>(cols).fill(0);
    const minimum = new Array<number>(cols).fill(0);
    for (const row of all) {
      row.forEach((cell, c) => {
        const words = splitWords(cell);
        let whole = 0;
        let longest = 0;
        words.forEach((w, i) => {
          const width = piecesWidth(w.pieces, TABLE.size);
          whole += width + (i > 0 && w.spaceFont ? textWidth(' ', w.spaceFont, TABLE.size) : 0);
          longest = Math.max(longest, width);
        });
        natural[c] = Math.max(item(natural, c), whole + 2 * pad);
        minimum[c] = Math.max(item(minimum, c), longest + 2 * pad);
      });
    }

    // Every column gets its longest word; the rest of the width goes to the columns in
    // proportion to how much more they would need to fit on one line. Tables always
    // span the full text width.
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    const minTotal = sum(minimum);
    const wants = natural.map((n, c) => n - item(minimum, c));
    let widths: number[];
    if (minTotal >= CONTENT_WIDTH) widths = minimum.map((m) => (m * CONTENT_WIDTH) / minTotal);
    else if (sum(wants) <= CONTENT_WIDTH - minTotal) widths = natural.map((n) => (n * CONTENT_WIDTH) / sum(natural));
    else widths = minimum.map((m, c) => m + ((CONTENT_WIDTH - minTotal) * item(wants, c)) / sum(wants));
    const xs = widths.map((_, c) => MARGIN_X + sum(widths.slice(0, c)));

    const laidRows = all.map((row) => {
      const cells = row.map((cell, c) => wrap(cell, TABLE.size, item(widths, c) - 2 * pad));
      const height = Math.max(1, ...cells.map((cell) => cell.length)) * TABLE.leading + 2 * TABLE.padY;
      return { cells, height };
    });

    const drawRow = (r: number) => {
      const { cells, height } = item(laidRows, r);
      const top = y;
      if (r === 0) add({ kind: 'rect', x: MARGIN_X, y: top - height, w: CONTENT_WIDTH, h: height, color: accent });
      else if (r % 2 === 0)
        add({ kind: 'rect', x: MARGIN_X, y: top - height, w: CONTENT_WIDTH, h: height, color: STRIPE });
      cells.forEach((lines, c) => {
        const inner = item(widths, c) - 2 * pad;
        lines.forEach((line, i) => {
          const columnAlign = align[c] ?? 'left';
          const offset =
            columnAlign === 'right' ? inner - line.width : columnAlign === 'center' ? (inner - line.width) / 2 : 0;
          drawLine(
            line,
            item(xs, c) + pad + offset,
            top - TABLE.padY - i * TABLE.leading,
            TABLE.size,
            TABLE.leading,
            r === 0 ? WHITE : TEXT,
          );
        });
      });
      if (r > 0)
        add({
          kind: 'line',
          x1: MARGIN_X,
          y1: top - height,
          x2: MARGIN_X + CONTENT_WIDTH,
          y2: top - height,
          width: 0.5,
          color: BORDER,
        });
      y -= height;
    };

    // Keep the header with the first row; repeat the header at the top of each new page.
    const headerHeight = item(laidRows, 0).height;
    if (space() < headerHeight + (laidRows[1]?.height ?? 0) && !atTop()) newPage();
    drawRow(0);
    for (let r = 1; r < laidRows.length; r++) {
      if (space() < item(laidRows, r).height) {
        newPage();
        drawRow(0);
      }
      drawRow(r);
    }
  }

  // ---- Running heads and footers, now that the page count is known ----
  const total = pages.length;
  const titleText = toWinAnsi(handout.title);
  pages.forEach((p, index) => {
    const footerLine = 46;
    p.ops.push({
      kind: 'line',
      x1: MARGIN_X,
      y1: footerLine,
      x2: PAGE_WIDTH - MARGIN_X,
      y2: footerLine,
      width: 0.5,
      color: BORDER,
    });
    const left = toWinAnsi('Riverbend Robotics Club \u00b7 Riverbend Institute of Technology');
    p.ops.push({ kind: 'text', x: MARGIN_X, y: 32, font: 'regular', size: 8, color: MUTED, text: left });
    const number = `Page ${index + 1} of ${total}`;
    p.ops.push({
      kind: 'text',
      x: PAGE_WIDTH - MARGIN_X - textWidth(number, 'regular', 8),
      y: 32,
      font: 'regular',
      size: 8,
      color: MUTED,
      text: number,
    });
    if (index > 0) {
      const headY = PAGE_HEIGHT - 36;
      p.ops.push({ kind: 'rect', x: MARGIN_X, y: headY - 7, w: 28, h: 2.2, color: accent });
      const head = firstLine([{ text: titleText, font: 'bold' }], 8, CONTENT_WIDTH - 60);
      p.ops.push({
        kind: 'text',
        x: MARGIN_X,
        y: headY,
        font: 'bold',
        size: 8,
        color: MUTED,
        text: head.runs.map((r) => r.text).join(''),
      });
      const club = 'Riverbend Robotics Club';
      p.ops.push({
        kind: 'text',
        x: PAGE_WIDTH - MARGIN_X - textWidth(club, 'regular', 8),
        y: headY,
        font: 'regular',
        size: 8,
        color: MUTED,
        text: club,
      });
    }
  });

  return { pages, bookmarks, pageWidth: PAGE_WIDTH, pageHeight: PAGE_HEIGHT };
}
