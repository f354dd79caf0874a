import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { checkContent } from '../scripts/check-content.ts';
import { PUBLIC_ROOT } from '../src/content/load.server.ts';
import { ROOT_ONLY, at, expect as pageExpect, test } from './support/fixtures.ts';

/**
 * Editing without GitHub: the content editor's local-folder mode over a copy of the content,
 * handed to the page as an origin-private folder by a stubbed `showDirectoryPicker` (the
 * File System Access API a webmaster's Chrome uses on a clone). What the editor writes is
 * checked with the project's own content check, as the pull request's would be.
 */
const root = path.resolve(import.meta.dirname, '..');
// The editor is one large application over a couple of hundred files: on a busy machine a
// step of it (reading an upload, drawing its preview, writing a save) takes longer than 5 s.
const expect = pageExpect.configure({ timeout: 30_000 });
const SKIPPED_FOLDERS = new Set(['fixtures', 'schemas', 'collections', 'handouts']);

/** The content files the editor's configuration refers to: data, articles and their images. */
function contentFiles(dir = 'src/content'): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const file = `${dir}/${name}`;
    if (statSync(path.join(root, file)).isDirectory()) return SKIPPED_FOLDERS.has(name) ? [] : contentFiles(file);
    return /\.(yaml|mdx|jpg|png|svg|webp)$/.test(name) ? [file] : [];
  });
}

/** Files of the origin-private copy changed since `since` (ms), with their contents in base64. */
async function changedFiles(page: Page, since: number) {
  return page.evaluate(async (since) => {
    const changed: Record<string, string> = {};
    async function walk(dir: FileSystemDirectoryHandle, prefix: string) {
      const entries = (dir as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }).entries();
      for await (const [name, handle] of entries) {
        if (handle.kind === 'directory') await walk(handle as FileSystemDirectoryHandle, `${prefix}${name}/`);
        else {
          const file = await (handle as FileSystemFileHandle).getFile();
          if (file.lastModified >= since)
            changed[`${prefix}${name}`] = (
              new Uint8Array(await file.arrayBuffer()) as unknown as { toBase64(): string }
            ).toBase64();
        }
      }
    }
    await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle('repo'), '');
    return changed;
  }, since);
}

test.describe('content editor, local folder', ROOT_ONLY, () => {
  // Copying the content in and the editor's first scan of it take minutes on a busy machine.
  test.describe.configure({ timeout: 300_000 });
  test.use({ viewport: { width: 1366, height: 6000 } });

  test.beforeEach(async ({ page }) => {
    // The form renders fields as they scroll into view: a tall window shows a whole entry.
    await page.route('https://www.githubstatus.com/**', (route) =>
      route.fulfill({ json: { status: { indicator: 'none' } }, headers: { 'access-control-allow-origin': '*' } }),
    );
    await page.addInitScript(() => {
      (window as unknown as { showDirectoryPicker: () => Promise<FileSystemDirectoryHandle> }).showDirectoryPicker =
        async () => (await navigator.storage.getDirectory()).getDirectoryHandle('repo');
    });
    await page.goto(at('/admin/'), { waitUntil: 'domcontentloaded' });
    const files = contentFiles().map((file) => ({
      file,
      data: readFileSync(path.join(root, file)).toString('base64'),
    }));
    for (let start = 0; start < files.length; start += 40) {
      await page.evaluate(
        async (batch) => {
          const repo = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo', { create: true });
          // Sveltia takes a folder as a repository when it has .git.
          await repo.getDirectoryHandle('.git', { create: true });
          for (const { file, data } of batch) {
            let dir = repo;
            const parts = file.split('/');
            for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
            const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
            await writable.write(
              (Uint8Array as unknown as { fromBase64(text: string): Uint8Array<ArrayBuffer> }).fromBase64(data),
            );
            await writable.close();
          }
        },
        files.slice(start, start + 40),
      );
    }
    await page.getByRole('button', { name: /local repository/i }).click();
  });

  test('adds a member with a photo to the current team: a required field left empty stops the save, then the keyboard saves a valid file and the photo beside it', async ({
    page,
  }) => {
    const year = /^currentTeamYear: (\S+)$/m.exec(readFileSync(path.join(root, 'src/content/site.yaml'), 'utf8'))![1];
    await page.getByRole('treeitem', { name: /^Team/ }).click();
    await page.getByRole('gridcell', { name: year }).click();
    await page
      .getByRole('button', { name: /^Add \W?Members\W?$/ })
      .first()
      .click();
    const members = page.getByRole('group', { name: /Members.. Field/ }).first();
    const member = members
      .getByRole('group')
      .filter({ has: page.getByRole('button', { name: 'Reorder Item' }) })
      .last();
    await member.getByRole('textbox', { name: 'Name' }).fill('Ishita Varma');
    await member.getByRole('textbox', { name: 'Year' }).fill('2nd year');
    await member.getByRole('textbox', { name: 'Branch' }).fill('Civil');
    const image = member.getByRole('group', { name: /Image.. Field/ });
    await image.getByRole('button', { name: 'Browse' }).click();
    const picker = page.getByRole('dialog', { name: 'Select Image' });
    const chooser = page.waitForEvent('filechooser');
    await picker.getByRole('button', { name: 'Upload' }).click();
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer();
    await (await chooser).setFiles({ name: 'ishita-varma.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(picker.getByRole('option', { name: 'ishita-varma.jpg' })).toHaveAttribute('aria-selected', 'true');
    await picker.getByRole('button', { name: 'Insert' }).click();
    await expect(image.getByRole('button', { name: 'Remove Image' })).toBeVisible();

    // Role is required: the form says so and nothing is written.
    const before = await page.evaluate(() => Date.now());
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(member.getByRole('group', { name: /Role.. Field/ })).toContainText(/required/i);
    expect(Object.keys(await changedFiles(page, before))).toEqual([]);

    await member.getByRole('textbox', { name: 'Role' }).fill('Outreach Lead');
    await page.getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Entry saved' })).toBeVisible();
    const written = await changedFiles(page, before);
    expect(Object.keys(written).sort()).toEqual([`src/content/team/${year}.yaml`, 'src/content/team/ishita-varma.jpg']);

    // The project's own check over a copy of the content with what the editor wrote.
    const copy = mkdtempSync(path.join(tmpdir(), 'rc-editor-'));
    try {
      cpSync(path.join(root, 'src/content'), copy, { recursive: true });
      for (const [file, data] of Object.entries(written))
        writeFileSync(path.join(copy, path.relative('src/content', file)), Buffer.from(data, 'base64'));
      expect(checkContent(copy, PUBLIC_ROOT)).toMatchObject({ ok: true });
      const team = readFileSync(path.join(copy, `team/${year}.yaml`), 'utf8');
      expect(team).toMatch(/- name: Ishita Varma\n\s+role: Outreach Lead\n[\s\S]*?image: ishita-varma\.jpg/);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
