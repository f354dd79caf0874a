/**
 * Builds the handout PDFs: every handouts/<name>.md becomes public/pdfs/<name>.pdf.
 *
 *   node scripts/build-pdfs.ts            build all handouts
 *   node scripts/build-pdfs.ts pid-control   build only the named handout(s)
 *   node scripts/build-pdfs.ts --check    fail if any committed PDF is out of date
 *
 * The PDF writer lives in scripts/pdf/ and uses no dependencies: standard Type1
 * fonts (Helvetica, Helvetica-Bold, Courier), so nothing is embedded and the text
 * stays selectable. Output is byte-for-byte deterministic. See handouts/README.md.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { layoutHandout, overlongCodeLines } from './pdf/layout.ts';
import { MarkdownError, parseHandout } from './pdf/markdown.ts';
import { unmappedCharacters } from './pdf/text.ts';
import { writePdf } from './pdf/writer.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const sourceDir = join(root, 'handouts');
const outputDir = join(root, 'public', 'pdfs');

/** Every PDF carries this date, so rebuilding never changes a file whose source did not change. */
const FIXED_DATE = "D:20250801000000+00'00'";
const AUTHOR = 'Riverbend Robotics Club';
const CREATOR = 'Riverbend Robotics Club handout builder (scripts/build-pdfs.ts)';

const args = process.argv.slice(2);
const check = args.includes('--check');
const only = args.filter((a) => !a.startsWith('--')).map((a) => basename(a).replace(/\.(md|pdf)$/, ''));

const names = readdirSync(sourceDir)
  .filter((f) => f.endsWith('.md') && f.toLowerCase() !== 'readme.md')
  .map((f) => f.slice(0, -3))
  .filter((name) => only.length === 0 || only.includes(name))
  .sort();

if (only.length && names.length !== only.length) {
  const missing = only.filter((n) => !names.includes(n));
  console.error(`No handout named: ${missing.join(', ')} (looked in handouts/)`);
  process.exit(1);
}

let failed = false;
if (!check) mkdirSync(outputDir, { recursive: true });

for (const name of names) {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name)) {
    console.error(`handouts/${name}.md: name the file in lower case with dashes, such as pid-control.md`);
    failed = true;
    continue;
  }
  const sourcePath = join(sourceDir, `${name}.md`);
  const outputPath = join(outputDir, `${name}.pdf`);
  let pdf: Buffer;
  let pages: number;
  try {
    unmappedCharacters.clear();
    overlongCodeLines.length = 0;
    const handout = parseHandout(readFileSync(sourcePath, 'utf8'), `handouts/${name}.md`);
    const laidOut = layoutHandout(handout);
    pages = laidOut.pages.length;
    pdf = writePdf(laidOut, {
      title: handout.title,
      author: AUTHOR,
      subject: handout.meta.subject,
      keywords: handout.meta.keywords,
      creator: CREATOR,
      producer: CREATOR,
      date: FIXED_DATE,
    });
  } catch (error) {
    if (!(error instanceof MarkdownError)) throw error;
    console.error(error.message);
    failed = true;
    continue;
  }

  const warnings: string[] = [];
  if (unmappedCharacters.size) {
    const list = [...unmappedCharacters].map(
      (c) => `"${c}" (U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`,
    );
    warnings.push(`characters with no WinAnsi form were printed as "?": ${list.join(', ')}`);
  }
  for (const line of overlongCodeLines) warnings.push(`code line too long, wrapped: ${line.trim().slice(0, 60)}`);
  if (pages < 2 || pages > 4) warnings.push(`${pages} pages; handouts are meant to be 2-4 A4 pages`);

  if (check) {
    const current = existsSync(outputPath) ? readFileSync(outputPath) : null;
    const upToDate = current !== null && current.equals(pdf);
    console.log(`${upToDate ? 'ok      ' : 'OUTDATED'} public/pdfs/${name}.pdf`);
    if (!upToDate) failed = true;
  } else {
    writeFileSync(outputPath, pdf);
    const kb = (pdf.length / 1024).toFixed(1);
    console.log(`public/pdfs/${name}.pdf  ${pages} page${pages === 1 ? '' : 's'}, ${kb} KB`);
  }
  for (const warning of warnings) console.warn(`  warning (handouts/${name}.md): ${warning}`);
}

if (check && failed)
  console.error('Some PDFs are out of date: run node scripts/build-pdfs.ts and commit public/pdfs/.');
process.exit(failed ? 1 : 0);
