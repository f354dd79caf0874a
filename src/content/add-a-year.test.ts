import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { listGalleryYears, loadGallery } from './collections/galleries.server.ts';
import { validateAllContent } from './validate.server.ts';
import { PUBLIC_ROOT } from './load.server.ts';
import { NO_DESCRIPTION } from './schemas/gallery.ts';
import { routePaths } from '../../scripts/build-steps/route-paths.ts';

const content = path.resolve(import.meta.dirname);
const fixture = path.join(content, 'fixtures/new-induction-year');
let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'rc-add-a-year-'));
  cpSync(content, root, { recursive: true, filter: (source) => !source.startsWith(path.join(content, 'fixtures')) });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

it('a new induction year is one data file and one image folder: it is prerendered, listed first, and valid', () => {
  const galleries = path.join(root, 'galleries/induction');
  cpSync(path.join(fixture, '2031.yaml'), path.join(galleries, '2031.yaml'));
  cpSync(path.join(fixture, '2031'), path.join(galleries, '2031'), { recursive: true });

  expect(routePaths(root)).toContain('/induction/2031');
  expect(listGalleryYears('induction', root)[0]).toBe(2031);
  const gallery = loadGallery('induction', 2031, root);
  expect(gallery.heading).toBe('Induction 2031');
  expect(gallery.projects.map((project) => [project.title, project.description])).toEqual([
    ['Tiny Rover', 'Two N20 motors and a single IR sensor.'],
    ['Bin Bot', NO_DESCRIPTION],
  ]);
  expect(() => validateAllContent(root, PUBLIC_ROOT)).not.toThrow();
});

it('without its image folder, the new year is a content error naming the file, the entry and the field', () => {
  cpSync(path.join(fixture, '2031.yaml'), path.join(root, 'galleries/induction/2031.yaml'));
  expect(() => validateAllContent(root, PUBLIC_ROOT)).toThrow(
    /galleries\/induction\/2031\.yaml > projects\[1\] \("Tiny Rover"\) > image/,
  );
});

it('a year file named other than by its year, such as induction-2027.yaml, is a content error naming the file', () => {
  cpSync(path.join(fixture, '2031.yaml'), path.join(root, 'galleries/induction/induction-2027.yaml'));
  expect(() => validateAllContent(root, PUBLIC_ROOT)).toThrow(
    'galleries/induction/induction-2027.yaml: not a gallery year file name; name it after its year, as in 2027.yaml',
  );
});
