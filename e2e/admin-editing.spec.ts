import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { parse as parseYaml } from 'yaml';
import { checkContent } from '../content-tools/check-content.ts';
import { PUBLIC_ROOT } from '../src/content/load.server.ts';
import { E2E_BUILD_DATE } from '../test/support/bases.ts';
import { ROOT_ONLY, at, expect as pageExpect, test } from './support/fixtures.ts';
import { elementsOf } from './support/html.ts';
import { GALLERIES, PAST_TEAM_YEARS, site } from './support/routes.ts';

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
/** The team year /team shows, whose file the editor's Team opens and New copies the roles of. */
const CURRENT_YEAR = site.currentTeamYear;
/** The year after the newest team file's, which New in Team starts. */
const NEXT_YEAR = ((start) => `${start}-${String(start + 1).slice(-2)}`)(
  Number(PAST_TEAM_YEARS.concat(CURRENT_YEAR).sort().at(-1)!.slice(0, 4)) + 1,
);
/** The newest post-induction year with projects, which a project is added to. */
const newestPost = GALLERIES.find(({ path, projects }) => path.startsWith('/post/') && projects.length > 0)!;
const POST_YEAR = newestPost.path.slice('/post/'.length);
/** An article with a note (Callout), a clip and a picture, from the fixture content. */
const FIXTURE_ARTICLE = { dir: 'e2e/visual-content/articles', slug: 'roverbridge' };
/** A build at the root of the folder's own content, whichever content folder this run reads. */
const BUILD_ENV = { CONTENT_ROOT: 'src/content', BASE_PATH: '/', DIST_DIR: 'dist', SITE_BUILD_DATE: E2E_BUILD_DATE };
const SKIPPED_FOLDERS = new Set(['fixtures', 'schemas', 'collections', 'handouts']);
/** What a build of the site reads, copied; what it only uses, shared (the caches keep it quick). */
const PROJECT_FILES = [
  'package.json',
  'tsconfig.json',
  'vite.config.ts',
  'react-router.config.ts',
  'nginx.conf',
  'src',
  'scripts',
  'public',
];
const SHARED_FOLDERS = ['node_modules', '.cache'];

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

