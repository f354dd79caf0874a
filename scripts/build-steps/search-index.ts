/**
 * The site search's index, written by Pagefind (its Node API over the `pagefind` binary
 * package) into `pagefind/` beside the pages, after they are prerendered.
 *
 * Every indexable page is a result (its <main> only: no header, footer or menus), and so is
 * each thing a visitor looks for that shares a page with others: a project of a gallery or of
 * a TAB domain, a domain, a team member, an achievement row, a PDF or another site on the
 * blog and robotics lists. Those lists are marked `data-pagefind-ignore` in their pages, so
 * each thing is found once, as itself, with a link to its own place: the gallery address that
 * opens the project (/induction/2024#line-follower), /tab#ros, /team#member-…, the PDF.
 * An article's sections come back as sub-results, by the ids of their headings.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { defaultTreeAdapter, html as html5, parse, serialize, type DefaultTreeAdapterTypes } from 'parse5';
import { loadAchievements } from '../../src/content/collections/achievements.server.ts';
import { listArticles } from '../../src/content/collections/articles.server.ts';
import { loadEvents } from '../../src/content/collections/events.server.ts';
import {
  GALLERY_KINDS,
  listGalleryYears,
  loadGallery,
  loadGalleryKinds,
} from '../../src/content/collections/galleries.server.ts';
import { loadTab } from '../../src/content/collections/tab.server.ts';
import { loadTeam, loadTeamYears } from '../../src/content/collections/team.server.ts';
import { CONTENT_ROOT } from '../../src/content/load.server.ts';
import { loadResourcePage } from '../../src/content/collections/resources.server.ts';
import { memberAnchor, tabProjectAnchor } from '../../src/lib/anchors.ts';
import { contentHref, contentRouteParams } from '../../src/lib/content-routes.ts';
import { SHORTEST_CORRECTED } from '../../src/components/search/did-you-mean.ts';
import type { SearchKind } from '../../src/components/search/search-kinds.ts';
import type { PageHead } from './page-heads.ts';
import { isIndexable } from './sitemap.ts';

const SEARCH_FOLDER = 'pagefind';
/** The site's words, for the search's "Did you mean" (src/components/search/did-you-mean.ts). */
export const WORDS_FILE = 'words.json';
const UNUSED_FILE = /^(pagefind-(ui|modular-ui|component-ui|highlight)\.|wasm\.unknown\.)/;
const LANGUAGE = 'en';

/** A result that is not a page of its own. `url` is a site path, before the base path. */
export interface SearchRecord {
  url: string;
  title: string;
  kind: SearchKind;
  /** A line shown under the title: where the thing sits ("Induction 2024", "Executive Body"). */
  context: string;
  content: string;
}

const galleryRecords = (root: string): SearchRecord[] =>
  GALLERY_KINDS.flatMap((kind) =>
    listGalleryYears(kind, root).flatMap((year) => {
      const route = contentHref('galleryYear', { kind, year: String(year) });
      const context = `${loadGalleryKinds(root)[kind].label} ${year}`;
      return loadGallery(kind, year, root).projects.map((project) => ({
        // A project without a description has no dialog: the link lands on its card.
        url: `${route}#${project.id}`,
        title: project.title,
        kind: 'Project' as const,
        context,
        content: project.hasDescription === false ? project.title : `${project.title}. ${project.description}`,
      }));
    }),
  );

function tabRecords(root: string): SearchRecord[] {
  return loadTab(root).domains.flatMap((domain) => [
    {
      url: `/tab#${domain.id}`,
      title: domain.name,
      kind: 'Page' as const,
      context: 'Technical Advisory Board',
      content: [domain.name, ...domain.description].join('\n'),
    },
    ...domain.years.flatMap(({ year, major, minor }) =>
      [...major, ...minor].map((project) => ({
        // The page opens the domain's tab that holds the project, and scrolls to it.
        url: `/tab#${tabProjectAnchor(domain.id, year, project.id)}`,
        title: project.title,
        kind: 'Project' as const,
        context: `TAB · ${domain.name} · ${year}`,
        content: `${project.title}. ${project.description}`,
      })),
    ),
  ]);
}

