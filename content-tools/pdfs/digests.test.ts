import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { listHandouts } from '../../src/content/collections/handouts.server.ts';
import { loadSite } from '../../src/content/collections/site.server.ts';
import { clubOf, contentDigest, handoutFacts, PIPELINE, printDigest } from './digests.ts';

const root = path.resolve(import.meta.dirname, '../..');
const work = mkdtempSync(path.join(tmpdir(), 'pdf-digests-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * A copy of the content with one edit, and the PDFs whose content digest (what they print) it
 * changes: whichever are already due for a reprint when the committee makes it.
 */
function reprintedAfter(file: string, edit: (text: string) => string) {
  const content = path.join(work, `content-${file.replace(/\W/g, '-')}`);
  cpSync(path.join(root, 'src/content'), content, { recursive: true });
  const digests = () => {
    const [club, facts] = [clubOf(loadSite(content)), handoutFacts(content)];
    return listHandouts(content).map((handout) => `${handout.name} ${contentDigest(handout, club, facts, content)}`);
  };
  const before = digests();
  const target = path.join(content, file);
  writeFileSync(target, edit(readFileSync(target, 'utf8')));
  return digests()
    .filter((digest) => !before.includes(digest))
    .map((digest) => digest.split(' ')[0]);
}

it('a new phone number, printed on no PDF, leaves every PDF as it was', () => {
  expect(reprintedAfter('site.yaml', (text) => text.replace(/^phone: .*$/m, "phone: '+91 55550 99999'"))).toEqual([]);
});

it('a renamed tier makes the deck, alone, one to reprint', () => {
  const renamed = reprintedAfter('sponsor.yaml', (text) => {
    // In whatever layout the editor wrote the file: the first tier, and its sponsors.
    const data = parse(text) as { tiers: { name: string }[]; sponsors?: { tier: string }[] };
    const name = data.tiers[0]!.name;
    data.tiers[0]!.name = `${name} Plus`;
    for (const sponsor of data.sponsors ?? []) if (sponsor.tier === name) sponsor.tier = `${name} Plus`;
    return stringify(data);
  });
  expect(renamed).toEqual(['sponsorship-deck']);
});

/** Whether one edit to a copy of the project's code and lock makes the code reprint the PDFs. */
function reprintsAfter(file: string, edit: (text: string) => string) {
  const project = mkdtempSync(path.join(work, 'project-'));
  for (const entry of [...PIPELINE, 'package-lock.json', 'vite.config.ts']) {
    cpSync(path.join(root, entry), path.join(project, entry), { recursive: true });
  }
  const before = printDigest(project);
  const text = readFileSync(path.join(project, file), 'utf8');
  writeFileSync(path.join(project, file), edit(text));
  expect(readFileSync(path.join(project, file), 'utf8')).not.toBe(text);
  return printDigest(project) !== before;
}

/** The lock with one package's locked version changed. */
const bumped = (name: string) => (lock: string) =>
  lock.replace(new RegExp(`("node_modules/${name}": \\{\\s*"version": ")[^"]+`), '$19.9.9');

it('a new version of a tool that prints nothing, or a change to the build settings, reprints nothing', () => {
  expect(reprintsAfter('package-lock.json', bumped('eslint'))).toBe(false);
  expect(reprintsAfter('vite.config.ts', (text) => `${text}\n// a comment\n`)).toBe(false);
});

it('a new version of the highlighter the handouts print code with, or of React, reprints them', () => {
  expect(reprintsAfter('package-lock.json', bumped('shiki'))).toBe(true);
  expect(reprintsAfter('package-lock.json', bumped('react'))).toBe(true);
});
