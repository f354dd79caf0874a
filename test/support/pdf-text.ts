/**
 * The text of a PDF printed by Chromium, as a reader's copy-and-paste would give it: each
 * content stream's strings decoded through their font's ToUnicode map. Enough for the
 * handouts' tests; not a general PDF reader.
 */
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  data?: string;
}

function readObjects(pdf: Buffer): Map<string, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<string, PdfObject>();
  for (const match of text.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2]!;
    const head = /^([\s\S]*?)stream\r?\n/.exec(body);
    if (!head) {
      objects.set(match[1]!, { dict: body });
      continue;
    }
    const start = match.index + match[0].indexOf(body) + head[0].length;
    const raw = pdf.subarray(start, start + Number(/\/Length (\d+)/.exec(head[1]!)?.[1]));
    const data = (/FlateDecode/.test(head[1]!) ? inflateSync(raw) : raw).toString('latin1');
    objects.set(match[1]!, { dict: head[1]!, data });
  }
  return objects;
}

/** A ToUnicode CMap's single codes and ranges, code (hex) to text. */
function readCMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const unicode = (hex: string) =>
    String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, text] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set(code!.toUpperCase(), unicode(text!));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, from, to, text] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const first = parseInt(from!, 16);
      for (let code = first; code <= parseInt(to!, 16); code++)
        map.set(
          code.toString(16).toUpperCase().padStart(from!.length, '0'),
          String.fromCodePoint(parseInt(text!, 16) + code - first),
        );
    }
  return map;
}

/**
 * The PDF's characters in the order they are drawn, page by page. Chromium draws many glyphs
 * one by one, so spaces are not to be trusted: compare without them.
 */
export function pdfText(pdf: Buffer): string {
  const objects = readObjects(pdf);
  const pages: string[] = [];
  for (const page of objects.values()) {
    if (!/\/Type \/Page\b/.test(page.dict)) continue;
    const fonts = new Map(
      [...(/\/Font\s*<<([\s\S]*?)>>/.exec(page.dict)?.[1] ?? '').matchAll(/\/(\S+) (\d+) 0 R/g)].map(([, name, id]) => {
        const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(id!)?.dict ?? '')?.[1];
        return [name!, readCMap(objects.get(toUnicode ?? '')?.data ?? '')];
      }),
    );
    const contents = /\/Contents (\d+) 0 R/.exec(page.dict)?.[1];
    let font = new Map<string, string>();
    let text = '';
    for (const [, name, strings] of (objects.get(contents ?? '')?.data ?? '').matchAll(
      /\/(\S+) [\d.]+ Tf|(<[0-9A-Fa-f]*>\s*Tj|\[[^\]]*\]\s*TJ)/g,
    )) {
      if (name) font = fonts.get(name) ?? new Map();
      else {
        for (const [, hex] of strings!.matchAll(/<([0-9A-Fa-f]*)>/g)) {
          const width = [...font.keys()][0]?.length ?? 2;
          for (const code of hex!.toUpperCase().match(new RegExp(`.{${width}}`, 'g')) ?? [])
            text += font.get(code) ?? '';
        }
      }
    }
    pages.push(text);
  }
  return pages.join('\n');
}
