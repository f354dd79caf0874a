/**
 * A parser for the small Markdown subset the handouts are written in:
 *
 *   --- front matter (key: value lines) ---
 *   # Title            (once, at the top)
 *   ## Section, ### Subsection
 *   paragraphs, with `inline code` and **bold** (*emphasis* and _emphasis_ print bold too: no italic font)
 *   - bullet lists and 1. numbered lists (indent by two spaces to nest)
 *   ```fenced code blocks```
 *   | pipe | tables |  (with a |---| separator line; colons set alignment)
 *   > callouts (a shaded box, for tips and warnings)
 *   --- (a horizontal rule)
 *
 * Text is converted to WinAnsi here, so everything after this step measures and
 * writes bytes.
 */
import type { FontKey } from './metrics.ts';
import { toWinAnsi } from './text.ts';

export type Span = { text: string; font: FontKey };
export type Align = 'left' | 'center' | 'right';

export type Block =
  | { kind: 'heading'; level: 2 | 3; spans: Span[] }
  | { kind: 'paragraph'; spans: Span[] }
  | { kind: 'list'; items: ListItem[] }
  | { kind: 'code'; lines: string[] }
  | { kind: 'table'; header: Span[][]; rows: Span[][][]; align: Align[] }
  | { kind: 'callout'; spans: Span[] }
  | { kind: 'rule' };

export type ListItem = { level: number; label: string; ordered: boolean; spans: Span[] };

export type Handout = {
  /** The `#` heading, as Unicode. */
  title: string;
  meta: Record<string, string>;
  blocks: Block[];
};

export class MarkdownError extends Error {}

/** A number and its unit ("4.7 kΩ", "20 mA", "5 %") stay on one line: the space becomes a no-break space. */
const NUMBER_UNIT =
  /(\d) (?=(?:[kMGmµμunp]?(?:Ω|V|A|W|Wh|Ah|Hz|F|H|s|g|m|N|K)|mAh|kohm|ohm|%|°C|°|rpm|ppm|mm|cm|kg|bits?)(?![A-Za-z]))/g;

function keepUnitsAttached(text: string): string {
  return text.replace(NUMBER_UNIT, '$1\u00a0');
}

/**
 * An *emphasis* or _emphasis_ run starting at `i`, as Markdown would see it. Underscores
 * only count at word boundaries, so names such as V_F and R_DS(on) stay as they are.
 */
function emphasisAt(source: string, i: number): RegExpExecArray | null {
  const rest = source.slice(i);
  if (rest.startsWith('*')) return /^\*(?=\S)([^*]*?\S)\*(?!\*)/.exec(rest);
  if (i > 0 && /[A-Za-z0-9]/.test(source[i - 1] ?? '')) return null;
  return /^_(?=\S)([^_]*?\S)_(?![A-Za-z0-9])/.exec(rest);
}

/** Splits inline text into spans: `code` in Courier, **bold** in Helvetica-Bold. */
export function parseInline(source: string): Span[] {
  const spans: Span[] = [];
  let bold = false;
  let buffer = '';
  const flush = () => {
    if (buffer) spans.push({ text: toWinAnsi(keepUnitsAttached(buffer)), font: bold ? 'bold' : 'regular' });
    buffer = '';
  };
  for (let i = 0; i < source.length; i++) {
    const ch = source[i] ?? '';
    const nextCh = source[i + 1] ?? '';
    if (ch === '\\' && /[\\`*_|]/.test(nextCh)) {
      buffer += nextCh;
      i++;
    } else if (ch === '`') {
      const end = source.indexOf('`', i + 1);
      if (end < 0) throw new MarkdownError(`unclosed \`code\` in: ${source}`);
      flush();
      spans.push({ text: toWinAnsi(source.slice(i + 1, end)), font: 'mono' });
      i = end;
    } else if (ch === '*' && source[i + 1] === '*') {
      flush();
      bold = !bold;
      i++;
    } else if ((ch === '*' || ch === '_') && !bold && emphasisAt(source, i)) {
      // *Emphasis* or _emphasis_: the standard fonts have no italic here, so it prints bold.
      const m = emphasisAt(source, i) ?? ['', ''];
      flush();
      for (const span of parseInline(m[1] ?? '')) spans.push(span.font === 'mono' ? span : { ...span, font: 'bold' });
      i += m[0].length - 1;
    } else {
      buffer += ch;
    }
  }
  if (bold) throw new MarkdownError(`unclosed **bold** in: ${source}`);
  flush();
  return spans;
}

function spansText(spans: Span[]): string {
  return spans.map((s) => s.text).join('');
}

function splitTableRow(line: string): string[] {
  let body = line.trim();
  if (body.startsWith('|')) body = body.slice(1);
  if (body.endsWith('|') && !body.endsWith('\\|')) body = body.slice(0, -1);
  const cells: string[] = [];
  let cell = '';
  let inCode = false;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (ch === '\\' && body[i + 1] === '|') {
      cell += '|';
      i++;
    } else if (ch === '`') {
      inCode = !inCode;
      cell += ch;
    } else if (ch === '|' && !inCode) {
      cells.push(cell.trim());
      cell = '';
    } else cell += ch;
  }
  cells.push(cell.trim());
  return cells;
}

const LIST_ITEM = /^(\s*)([-*]|\d+[.)])\s+(.*)$/;
const TABLE_SEPARATOR = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;

