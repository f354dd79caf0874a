/**
 * generate-sample-images.ts
 *
 * Draws stand-in pictures for every image the content refers to that does not exist yet, so the
 * site looks finished before the club has photographs. Each picture is a flat, robotics-themed
 * illustration composed as SVG and rendered with sharp; nothing is downloaded and no text is drawn.
 *
 *   team/...             800 x 800 portrait avatars (a friendly stylised person)
 *   home/slide* and the  1920 x 1080 hero scenes
 *   home.yaml slides
 *   everything else      1200 x 900 illustrations whose subject (drone, arm, rover, circuit board,
 *                        sensor, camera, arena, ...) is chosen from the words of the title
 *
 * Existing files are never overwritten unless --force is given, so a real photo dropped in with
 * the same file name always wins. The output is deterministic: the same path and title give a
 * byte-identical file on every run (with the same sharp build).
 *
 * Run from the repository root with Node 24:
 *
 *   node scripts/generate-sample-images.ts                 fill in every missing image
 *   node scripts/generate-sample-images.ts --only team/    only paths containing "team/"
 *   node scripts/generate-sample-images.ts --force         redraw everything (replaces photos!)
 *   node scripts/generate-sample-images.ts --dry-run       list what would be drawn
 *   node scripts/generate-sample-images.ts --content DIR   read another content folder
 *
 * See scripts/sample-images/README.md.
 */
import { access, mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { findImageRefs, type ImageRef } from './sample-images/discover.ts';
import { motifFor, renderSampleImage, SIZES, type ImageFormat } from './sample-images/render.ts';

export { findImageRefs, type ImageRef } from './sample-images/discover.ts';
export {
  composeSampleSvg,
  motifFor,
  renderSampleImage,
  SIZES,
  type ImageKind,
  type SampleImageOptions,
} from './sample-images/render.ts';

const DEFAULT_CONTENT = path.resolve(import.meta.dirname, '../src/content');

const USAGE = `Usage: node scripts/generate-sample-images.ts [--force] [--only <substring>] [--content <dir>] [--dry-run]

  --force            also redraw images that already exist (this replaces real photos)
  --only <text>      only images whose path contains <text> (may be repeated)
  --content <dir>    content folder to read (default: src/content)
  --dry-run          list the images that would be drawn, write nothing
  --concurrency <n>  images rendered at the same time (default: CPU count, at most 4)
  --help             show this help`;

const FORMATS: Record<string, ImageFormat> = {
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
  '.png': 'png',
  '.webp': 'webp',
  '.avif': 'avif',
};

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

const show = (file: string) => {
  const rel = path.relative(process.cwd(), file);
  return rel.startsWith('..') ? file : rel.split(path.sep).join('/');
};

/** Render one referenced image and write it; returns the size written. */
export async function generateImage(ref: ImageRef, force = false): Promise<number> {
  const format = FORMATS[path.extname(ref.file).toLowerCase()] ?? 'jpeg';
  const buffer = await renderSampleImage({
    kind: ref.kind,
    title: ref.title,
    description: ref.description,
    seed: ref.rel,
    format,
  });
  await mkdir(path.dirname(ref.file), { recursive: true });
  // 'wx' refuses to replace a file that appeared in the meantime.
  await writeFile(ref.file, buffer, { flag: force ? 'w' : 'wx' });
  return buffer.length;
}

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({
      options: {
        force: { type: 'boolean', default: false },
        only: { type: 'string', multiple: true },
        content: { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        concurrency: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
      allowPositionals: false,
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  const contentRoot = args.content ? path.resolve(args.content) : DEFAULT_CONTENT;
  if (!(await exists(contentRoot))) {
    console.error(`Content folder not found: ${contentRoot}`);
    return 2;
  }
  const { refs, warnings } = await findImageRefs(contentRoot);
  for (const warning of warnings) console.warn(`warning: ${warning}`);
  const only = args.only ?? [];
  const selected = refs.filter(
    (ref) => only.length === 0 || only.some((s) => ref.rel.includes(s) || show(ref.file).includes(s)),
  );

  const todo: ImageRef[] = [];
  let skipped = 0;
  for (const ref of selected) {
    if (!args.force && (await exists(ref.file))) skipped++;
    else todo.push(ref);
  }

  const describe = (ref: ImageRef) => {
    const { width, height } = SIZES[ref.kind];
    const subject =
      ref.kind === 'illustration'
        ? motifFor(ref.title, ref.description, ref.rel)
        : ref.kind === 'slide'
          ? `slide, ${motifFor(ref.title, ref.description, ref.rel)}`
          : 'avatar';
    return `${width}x${height} ${subject}`;
  };

  if (args['dry-run']) {
    for (const ref of todo)
      console.log(`would write ${show(ref.file)}  (${describe(ref)}; "${ref.title}" from ${ref.source})`);
    console.log(
      `\n${todo.length} to write, ${skipped} skipped (already exist), ${refs.length} referenced in ${show(contentRoot)}.`,
    );
    return 0;
  }

  const concurrency = Math.max(1, Number.parseInt(args.concurrency ?? '', 10) || Math.min(4, availableParallelism()));
  let written = 0;
  let failed = 0;
  let next = 0;
  const worker = async () => {
    while (next < todo.length) {
      const ref = todo[next++] as ImageRef;
      try {
        const bytes = await generateImage(ref, args.force);
        written++;
        console.log(`wrote ${show(ref.file)}  (${describe(ref)}, ${Math.round(bytes / 1024)} KB)`);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
          skipped++;
          continue;
        }
        failed++;
        console.error(`failed ${show(ref.file)}: ${(error as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, todo.length) }, worker));

  console.log(
    `\nSample images: ${written} written, ${skipped} skipped (already exist${args.force ? '' : '; use --force to redraw'})${failed ? `, ${failed} failed` : ''}; ${refs.length} referenced in ${show(contentRoot)}.`,
  );
  return failed ? 1 : 0;
}

if (import.meta.main) {
  process.exitCode = await main();
}
