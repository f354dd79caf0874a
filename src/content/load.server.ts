import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml, parseDocument } from 'yaml';
import type { z } from 'zod';
import { ContentError, describeIssue, describePath } from './content-error.ts';
import { imageFolderOf } from './image-folder.ts';

/** Where the club's data lives; tests point it at fixtures. */
export const CONTENT_ROOT = path.resolve(process.env.CONTENT_ROOT ?? 'src/content');
/** Files served by name, such as PDFs. */
export const PUBLIC_ROOT = path.resolve(process.env.PUBLIC_ROOT ?? 'public');

const IMAGE_KEYS = new Set(['image', 'cover']);

/**
 * Reads a YAML data file, validates it against its schema and checks that every
 * image it names exists in its folder (see imageFolderOf: galleries/post/2023.yaml -> galleries/post/2023/).
 * Image fields come back as paths relative to the content root.
 */
export function readData<Schema extends z.ZodType>(
  relativeFile: string,
  schema: Schema,
  root: string = CONTENT_ROOT,
): z.output<Schema> {
  const absolute = path.join(root, relativeFile);
  if (!existsSync(absolute)) {
    throw new ContentError([`${relativeFile}: file not found in ${root}; create it or restore it from git`]);
  }
  const document = parseDocument(readFileSync(absolute, 'utf8'), { prettyErrors: true });
  if (document.errors.length > 0) {
    throw new ContentError(
      document.errors.map((error) => {
        const at = error.linePos?.[0];
        const position = at ? ` at line ${at.line}, column ${at.col}` : '';
        return `${relativeFile}: YAML syntax error${position}: ${error.message.split('\n')[0]}`;
      }),
    );
  }
  const raw: unknown = document.toJS();
  const result = schema.safeParse(raw, { reportInput: true });
  if (!result.success) {
    throw new ContentError(result.error.issues.map((issue) => describeIssue(issue, raw, relativeFile)));
  }
  const imageFolder = imageFolderOf(relativeFile);
  const missing: string[] = [];
  const data = resolveImages(result.data, [], (name, at) => {
    const relativeImage = `${imageFolder}/${name}`;
    if (!existsSync(path.join(root, relativeImage))) {
      missing.push(
        `${relativeFile} > ${describePath(at, raw)}: file '${name}' not found in ${imageFolder}/; in the editor, choose the picture again with Browse`,
      );
    }
    return relativeImage;
  });
  if (missing.length > 0) throw new ContentError(missing);
  return data as z.output<Schema>;
}

/** Replaces every image/cover file name with what `resolve` returns, keeping the rest. */
function resolveImages(
  node: unknown,
  at: PropertyKey[],
  resolve: (name: string, at: PropertyKey[]) => string,
): unknown {
  if (Array.isArray(node)) return node.map((item, index) => resolveImages(item, [...at, index], resolve));
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      IMAGE_KEYS.has(key) && typeof value === 'string'
        ? resolve(value, [...at, key])
        : resolveImages(value, [...at, key], resolve),
    ]),
  );
}

/** File names in a content folder, such as the year files of a gallery kind. */
export function listFiles(relativeDir: string, pattern: RegExp, root: string = CONTENT_ROOT): string[] {
  const absolute = path.join(root, relativeDir);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute)
    .filter((name) => pattern.test(name) && statSync(path.join(absolute, name)).isFile())
    .sort();
}

/**
 * The validated frontmatter of every `<folder>/*.mdx` file, with the body after it. Problems
 * are collected in `problems`, one per file, naming the file and the field.
 */
export function readMdxFrontmatter<Schema extends z.ZodType>(
  folder: string,
  schema: Schema,
  /** The fields a new file starts with, for the message when it has no frontmatter. */
  fields: string,
  root: string,
  problems: string[],
) {
  const files: { name: string; file: string; frontmatter: z.output<Schema>; body: string }[] = [];
  for (const name of listFiles(folder, /\.mdx$/, root)) {
    const file = `${folder}/${name}`;
    const source = readFileSync(path.join(root, file), 'utf8');
    const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source);
    if (!match) {
      problems.push(`${file}: missing frontmatter; start the file with --- then ${fields}, then ---`);
      continue;
    }
    let raw: unknown;
    try {
      raw = parseYaml(match[1]!);
    } catch (error) {
      problems.push(`${file} > frontmatter: YAML syntax error: ${(error as Error).message.split('\n')[0]}`);
      continue;
    }
    const result = schema.safeParse(raw, { reportInput: true });
    if (!result.success) {
      problems.push(...result.error.issues.map((issue) => describeIssue(issue, raw, `${file} > frontmatter`)));
      continue;
    }
    files.push({
      name: name.replace(/\.mdx$/, ''),
      file,
      frontmatter: result.data,
      body: source.slice(match[0].length),
    });
  }
  return files;
}