export function parseHandout(source: string, fileName: string): Handout {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const at = (n: number): string => lines[n] ?? '';
  const meta: Record<string, string> = {};
  let i = 0;
  if (at(0).trim() === '---') {
    i = 1;
    while (i < lines.length && at(i).trim() !== '---') {
      const m = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(at(i));
      if (m) meta[(m[1] ?? '').toLowerCase()] = (m[2] ?? '').trim().replace(/^(["'])(.*)\1$/, '$2');
      else if (at(i).trim()) throw new MarkdownError(`${fileName}: bad front matter line "${at(i)}"`);
      i++;
    }
    i++;
  }

  let title = '';
  const blocks: Block[] = [];
  const fail = (message: string): never => {
    throw new MarkdownError(`${fileName}:${i + 1}: ${message}`);
  };

  while (i < lines.length) {
    const line = at(i);
    const trimmed = line.trim();
    if (!trimmed) {
      i++;
      continue;
    }

    // Fenced code block.
    if (trimmed.startsWith('```')) {
      const code: string[] = [];
      i++;
      while (i < lines.length && !at(i).trim().startsWith('```')) code.push(toWinAnsi(at(i++)).replace(/\s+$/, ''));
      if (i >= lines.length) fail('unclosed ``` code block');
      i++;
      while (code.length && !code[code.length - 1]) code.pop();
      blocks.push({ kind: 'code', lines: code });
      continue;
    }

    // Headings.
    const heading = /^(#{1,3})\s+(.*?)\s*#*$/.exec(trimmed);
    if (heading) {
      const level = (heading[1] ?? '').length;
      const headingText = heading[2] ?? '';
      if (level === 1) {
        if (title) fail('only one # title per handout');
        if (blocks.length) fail('the # title must come first');
        title = headingText;
      } else blocks.push({ kind: 'heading', level: level as 2 | 3, spans: parseInline(headingText) });
      i++;
      continue;
    }

    // Horizontal rule.
    if (/^(-{3,}|\*{3,})$/.test(trimmed)) {
      blocks.push({ kind: 'rule' });
      i++;
      continue;
    }

    // Table: a row of cells followed by a separator line.
    if (trimmed.startsWith('|') && i + 1 < lines.length && TABLE_SEPARATOR.test(at(i + 1))) {
      const headerCells = splitTableRow(line);
      const align = splitTableRow(at(i + 1)).map((c): Align => {
        if (c.startsWith(':') && c.endsWith(':')) return 'center';
        if (c.endsWith(':')) return 'right';
        return 'left';
      });
      if (align.length !== headerCells.length) fail('table separator has a different number of columns');
      i += 2;
      const rows: Span[][][] = [];
      while (i < lines.length && at(i).trim().startsWith('|')) {
        const cells = splitTableRow(at(i));
        if (cells.length !== headerCells.length)
          fail(`table row has ${cells.length} cells, header has ${headerCells.length}`);
        rows.push(cells.map(parseInline));
        i++;
      }
      blocks.push({ kind: 'table', header: headerCells.map(parseInline), rows, align });
      continue;
    }

    // Callout: consecutive "> " lines.
    if (trimmed.startsWith('>')) {
      const parts: string[] = [];
      while (i < lines.length && at(i).trim().startsWith('>')) parts.push(at(i++).trim().replace(/^>\s?/, ''));
      blocks.push({ kind: 'callout', spans: parseInline(parts.join(' ').trim()) });
      continue;
    }

    // List: items, with continuation lines indented under them.
    if (LIST_ITEM.test(line)) {
      const items: ListItem[] = [];
      const counters: number[] = [];
      const indents: number[] = [];
      while (i < lines.length) {
        const m = LIST_ITEM.exec(at(i));
        if (!m) break;
        const indent = (m[1] ?? '').length;
        const marker = m[2] ?? '-';
        let level = indents.findIndex((n) => n >= indent);
        if (level < 0) {
          indents.push(indent);
          level = indents.length - 1;
        } else indents.length = level + 1;
        const ordered = /\d/.test(marker);
        const text = [m[3] ?? ''];
        i++;
        while (i < lines.length && at(i).trim() && !LIST_ITEM.test(at(i)) && /^\s+/.test(at(i))) {
          text.push(at(i++).trim());
        }
        counters.length = level + 1;
        const previous = counters[level];
        if (ordered) counters[level] = previous === undefined ? parseInt(marker, 10) : previous + 1;
        else counters[level] = 0;
        items.push({
          level,
          ordered,
          label: ordered ? `${counters[level]}.` : '\u0095',
          spans: parseInline(text.join(' ')),
        });
        // A blank line between items keeps the list going.
        if (i + 1 < lines.length && !at(i).trim() && LIST_ITEM.test(at(i + 1))) i++;
      }
      blocks.push({ kind: 'list', items });
      continue;
    }

    // Paragraph: lines up to a blank line or the start of another block.
    const parts: string[] = [];
    while (i < lines.length) {
      const l = at(i);
      const t = l.trim();
      if (!t || t.startsWith('```') || /^#{1,3}\s/.test(t) || t.startsWith('>') || LIST_ITEM.test(l)) break;
      if (/^(-{3,}|\*{3,})$/.test(t)) break;
      if (t.startsWith('|') && i + 1 < lines.length && TABLE_SEPARATOR.test(at(i + 1))) break;
      parts.push(t);
      i++;
    }
    blocks.push({ kind: 'paragraph', spans: parseInline(parts.join(' ')) });
  }

  if (!title) throw new MarkdownError(`${fileName}: a handout needs a # title`);
  for (const block of blocks) {
    if ((block.kind === 'paragraph' || block.kind === 'callout') && !spansText(block.spans).trim()) {
      throw new MarkdownError(`${fileName}: empty paragraph`);
    }
  }
  return { title, meta, blocks };
}
