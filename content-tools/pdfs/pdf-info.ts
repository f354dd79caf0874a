/**
 * Rewrites the document information dictionary (/Info) of a PDF that Chromium printed.
 *
 * Chromium stamps every PDF with the time it was printed and its own user agent, so two
 * prints of the same page never have the same bytes. We replace the whole dictionary with
 * fixed, meaningful values (title, author, subject, keywords, a fixed date) and the digest
 * of the source it was printed from, which `npm run pdfs -- --check` compares.
 *
 * Chromium (Skia) writes a classic cross-reference table, one 20-byte line per object: after
 * the dictionary is replaced, every object after it moves by the same number of bytes, so
 * their offsets in the table and the `startxref` pointer move with them.
 */

/** One value of the Info dictionary: a PDF text string. */
export type PdfInfo = Record<string, string>;

/** A PDF text string: ASCII as a literal string, anything else as UTF-16 with its byte-order mark. */
function pdfString(value: string): string {
  if (/^[\x20-\x7e]*$/.test(value)) return `(${value.replace(/[\\()]/g, '\\$&')})`;
  return `<FEFF${Buffer.from(value, 'utf16le').swap16().toString('hex').toUpperCase()}>`;
}

function infoObjectNumber(text: string): number {
  const trailer = text.slice(text.lastIndexOf('trailer'));
  const match = /\/Info (\d+) 0 R/.exec(trailer);
  if (!match) throw new Error('PDF has no /Info entry in its trailer');
  return Number(match[1]);
}

/** Replaces the PDF's Info dictionary with `info`, keeping every other object byte for byte. */
export function replaceInfo(pdf: Buffer, info: PdfInfo): Buffer {
  // latin1 maps each byte to one character, so string offsets are byte offsets.
  const text = pdf.toString('latin1');
  const number = infoObjectNumber(text);
  const xrefAt = text.lastIndexOf('\nxref\n') + 1;
  const start = text.indexOf(`\n${number} 0 obj\n`) + 1;
  if (xrefAt === 0 || start === 0)
    throw new Error('PDF layout not recognised: expected a classic cross-reference table');
  const end = text.indexOf('endobj', start);
  const entries = Object.entries(info).map(([key, value]) => `/${key} ${pdfString(value)}`);
  const object = `${number} 0 obj\n<<${entries.join('\n')}>>\n`;
  const delta = object.length - (end - start);

  const moved = (offset: number) => (offset > start ? offset + delta : offset);
  const table = text
    .slice(xrefAt, text.indexOf('trailer', xrefAt))
    .replace(/^(\d{10}) (\d{5}) n/gm, (_, offset: string, generation: string) => {
      return `${String(moved(Number(offset))).padStart(10, '0')} ${generation} n`;
    });
  const rest = text
    .slice(text.indexOf('trailer', xrefAt))
    .replace(/startxref\n(\d+)/, (_, offset: string) => `startxref\n${moved(Number(offset))}`);
  return Buffer.from(text.slice(0, start) + object + text.slice(end, xrefAt) + table + rest, 'latin1');
}

/** One value of the PDF's Info dictionary as `replaceInfo` wrote it, or undefined. */
export function readInfoValue(pdf: Buffer, key: string): string | undefined {
  const text = pdf.toString('latin1');
  const number = infoObjectNumber(text);
  const start = text.indexOf(`\n${number} 0 obj\n`);
  if (start === -1) return undefined;
  const object = text.slice(start, text.indexOf('endobj', start));
  return new RegExp(`/${key} \\(([^)]*)\\)`).exec(object)?.[1];
}
