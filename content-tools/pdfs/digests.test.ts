import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { PIPELINE, pdfStates, printDigest } from './digests.ts';

const root = path.resolve(import.meta.dirname, '../..');
const work = mkdtempSync(path.join(tmpdir(), 'pdf-digests-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A copy of the content with one edit, and which committed PDFs are then stale, and how. */
function staleAfter(file: string, edit: (text: string) => string) {
  const content = path.join(work, `content-${file.replace(/\W/g, '-')}`);
  cpSync(path.join(root, 'src/content'), content, { recursive: true });
  const target = path.join(content, file);
  const before = readFileSync(target, 'utf8');
  writeFileSync(target, edit(before));
  expect(readFileSync(target, 'utf8')).not.toBe(before);
  const states = pdfStates(content, path.join(root, 'public'));
  return {
    code: states.filter((state) => state.codeStale).map((state) => state.handout.name),
    content: states.filter((state) => state.contentStale).map((state) => state.handout.name),
  };
}

it('a new phone number, printed on no PDF, leaves every PDF current', () => {
  expect(staleAfter('site.yaml', (text) => text.replace(/^phone: .*$/m, "phone: '+91 55550 99999'"))).toEqual({
    code: [],
    content: [],
  });
});

it('a renamed tier makes the deck, alone, one to reprint for its content, never one the code must reprint', () => {
  const tier = /^ {2}- name: (.+)$/m;
  const renamed = staleAfter('sponsor.yaml', (text) => {
    const name = tier.exec(text.slice(text.indexOf('tiers:')))![1]!;
    return text.replaceAll(`name: ${name}`, `name: ${name} Plus`).replaceAll(`tier: ${name}\n`, `tier: ${name} Plus\n`);
  });
  expect(renamed).toEqual({ code: [], content: ['sponsorship-deck'] });
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