/** A photo as a phone takes it: a JPEG 3000 px wide. */
const phonePhoto = (colour: string) =>
  sharp({ create: { width: 3000, height: 2250, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

/**
 * Uploads a phone photo named `name` through an image field's media dialog and inserts it;
 * the dialog shows it selected under the name it is saved as, `shownAs`.
 */
async function uploadImage(
  page: Page,
  field: Locator,
  name: string,
  shownAs: string,
  colour: string,
  file = { mimeType: 'image/jpeg', buffer: phonePhoto(colour) },
) {
  await field.getByRole('button', { name: 'Browse' }).click();
  const picker = page.getByRole('dialog', { name: 'Select Image' });
  const chooser = page.waitForEvent('filechooser');
  await picker.getByRole('button', { name: 'Upload' }).click();
  await (await chooser).setFiles({ name, mimeType: file.mimeType, buffer: await file.buffer });
  await expect(picker.getByRole('option', { name: shownAs })).toHaveAttribute('aria-selected', 'true');
  await picker.getByRole('button', { name: 'Insert' }).click();
  await expect(field.getByRole('button', { name: 'Replace Image' })).toBeVisible();
}

/**
 * Adds an item to a list field and returns it. The form draws fields only as they come into
 * view: in a long list (`collapse`), the items already there are collapsed first, or they
 * would push the new item's fields below the window.
 */
async function addItem(page: Page, list: string, { collapse = false } = {}) {
  const field = page.getByRole('group', { name: new RegExp(`${list}.. Field`) }).first();
  if (collapse) await field.getByRole('button', { name: 'Collapse All' }).first().click();
  const items = field.getByRole('group').filter({ has: page.getByRole('button', { name: 'Reorder Item' }) });
  // The new item comes after every item there is now, and before the items of its own lists
  // (an event's description): its place is the count before the click, whenever it is drawn.
  // Each list here has items, so the count waits until the list is drawn.
  await expect(items.first()).toBeVisible();
  const before = await items.count();
  await page
    .getByRole('button', { name: new RegExp(`^Add \\W?${list}\\W?$`) })
    .first()
    .click();
  const item = items.nth(before);
  await expect(item.getByRole('textbox').first()).toBeVisible();
  // The new item at the top of the window, so its fields below are drawn too.
  await item.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  return item;
}

/** Saves the entry; the editor then goes back to its collection's list. */
async function save(page: Page) {
  await page.getByRole('button', { name: 'Save' }).click();
  await saved(page);
}

async function saved(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: 'Entry saved' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/entries\//);
}

/** Waits until the entry's preview shows the picture described as `alt`, loaded. */
async function previewShows(page: Page, alt: string | RegExp) {
  const picture = page.getByRole('document', { name: 'Content Preview' }).getByRole('img', { name: alt });
  // Drawn lazily, as far down the preview as it comes: brought into view until it has loaded.
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => (image.scrollIntoView(), image.naturalWidth)))
    .toBeGreaterThan(0);
}

/** Opens an entry of a collection from the editor's sidebar. */
async function openEntry(page: Page, collection: RegExp, entry: string) {
  await page.getByRole('treeitem', { name: collection }).click();
  await page.getByRole('gridcell', { name: entry, exact: true }).click();
}

test.describe('content editor, local folder', ROOT_ONLY, () => {
  // Copying the content in, the editor's first scan of it and the build take minutes on a busy
  // machine: 3.7 of them on a two-core machine running the rest of the suite beside it.
  test.describe.configure({ timeout: 900_000 });
  test.use({ viewport: { width: 1366, height: 2000 }, actionTimeout: 60_000 });

  /** What the editor asked this site for and did not find, such as a picture of a preview. */
  let missing: string[] = [];
  test.afterEach(() => expect(missing).toEqual([]));
  test.beforeEach(async ({ page }) => {
    missing = [];
    page.on('response', (response) => void (response.status() === 404 && missing.push(response.url())));
    // The form draws fields as they come into view: a window 2000 px tall shows a new item whole
    // (addItem scrolls it to the top); a taller one costs more drawing, not more of the form.
    await page.route('https://www.githubstatus.com/**', (route) =>
      route.fulfill({ json: { status: { indicator: 'none' } }, headers: { 'access-control-allow-origin': '*' } }),
    );
    await page.addInitScript(() => {
      (window as unknown as { showDirectoryPicker: () => Promise<FileSystemDirectoryHandle> }).showDirectoryPicker =
        async () => (await navigator.storage.getDirectory()).getDirectoryHandle('repo');
    });
    await page.goto(at('/admin/'), { waitUntil: 'domcontentloaded' });
    // With the fixture's article of every kind of block (FIXTURE_ARTICLE), whatever articles the content has.
    const fixture = contentFiles(FIXTURE_ARTICLE.dir).filter((file) => file.includes(`/${FIXTURE_ARTICLE.slug}`));
    const files = [...contentFiles(), ...fixture].map((file) => ({
      file: file.replace(FIXTURE_ARTICLE.dir, 'src/content/articles'),
      data: readFileSync(path.join(root, file)).toString('base64'),
    }));
    for (let start = 0; start < files.length; start += 40) {
      await page.evaluate(
        async (batch) => {
          const repo = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo', { create: true });
          // Sveltia takes a folder as a repository when it has .git.
          await repo.getDirectoryHandle('.git', { create: true });
          // All at once: one after the other, each file's round trips to the browser's storage
          // added up to a quarter of a minute.
          await Promise.all(
            batch.map(async ({ file, data }) => {
              let dir = repo;
              const parts = file.split('/');
              for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
              const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
              await writable.write(
                (Uint8Array as unknown as { fromBase64(text: string): Uint8Array<ArrayBuffer> }).fromBase64(data),
              );
              await writable.close();
            }),
          );
        },
        files.slice(start, start + 40),
      );
    }
    await page.getByRole('button', { name: /local repository/i }).click();
  });

  test('adds a member with a photo, a gallery project with its picture, an event, a sponsor with a PNG logo and an article with a picture and a YouTube video: a required field left empty stops the save, the keyboard saves, and the content check and a build over what was written show them all', async ({
    page,
  }) => {
    const year = CURRENT_YEAR;
    await openEntry(page, /^Team/, year);
    const member = await addItem(page, 'Members', { collapse: true });
    await member.getByRole('textbox', { name: 'Name' }).fill('Ishita Varma');
    await member.getByRole('textbox', { name: 'Year' }).fill('2nd year');
    await member.getByRole('textbox', { name: 'Branch' }).fill('Civil');
    await uploadImage(
      page,
      member.getByRole('group', { name: /Image.. Field/ }),
      'IMG_20260912_101530.jpg',
      'img_20260912_101530.jpg',
      '#3a7',
    );

    // Role is required: the form says so and nothing is written.
    const before = await page.evaluate(() => Date.now());
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(member.getByRole('group', { name: /Role.. Field/ })).toContainText(/required/i);
    expect(Object.keys(await changedFiles(page, before))).toEqual([]);

    await member.getByRole('textbox', { name: 'Role' }).fill('Outreach Lead');
    await page.getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    await saved(page);

    // A project with its picture, named in Hindi ("stair cart"), in a Post Induction year.
    await openEntry(page, /^Post Induction/, POST_YEAR);
    const project = await addItem(page, 'Projects', { collapse: true });
    await project.getByRole('textbox', { name: 'Title' }).fill('Stair-Climbing Delivery Cart');
    await uploadImage(
      page,
      project.getByRole('group', { name: /Image.. Field/ }),
      'सीढ़ी गाड़ी.jpg',
      'sidhi-gadi.jpg',
      '#c63',
    );
    await save(page);

    // An event, in the club pages' Events.
    await openEntry(page, /^Club pages/, 'Events');
    const event = await addItem(page, 'Events', { collapse: true });
    await event.getByRole('textbox', { name: 'Web address' }).fill('rover-open-house');
    await event.getByRole('textbox', { name: 'Title' }).fill('Rover Open House');
    await event.getByLabel('Date', { exact: true }).fill('2027-03-06');
    await event.getByRole('textbox', { name: 'Place' }).fill('Robotics Lab, Block C');
    await event
      .getByRole('textbox', { name: 'Summary' })
      .fill('An afternoon with every robot of the year running in the lab.');
    await event.getByRole('button', { name: /^Add \W?Description\W?$/ }).click();
    await event
      .getByRole('group', { name: /Description.. Field/ })
      .getByRole('textbox')
      .last()
      .fill('Bring friends and family: every team shows its robot and answers questions.');
    await uploadImage(
      page,
      event.getByRole('group', { name: /Image.. Field/ }),
      'Rover Open House poster.JPG',
      'rover-open-house-poster.jpg',
      '#36c',
    );
    await event.getByRole('textbox', { name: 'Alt' }).fill('Robots on a lab bench');
    await save(page);

    // A sponsor who sends only a PNG logo: it is saved as WebP in sponsor/, and builds.
    await openEntry(page, /^Club pages/, 'Sponsor');
    const sponsor = await addItem(page, 'Sponsors', { collapse: true });
    await sponsor.getByRole('textbox', { name: 'Name' }).fill('Deccan Drone Works');
    await uploadImage(
      page,
      sponsor.getByRole('group', { name: /Logo.. Field/ }),
      'Deccan Drone Works.png',
      'deccan-drone-works.png',
      '#e83',
      {
        mimeType: 'image/png',
        buffer: sharp({ create: { width: 800, height: 200, channels: 4, background: '#e83' } })
          .png()
          .toBuffer(),
      },
    );
    await sponsor.getByRole('radio', { name: 'Gold', exact: true }).check();
    await sponsor.getByRole('spinbutton', { name: 'Since' }).fill('2026');
    await save(page);

    // An article with a picture and a YouTube video, from the body's rich-text view.
    await page.getByRole('treeitem', { name: /^Articles/ }).click();
    const create = page.getByRole('button', { name: 'Create New Entry', includeHidden: true });
    await create.click();
    // The button also opens its menu of kinds of entry, empty for articles, as a modal popup: the
    // form takes no typing until the popup closes, once the editor sees the button hidden.
    await expect(create).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('textbox', { name: 'Slug' }).fill('esp32wake');
    const field = (name: string) => page.getByRole('group', { name: new RegExp(`^\\W*${name}\\W* Field$`) }).first();
    await field('Title').getByRole('textbox').fill('Deep sleep on the ESP32');
    await field('Category').getByRole('textbox').fill('Internet of Things');
    await field('Description').getByRole('textbox').fill('How an ESP32 sensor sleeps between readings.');
    await field('Reviewed').getByRole('textbox').fill('2026-12-01');
    await field('Date').getByRole('textbox').fill('2026-12-01');
    const body = field('Article');
    await body.getByRole('button', { name: 'Edit in Markdown' }).click();
    await body.getByRole('textbox', { name: 'Article' }).click();
    await page.keyboard.type('The ESP32 sleeps on a few microamps between readings.');
    await page.keyboard.press('Enter');
    await body.getByRole('button', { name: 'Image', exact: true }).click();
    const picture = body.getByRole('group', { name: 'Image', exact: true });
    await uploadImage(page, picture, 'ESP32 board.jpg', 'esp32-board.jpg', '#297');
    await picture.getByRole('textbox', { name: 'Alt Text' }).fill('An ESP32 board on a breadboard');
    await previewShows(page, 'An ESP32 board on a breadboard');
    await body.getByRole('button', { name: 'Insert', exact: true }).click();
    await page.getByRole('menuitem', { name: 'YouTube video' }).click();
    await body.getByRole('textbox', { name: 'YouTube link' }).fill('https://youtu.be/aqz-KE-bpKQ?si=share');
    await body.getByRole('textbox', { name: 'What the video shows' }).fill('The sensor waking every minute');
    const preview = page.getByRole('document', { name: 'Content Preview' });
    await expect(preview).toContainText('▶ YouTube video: The sensor waking every minute');
    await save(page);

    const written = await changedFiles(page, before);
    const article = Buffer.from(written['src/content/articles/esp32wake.mdx'] ?? '', 'base64').toString('utf8');
    expect(article).toMatch(/^!\[An ESP32 board on a breadboard\]\(\.\/esp32wake\/esp32-board\.webp\)$/m);
    expect(article).toMatch(/^<YouTube id="aqz-KE-bpKQ" title="The sensor waking every minute" \/>$/m);
    expect(Object.keys(written).sort()).toEqual([
      'src/content/articles/esp32wake.mdx',
      'src/content/articles/esp32wake/esp32-board.webp',
      'src/content/events.yaml',
      'src/content/events/rover-open-house-poster.webp',
      `src/content/galleries/post/${POST_YEAR}.yaml`,
      `src/content/galleries/post/${POST_YEAR}/sidhi-gadi.webp`,
      'src/content/sponsor.yaml',
      'src/content/sponsor/deccan-drone-works.webp',
      `src/content/team/${year}.yaml`,
      'src/content/team/img_20260912_101530.webp',
    ]);
    // The photo the phone took 3000 px wide is saved 1600 px wide, as WebP.
    const photo = await sharp(Buffer.from(written['src/content/team/img_20260912_101530.webp']!, 'base64')).metadata();
    expect([photo.format, photo.width, photo.height]).toEqual(['webp', 1600, 1200]);

    // The project's own check, then a build, over a copy of the project with what the editor wrote.
    const copy = mkdtempSync(path.join(tmpdir(), 'rc-editor-'));
    try {
      for (const entry of PROJECT_FILES) cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true });
      for (const entry of SHARED_FOLDERS) symlinkSync(path.join(root, entry), path.join(copy, entry));
      for (const [file, data] of Object.entries(written)) {
        // A new article's pictures are in a folder of its own, new too.
        mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
        writeFileSync(path.join(copy, file), Buffer.from(data, 'base64'));
      }
      expect(checkContent(path.join(copy, 'src/content'), PUBLIC_ROOT).message).toMatch(/^Content is valid/);
      const team = readFileSync(path.join(copy, `src/content/team/${year}.yaml`), 'utf8');
      expect(team).toMatch(/- name: Ishita Varma\n\s+role: Outreach Lead\n[\s\S]*?image: img_20260912_101530\.webp/);

      const build = spawnSync(process.execPath, ['scripts/build.ts'], {
        cwd: copy,
        encoding: 'utf8',
        env: { ...process.env, ...BUILD_ENV },
      });
      expect(build.status, build.stderr).toBe(0);
      const built = (route: string) => readFileSync(path.join(copy, 'dist', route, 'index.html'), 'utf8');
      expect(built('team')).toContain('Ishita Varma');
      expect(built(`post/${POST_YEAR}`)).toContain('Stair-Climbing Delivery Cart');
      expect(built('events')).toContain('Rover Open House');
      expect(elementsOf(built('events/rover-open-house'), 'h1')[0]?.text).toBe('Rover Open House');
      // The article: its picture through the image pipeline, its video behind the facade.
      const builtArticle = elementsOf(built('blogs/esp32wake'));
      expect(builtArticle.find(({ attrs }) => attrs.alt === 'An ESP32 board on a breadboard')?.tag).toBe('img');
      expect(builtArticle.map(({ attrs }) => attrs.href)).toContain('https://www.youtube.com/watch?v=aqz-KE-bpKQ');
      expect(builtArticle.filter(({ tag }) => tag === 'iframe')).toEqual([]);
      // The PNG logo, made a WebP 128 px high by the build.
      const logo = elementsOf(built('sponsor'), 'img').find(({ attrs }) => attrs.alt === 'Deccan Drone Works logo');
      expect(logo?.attrs.src, 'the Sponsor page shows the PNG logo').toMatch(/^\/assets\/deccan-drone-works-.+\.webp$/);
      expect((await sharp(path.join(copy, 'dist', logo!.attrs.src!)).metadata()).height).toBe(128);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  test("New in Team starts next year with this year's sections and roles, the names empty, which the content check passes as kept off the site", async ({
    page,
  }) => {
    type Team = { sections: { id: string; name: string; members: { name?: string; role: string }[] }[] };
    const roles = (team: Team, named = true) =>
      team.sections.map(({ id, name, members }) => [
        id,
        name,
        members.map((m) => [named ? (m.name ?? '') : '', m.role]),
      ]);
    await page.getByRole('treeitem', { name: /^Team/ }).click();
    const create = page.getByRole('button', { name: 'Create New Entry', includeHidden: true });
    await create.click();
    await expect(create).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('textbox', { name: 'Slug' }).fill(NEXT_YEAR);
    const before = await page.evaluate(() => Date.now());
    await save(page);

    const written = await changedFiles(page, before);
    expect(Object.keys(written)).toEqual([`src/content/team/${NEXT_YEAR}.yaml`]);
    const data = Buffer.from(written[`src/content/team/${NEXT_YEAR}.yaml`]!, 'base64');
    const current = readFileSync(path.join(root, `src/content/team/${CURRENT_YEAR}.yaml`), 'utf8');
    expect(roles(parseYaml(data.toString('utf8')))).toEqual(roles(parseYaml(current), false));
    const copy = mkdtempSync(path.join(tmpdir(), 'rc-new-year-'));
    try {
      cpSync(path.join(root, 'src/content'), copy, { recursive: true });
      writeFileSync(path.join(copy, `team/${NEXT_YEAR}.yaml`), data);
      expect(checkContent(copy, PUBLIC_ROOT).message).toMatch(/^Content is valid/);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  test('an article with a note (Callout) and a video, opened and saved with a new title, comes back byte for byte but for the title', async ({
    page,
  }) => {
    const file = `src/content/articles/${FIXTURE_ARTICLE.slug}.mdx`;
    const original = readFileSync(path.join(root, FIXTURE_ARTICLE.dir, `${FIXTURE_ARTICLE.slug}.mdx`), 'utf8');
    const title = /^title: (.+)$/m.exec(original)![1]!;
    await openEntry(page, /^Articles/, title);
    // The preview shows the article's picture, its note and its clip, each readable.
    await previewShows(page, /^Four numbered steps for setting up the laptop/);
    const preview = page.getByRole('document', { name: 'Content Preview' });
    await expect(preview.getByRole('note')).toContainText('Lift the wheels first');
    await expect(preview).toContainText('▶ Video clip: One node publishing on a topic');
    await expect(preview).not.toContainText('import roverClip');
    const before = await page.evaluate(() => Date.now());
    await page.getByRole('textbox', { name: 'Title' }).fill(`${title} (updated)`);
    await save(page);
    const written = await changedFiles(page, before);
    expect(Object.keys(written)).toEqual([file]);
    expect(Buffer.from(written[file]!, 'base64').toString('utf8')).toBe(
      original.replace(`title: ${title}`, `title: ${title} (updated)`),
    );
  });
});
