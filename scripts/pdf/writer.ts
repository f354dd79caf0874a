/**
 * Serialises laid-out pages as a PDF 1.7 file: a catalog, a page tree, the three
 * standard Type1 fonts with WinAnsiEncoding, one uncompressed content stream per
 * page, bookmarks for the ## sections, an Info dictionary, and a classic xref
 * table. Everything is deterministic: no clocks, no random IDs (the trailer /ID is
 * an MD5 of the file body), so the same input always gives the same bytes.
 */
import { createHash } from 'node:crypto';
import type { Color, LaidOut, Op } from './layout.ts';
import { FONTS } from './metrics.ts';
import type { FontKey } from './metrics.ts';
import { escapePdfString, pdfTextString } from './text.ts';

export type PdfInfo = {
  title: string;
  author: string;
  subject?: string;
  keywords?: string;
  creator: string;
  producer: string;
  /** A PDF date string such as D:20250801000000Z. */
  date: string;
};

/** A number with at most `digits` decimals and no trailing zeros. */
function num(n: number, digits = 2): string {
  const scale = 10 ** digits;
  const rounded = Math.round(n * scale) / scale;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

function colorOp(color: Color, op: 'rg' | 'RG'): string {
  return `${num(color[0], 3)} ${num(color[1], 3)} ${num(color[2], 3)} ${op}`;
}

/** The content stream of one page. */
function contentStream(ops: Op[]): string {
  const out: string[] = [];
  let inText = false;
  let font: string | null = null;
  let fill: string | null = null;
  const endText = () => {
    if (inText) out.push('ET');
    inText = false;
  };
  for (const op of ops) {
    if (op.kind === 'text') {
      if (!inText) {
        out.push('BT');
        inText = true;
        font = null;
        fill = null;
      }
      const f = `/${FONTS[op.font as FontKey].resource} ${num(op.size)} Tf`;
      if (f !== font) out.push((font = f));
      const c = colorOp(op.color, 'rg');
      if (c !== fill) out.push((fill = c));
      out.push(`1 0 0 1 ${num(op.x)} ${num(op.y)} Tm (${escapePdfString(op.text)}) Tj`);
    } else if (op.kind === 'rect') {
      endText();
      out.push(`q ${colorOp(op.color, 'rg')} ${num(op.x)} ${num(op.y)} ${num(op.w)} ${num(op.h)} re f Q`);
    } else {
      endText();
      out.push(
        `q ${colorOp(op.color, 'RG')} ${num(op.width)} w ${num(op.x1)} ${num(op.y1)} m ${num(op.x2)} ${num(op.y2)} l S Q`,
      );
    }
  }
  endText();
  return out.join('\n') + '\n';
}

export function writePdf(doc: LaidOut, info: PdfInfo): Buffer {
  // Object numbers: fixed ones first, then bookmarks, then a page and its contents in turn.
  const CATALOG = 1;
  const PAGES = 2;
  const FONT_OBJECTS: Record<FontKey, number> = { regular: 3, bold: 4, mono: 5 };
  const INFO = 6;
  const OUTLINES = 7;
  const firstBookmark = 8;
  const firstPage = firstBookmark + doc.bookmarks.length;
  const pageObject = (i: number) => firstPage + 2 * i;
  const contentObject = (i: number) => firstPage + 2 * i + 1;
  const count = firstPage + 2 * doc.pages.length;

  const bodies = new Array<string>(count);
  const hasOutline = doc.bookmarks.length > 0;
  bodies[CATALOG] =
    `<< /Type /Catalog /Pages ${PAGES} 0 R` +
    (hasOutline ? ` /Outlines ${OUTLINES} 0 R` : '') +
    ' /PageMode /UseNone /PageLayout /OneColumn /ViewerPreferences << /DisplayDocTitle true >> /Lang (en-GB) >>';
  const kids = doc.pages.map((_, i) => `${pageObject(i)} 0 R`).join(' ');
  bodies[PAGES] = `<< /Type /Pages /Kids [${kids}] /Count ${doc.pages.length} >>`;
  for (const key of Object.keys(FONT_OBJECTS) as FontKey[]) {
    bodies[FONT_OBJECTS[key]] =
      `<< /Type /Font /Subtype /Type1 /BaseFont /${FONTS[key].baseFont} /Encoding /WinAnsiEncoding >>`;
  }
  const infoEntries = [
    `/Title ${pdfTextString(info.title)}`,
    `/Author ${pdfTextString(info.author)}`,
    info.subject ? `/Subject ${pdfTextString(info.subject)}` : '',
    info.keywords ? `/Keywords ${pdfTextString(info.keywords)}` : '',
    `/Creator ${pdfTextString(info.creator)}`,
    `/Producer ${pdfTextString(info.producer)}`,
    `/CreationDate (${info.date})`,
    `/ModDate (${info.date})`,
  ].filter(Boolean);
  bodies[INFO] = `<< ${infoEntries.join(' ')} >>`;

  // Bookmarks: one flat level, one per ## section.
  if (hasOutline) {
    const n = doc.bookmarks.length;
    bodies[OUTLINES] =
      `<< /Type /Outlines /First ${firstBookmark} 0 R /Last ${firstBookmark + n - 1} 0 R /Count ${n} >>`;
    doc.bookmarks.forEach((b, i) => {
      const links = [
        i > 0 ? `/Prev ${firstBookmark + i - 1} 0 R` : '',
        i < n - 1 ? `/Next ${firstBookmark + i + 1} 0 R` : '',
      ].filter(Boolean);
      // Bookmark titles are text strings, not WinAnsi: decode through Latin-1/WinAnsi first.
      bodies[firstBookmark + i] =
        `<< /Title ${pdfTextString(decodeWinAnsi(b.title))} /Parent ${OUTLINES} 0 R ${links.join(' ')}${links.length ? ' ' : ''}` +
        `/Dest [${pageObject(b.page)} 0 R /XYZ 0 ${num(b.y)} 0] >>`;
    });
  } else {
    bodies[OUTLINES] = '<< /Type /Outlines /Count 0 >>';
  }

  const fontResources = (Object.keys(FONT_OBJECTS) as FontKey[])
    .map((k) => `/${FONTS[k].resource} ${FONT_OBJECTS[k]} 0 R`)
    .join(' ');
  doc.pages.forEach((page, i) => {
    bodies[pageObject(i)] =
      `<< /Type /Page /Parent ${PAGES} 0 R /MediaBox [0 0 ${num(doc.pageWidth)} ${num(doc.pageHeight)}]` +
      ` /Resources << /Font << ${fontResources} >> /ProcSet [/PDF /Text] >> /Contents ${contentObject(i)} 0 R >>`;
    const stream = contentStream(page.ops);
    bodies[contentObject(i)] = `<< /Length ${stream.length} >>\nstream\n${stream}endstream`;
  });

  // The file, as a Latin-1 string (every char code is a byte).
  let file = '%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets = new Array<number>(count).fill(0);
  for (let n = 1; n < count; n++) {
    offsets[n] = file.length;
    file += `${n} 0 obj\n${bodies[n]}\nendobj\n`;
  }
  const id = createHash('md5').update(Buffer.from(file, 'latin1')).digest('hex').toUpperCase();
  const xrefOffset = file.length;
  file += `xref\n0 ${count}\n0000000000 65535 f \n`;
  for (let n = 1; n < count; n++) file += `${String(offsets[n]).padStart(10, '0')} 00000 n \n`;
  file += `trailer\n<< /Size ${count} /Root ${CATALOG} 0 R /Info ${INFO} 0 R /ID [<${id}> <${id}>] >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(file, 'latin1');
}

/** WinAnsi bytes 128..159 back to Unicode; the rest of WinAnsi is Latin-1. */
const HIGH: Record<number, string> = {
  0x80: '\u20ac',
  0x82: '\u201a',
  0x84: '\u201e',
  0x85: '\u2026',
  0x86: '\u2020',
  0x87: '\u2021',
  0x89: '\u2030',
  0x91: '\u2018',
  0x92: '\u2019',
  0x93: '\u201c',
  0x94: '\u201d',
  0x95: '\u2022',
  0x96: '\u2013',
  0x97: '\u2014',
  0x99: '\u2122',
};

function decodeWinAnsi(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) out += HIGH[text.charCodeAt(i)] ?? text[i];
  return out;
}
