import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const readme = readFileSync(path.join(import.meta.dirname, 'README.md'), 'utf8');
const table = readme.slice(readme.indexOf('## What is load-bearing'));
/** The body rows of the table: the detail, where it is relied on, the tests. */
const rows = table
  .split('\n')
  .filter((line) => line.startsWith('| ') && !/^\| -+/.test(line))
  .slice(1)
  .map((line) => line.split(' | ').map((cell) => cell.replace(/^\| |\s*\|$/g, '').trim()));

/** Each `file`: "test name", "test name" of a cell, a leading or trailing … standing for the rest of a name. */
const testsNamed = (cell: string) =>
  [...cell.matchAll(/`([^`]+\.(?:spec|test)\.tsx?)`: ((?:"[^"]+"(?:, )?)+)/g)].map(([, file, names]) => ({
    file: file!,
    names: [...names!.matchAll(/"([^"]+)"/g)].map(([, name]) => name!.replace(/^… /, '').replace(/,? …$/, '')),
  }));

it("src/README.md's table of what is load-bearing names, in every row, tests that exist in the files it names", () => {
  expect(rows.length).toBeGreaterThanOrEqual(10);
  const wrong = rows.flatMap(([detail, , tests = '']) => {
    const named = testsNamed(tests);
    if (named.length === 0) return [`${detail}: no test named`];
    return named.flatMap(({ file, names }) => {
      if (!existsSync(path.join(root, file))) return [`${detail}: ${file} does not exist`];
      const source = readFileSync(path.join(root, file), 'utf8');
      return names.filter((name) => !source.includes(name)).map((name) => `${detail}: "${name}" is not in ${file}`);
    });
  });
  expect(wrong).toEqual([]);
});
