/**
 * The web font's faces a page needs, which its boot script loads after the first paint
 * (externalize-scripts.ts). They are read from the stylesheet the page links for visitors
 * without JavaScript (`<link … data-web-font>` in src/root.tsx), as the build wrote it, and
 * chosen by the characters of the page's text: every page needs the Latin face, a page
 * with Greek letters the Greek one too. The boot script adds them only once loaded, all at
 * once, so the page is laid out again once. A stylesheet declaring them laid it out twice,
 * when its rules applied and when the font arrived, and any Inter face declared in the
 * page's own styles brought the second layout back (docs/decisions/0005-first-paint.md).
 */

export interface WebFontFace {
  family: string;
  /** The CSS `src` value: the hashed file under the base path, and its format. */
  source: string;
  descriptors: { style: string; weight: string; display: string; unicodeRange: string };
}

const WEB_FONT_LINK = /<link rel="stylesheet" href="([^"]+)" data-web-font=""\/>/;

/** The address of the web font's stylesheet in a page, if it links one. */
export const webFontStylesheet = (html: string) => WEB_FONT_LINK.exec(html)?.[1];

/** Code point ranges of a CSS unicode-range: U+41, U+0-FF, U+4?? (wildcards). */
export function codePointRanges(unicodeRange: string): [number, number][] {
  return unicodeRange.split(',').map((part) => {
    const [from = '', to] = part.trim().replace(/^U\+/i, '').split('-');
    if (to !== undefined) return [parseInt(from, 16), parseInt(to, 16)];
    return [parseInt(from.replace(/\?/g, '0'), 16), parseInt(from.replace(/\?/g, 'F'), 16)];
  });
}

const descriptor = (block: string, name: string) =>
  new RegExp(`(?:^|;)\\s*${name}\\s*:\\s*([^;]+)`).exec(block)?.[1]?.trim();

/** The @font-face rules of a stylesheet; the build stops, naming it, at one without a source or range. */
export function fontFaces(css: string, stylesheet: string): WebFontFace[] {
  const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, block]) => {
    const family = descriptor(block!, 'font-family')?.replace(/^["']|["']$/g, '');
    const source = descriptor(block!, 'src');
    const unicodeRange = descriptor(block!, 'unicode-range');
    if (!family || !source || !unicodeRange) {
      throw new Error(`web font: ${stylesheet} has an @font-face without a family, src or unicode-range`);
    }
    return {
      family,
      source,
      descriptors: {
        style: descriptor(block!, 'font-style') ?? 'normal',
        weight: descriptor(block!, 'font-weight') ?? 'normal',
        display: descriptor(block!, 'font-display') ?? 'swap',
        unicodeRange,
      },
    };
  });
  if (faces.length === 0) throw new Error(`web font: ${stylesheet} has no @font-face`);
  return faces;
}

/**
 * The text a page shows: its HTML without tags, scripts, styles and what only shows without
 * JavaScript. Entities stay as written: React escapes only `&<>"'`, all of them Latin, and
 * writes every other character as itself.
 */
export function pageText(html: string): string {
  return html.replace(/<(script|style|noscript|template)\b[^>]*>[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]*>/g, ' ');
}

/** The faces whose characters the text uses. */
export function facesFor(text: string, faces: WebFontFace[]): WebFontFace[] {
  const used = [...new Set([...text].map((character) => character.codePointAt(0)!))];
  return faces.filter((face) =>
    codePointRanges(face.descriptors.unicodeRange).some(([from, to]) =>
      used.some((point) => from <= point && point <= to),
    ),
  );
}