function memberRecords(root: string): SearchRecord[] {
  const { current, past } = loadTeamYears(root);
  return [current, ...past].flatMap((year) => {
    const route = year === current ? '/team' : contentHref('pastTeam', { year });
    return loadTeam(year, root).sections.flatMap((section) =>
      section.members.map((member) => ({
        url: `${route}#${memberAnchor(member.name)}`,
        title: member.name,
        kind: 'Member' as const,
        context: `${member.role} · ${section.name}${year === current ? '' : ` · ${year}`}`,
        content: `${member.name}, ${member.role}, ${section.name}. ${member.year}, ${member.branch}.`,
      })),
    );
  });
}

const achievementRecords = (root: string): SearchRecord[] =>
  loadAchievements(root).years.flatMap(({ rows }) =>
    rows.map((row) => ({
      url: `/achievement#${row.anchor}`,
      title: `${row.achievement}: ${row.event}`,
      kind: 'Achievement' as const,
      context: `${row.year} · ${row.members.join(', ')}`,
      content: `${row.members.join(', ')} won ${row.achievement} at ${row.event} with ${row.project}, ${row.year}.`,
    })),
  );

/** The PDFs and other sites of the blog and robotics lists (their articles are pages of their own). */
const resourceRecords = (root: string): SearchRecord[] =>
  (['blogs', 'robotics'] as const).flatMap((list) =>
    loadResourcePage(list, root).domains.flatMap((domain) =>
      domain.links.flatMap((link) =>
        link.kind === 'article'
          ? []
          : [
              {
                url: link.kind === 'pdf' ? link.path : link.href,
                title: link.title,
                kind: 'Resource' as const,
                context: `${domain.name} · ${link.details}`,
                content: [link.title, link.note].filter(Boolean).join('. '),
              },
            ],
      ),
    ),
  );

/** Every result that is not a page of its own, from the content. */
export function contentRecords(root = CONTENT_ROOT): SearchRecord[] {
  return [
    ...galleryRecords(root),
    ...tabRecords(root),
    ...memberRecords(root),
    ...achievementRecords(root),
    ...resourceRecords(root),
  ];
}

/**
 * A record as the HTML Pagefind indexes: its content, its title, kind and context as meta, its
 * kind as the filter.
 */
export function recordHtml(record: SearchRecord): string {
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const meta = (name: string, value: string) => `<span data-pagefind-meta="${name}:${escape(value)}"></span>`;
  return [
    `<html lang="${LANGUAGE}"><body><main data-pagefind-body="" data-pagefind-filter="kind:${record.kind}">`,
    meta('title', record.title),
    meta('kind', record.kind),
    record.context ? meta('context', record.context) : '',
    `<p>${escape(record.content)}</p>`,
    '</main></body></html>',
  ].join('');
}

/**
 * The words of the site's text that a search may correct to, the most frequent first, so that
 * of two words one slip away the commoner is offered ("ardiuno": arduino).
 */
export function searchWords(texts: string[]): string[] {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
      if (word.length >= SHORTEST_CORRECTED) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([word]) => word);
}

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

/** The first element under `node` (itself included) that `test` accepts. */
function findElement(node: Node, test: (element: Element) => boolean): Element | undefined {
  if ('tagName' in node && test(node)) return node;
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) {
    const found = findElement(child, test);
    if (found) return found;
  }
  return undefined;
}

/** The text under a node, a space between elements, without code blocks, scripts or styles. */
function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterTypes.TextNode).value;
  if ('tagName' in node && ['pre', 'script', 'style', 'template'].includes(node.tagName)) return ' ';
  return 'childNodes' in node ? node.childNodes.map((child) => ` ${textOf(child)} `).join('') : '';
}

/** The text of a page's <main> as the index reads it: without code blocks, scripts or tags. */
export function mainText(html: string): string {
  const main = findElement(parse(html), (element) => element.tagName === 'main');
  return main ? textOf(main) : '';
}

/** What the line under a page's title says: an article's category, an event's dates, by slug. */
export interface PageContexts {
  categories: Map<string, string>;
  eventDates: Map<string, string>;
}

