/**
 * Turning Unicode text into the bytes of WinAnsiEncoding (Windows-1252), the
 * encoding our standard Type1 fonts use. A WinAnsi string is kept as a JS string
 * whose char codes are all below 256, so it can be measured glyph by glyph and
 * written to the file as Latin-1 bytes.
 */

/** Unicode characters that have their own WinAnsi code between 128 and 159. */
const WINANSI_HIGH: Record<string, number> = {
  '\u20ac': 0x80, // €
  '\u201a': 0x82, // ‚
  '\u201e': 0x84, // „
  '\u2026': 0x85, // …
  '\u2020': 0x86, // †
  '\u2021': 0x87, // ‡
  '\u2030': 0x89, // ‰
  '\u2018': 0x91, // ‘
  '\u2019': 0x92, // ’
  '\u201c': 0x93, // “
  '\u201d': 0x94, // ”
  '\u2022': 0x95, // •
  '\u2013': 0x96, // –
  '\u2014': 0x97, // —
  '\u2122': 0x99, // ™
};

/** Characters outside WinAnsi, written the way an engineer would type them. */
const SUBSTITUTES: Record<string, string> = {
  '\u03a9': 'ohm', // Ω (Greek capital omega)
  '\u2126': 'ohm', // Ω (ohm sign)
  '\u03bc': '\u00b5', // μ (Greek mu) -> µ (micro sign, in WinAnsi)
  '\u2212': '-', // − minus sign
  '\u2010': '-', // ‐ hyphen
  '\u2011': '-', // ‑ non-breaking hyphen
  '\u2012': '\u2013', // ‒ figure dash -> en dash
  '\u2009': ' ', // thin space
  '\u200a': ' ', // hair space
  '\u202f': '\u00a0', // narrow no-break space -> no-break space
  '\u2248': '~', // ≈
  '\u2264': '<=', // ≤
  '\u2265': '>=', // ≥
  '\u2260': '!=', // ≠
  '\u2192': '->', // →
  '\u2190': '<-', // ←
  '\u2194': '<->', // ↔
  '\u21d2': '=>', // ⇒
  '\u221a': 'sqrt', // √
  '\u221e': 'infinity', // ∞
  '\u2211': 'sum', // ∑
  '\u03c0': 'pi', // π
  '\u03b8': 'theta', // θ
  '\u03c9': 'omega', // ω
  '\u03c4': 'tau', // τ
  '\u0394': 'delta ', // Δ
  '\u2032': "'", // ′ prime
  '\u2033': '"', // ″ double prime
  '\u03b2': 'beta', // β
  '\u2500': '-', // ─ box drawing, for ASCII-art diagrams in code blocks
  '\u2502': '|', // │
  '\u250c': '+', // ┌
  '\u2510': '+', // ┐
  '\u2514': '+', // └
  '\u2518': '+', // ┘
  '\u251c': '+', // ├
  '\u2524': '+', // ┤
  '\u252c': '+', // ┬
  '\u2534': '+', // ┴
  '\u253c': '+', // ┼
  '\u2713': 'yes', // ✓
  '\u2717': 'no', // ✗
};

/** Characters that had no WinAnsi form; the build reports them. */
export const unmappedCharacters = new Set<string>();

/** Converts Unicode text to a WinAnsi byte string. Unknown characters become "?". */
export function toWinAnsi(input: string): string {
  let out = '';
  for (const ch of input.normalize('NFC')) {
    const code = ch.codePointAt(0) ?? 63;
    if (code === 0x09) out += '    ';
    else if (code >= 0x20 && code < 0x7f) out += ch;
    else if (code >= 0xa0 && code <= 0xff) out += ch;
    else if (WINANSI_HIGH[ch] !== undefined) out += String.fromCharCode(WINANSI_HIGH[ch]);
    else if (SUBSTITUTES[ch] !== undefined) out += toWinAnsi(SUBSTITUTES[ch]);
    else {
      unmappedCharacters.add(ch);
      out += '?';
    }
  }
  return out;
}

/** A WinAnsi byte string as the body of a PDF literal string: ( ) \ escaped, other bytes octal-escaped. */
export function escapePdfString(winAnsi: string): string {
  let out = '';
  for (let i = 0; i < winAnsi.length; i++) {
    const code = winAnsi.charCodeAt(i);
    const ch = winAnsi[i];
    if (ch === '(' || ch === ')' || ch === '\\') out += '\\' + ch;
    else if (code < 0x20 || code > 0x7e) out += '\\' + code.toString(8).padStart(3, '0');
    else out += ch;
  }
  return out;
}

/**
 * A PDF "text string" for metadata and bookmarks (PDFDocEncoding or UTF-16BE):
 * plain ASCII as a literal string, anything else as UTF-16BE with a byte order mark.
 */
export function pdfTextString(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return `(${escapePdfString(text)})`;
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0');
  return `<${hex}>`;
}