/** What kind of result a page is, by its route, and the line under its title. */
export function pageKind(
  route: string,
  { categories, eventDates }: PageContexts,
): { kind: SearchKind; context: string } {
  const article = contentRouteParams('article', route)?.slug;
  if (article) return { kind: 'Article', context: categories.get(article) ?? '' };
  const event = contentRouteParams('event', route)?.slug;
  if (event) return { kind: 'Event', context: eventDates.get(event) ?? '' };
  return { kind: 'Page', context: '' };
}

/**
 * Marks a page's <main> with its kind (as a filter and as meta) and the line under its title
 * (as meta), in the HTML handed to Pagefind only: the pages served stay as they are. Each meta
 * field has an element of its own; a comma inside a value cannot be read in a list of fields.
 */
export function markMain(html: string, kind: SearchKind, context: string): string {
  const page = parse(html);
  const main = findElement(
    page,
    (element) =>
      element.tagName === 'main' && element.attrs.some(({ name, value }) => name === 'id' && value === 'main'),
  );
  if (!main) throw new Error('search index: a page without <main id="main">');
  main.attrs.push(
    { name: 'data-pagefind-body', value: '' },
    { name: 'data-pagefind-filter', value: `kind:${kind}` },
    { name: 'data-pagefind-meta', value: `kind:${kind}` },
  );
  if (context) {
    const field = defaultTreeAdapter.createElement('span', html5.NS.HTML, [
      { name: 'data-pagefind-meta', value: `context:${context}` },
    ]);
    const first = main.childNodes[0];
    if (first) defaultTreeAdapter.insertBefore(main, field, first);
    else defaultTreeAdapter.appendChild(main, field);
  }
  return serialize(page);
}

/**
 * Indexes the pages of `heads` (those search engines may index) and the content records,
 * and writes the index into `<siteDir>/pagefind/`. Returns how many pages and records.
 * Addresses are indexed without the base path: Pagefind's script adds the folder it is
 * served from (/robotics/pagefind/ -> /robotics/) to every result.
 */
export async function writeSearchIndex(
  siteDir: string,
  heads: PageHead[],
  siteUrl: string,
  root = CONTENT_ROOT,
): Promise<{ pages: number; records: number }> {
  const outputPath = path.join(siteDir, SEARCH_FOLDER);
  rmSync(outputPath, { recursive: true, force: true });
  // Code blocks are left out: visitors search the words around them, and code read as
  // words would grow the index chunks every first search fetches (and make poor excerpts).
  const { index, errors } = await pagefind.createIndex({ forceLanguage: LANGUAGE, excludeSelectors: ['pre'] });
  if (!index) throw new Error(`search index: Pagefind did not start: ${errors.join('; ')}`);
  const problems: string[] = [];
  const contexts: PageContexts = {
    categories: new Map(listArticles(root).map((article) => [article.slug, article.category])),
    eventDates: new Map(loadEvents(root).events.map((event) => [event.slug, event.when])),
  };
  let pages = 0;
  const texts: string[] = [];
  for (const head of heads) {
    if (!isIndexable(head, siteUrl)) continue;
    const { kind, context } = pageKind(head.route, contexts);
    const file = path.join(siteDir, head.route, 'index.html');
    const html = readFileSync(file, 'utf8');
    texts.push(mainText(html));
    const response = await index.addHTMLFile({ url: head.route, content: markMain(html, kind, context) });
    problems.push(...response.errors);
    pages++;
  }
  const records = contentRecords(root);
  for (const record of records) {
    texts.push(record.title, record.content);
    const response = await index.addHTMLFile({ url: record.url, content: recordHtml(record) });
    problems.push(...response.errors);
  }
  problems.push(...(await index.writeFiles({ outputPath })).errors);
  await pagefind.close();
  // Pagefind's ready-made interfaces are not used: the site has its own (components/search/).
  for (const file of readdirSync(outputPath)) {
    if (UNUSED_FILE.test(file)) rmSync(path.join(outputPath, file));
  }
  if (problems.length > 0) throw new Error(`search index: ${problems.join('; ')}`);
  writeFileSync(path.join(outputPath, WORDS_FILE), JSON.stringify(searchWords(texts)));
  return { pages, records: records.length };
}
