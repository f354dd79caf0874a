/**
 * The content editor's configuration (scripts/cms/config.json), generated from the content
 * schemas so the form holds the rules the build applies: `npm run cms:config` writes it,
 * `npm run cms:config -- --check` (and scripts/cms-config.test.ts) fails when it is stale.
 *
 * zod's JSON Schema gives each field's shape (required, lengths, patterns, choices, list
 * minimums); a schema's `.describe()` becomes the field's hint, `.meta({ title })` its label,
 * `.meta({ widget: 'image' | 'date' })` marks image file names and calendar dates, `accept` the
 * file types an image field takes, and `choices` a value picked from a list of the same file.
 * Rules a form cannot hold (uniqueness, one field against another) stay with the content
 * check, which runs on every pull request the editor opens.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { aboutSchema } from '../src/content/schemas/about.ts';
import { achievementsSchema } from '../src/content/schemas/achievements.ts';
import { ARTICLE_NAME, articleFrontmatterSchema } from '../src/content/schemas/article.ts';
import { eventsSchema } from '../src/content/schemas/events.ts';
import { GALLERY_YEAR_NAME, galleryKindsSchema, galleryYearSchema } from '../src/content/schemas/gallery.ts';
import { homeSchema } from '../src/content/schemas/home.ts';
import { pagesSchema } from '../src/content/schemas/pages.ts';
import { joinSchema } from '../src/content/schemas/join.ts';
import { resourceListSchema } from '../src/content/schemas/resources.ts';
import { siteSchema } from '../src/content/schemas/site.ts';
import { sponsorPageSchema } from '../src/content/schemas/sponsor.ts';
import { tabSchema } from '../src/content/schemas/tab.ts';
import { TEAM_YEAR_NAME, teamSchema } from '../src/content/schemas/team.ts';

export const CONFIG_FILE = path.resolve(import.meta.dirname, 'cms/config.json');
const CONTENT = 'src/content';
/**
 * The longest side, in pixels, and the WebP quality of a photo as the editor saves it: sharp on
 * a wide screen, and within the 250 KB every image of the site keeps to (content-report.ts)
 * rather than a phone's megabytes.
 */
export const IMAGE_LONGEST_SIDE = 1600;
const IMAGE_QUALITY = 72;
/** Said under every date: the box shows a date as the browser writes dates, not as it is saved. */
const DATE_PICKER_HINT =
  'The box shows the date the way your browser writes dates (07/08/2025 in US English); it is saved as 2025-07-08 either way.';
/** Texts longer than this get a multi-line box. */
const LONG_TEXT = 300;

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  description?: string;
  title?: string;
  widget?: 'image' | 'date';
  /** The file types an image field offers to upload, as in an HTML file input's `accept`. */
  accept?: string;
  /** Where the allowed values are listed in the same file, such as `tiers.*.name`. */
  choices?: string;
  'x-pattern-message'?: string;
};

export type Field = Record<string, unknown> & { name: string; widget: string };

/** "showPhone" -> "Show phone". */
export const labelOf = (name: string) =>
  name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^./, (first) => first.toUpperCase())
    .replace(/ [A-Z]/g, (word) => word.toLowerCase());

/** The JSON Schema of what an editor writes, with each regex's message from the schema itself. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      if (zodSchema._zod.def.type !== 'string' || typeof jsonSchema.pattern !== 'string') return;
      // The message a wrong value gets: what zod says about a value no pattern of ours accepts.
      const result = z.safeParse(zodSchema, '\u0000');
      const issue = result.error?.issues.find((candidate) => candidate.code === 'invalid_format');
      if (issue) jsonSchema['x-pattern-message'] = issue.message;
    },
  }) as JsonSchema;
}

/** The collection of the club's data files, which a `choices` field looks into. */
const DATA_COLLECTION = 'club';

/** One form field from a property of the JSON Schema; `file` is the data file it belongs to. */
export function fieldOf(name: string, node: JsonSchema, required: boolean, file?: string): Field {
  const common: { name: string } & Record<string, unknown> = {
    name,
    label: node.title ?? labelOf(name),
    ...(required && node.default === undefined ? {} : { required: false }),
    ...(node.description ? { hint: node.description } : {}),
    ...(node.default !== undefined ? { default: node.default } : {}),
  };
  const variants = node.oneOf ?? node.anyOf;
  if (variants && variants.every((variant) => variant.properties?.type?.const !== undefined)) {
    return {
      ...common,
      widget: 'object',
      typeKey: 'type',
      types: variants.map((variant) => ({
        name: String(variant.properties!.type!.const),
        label: labelOf(String(variant.properties!.type!.const)),
        widget: 'object',
        fields: fieldsOf({ ...variant, properties: omit(variant.properties!, 'type') }, file),
      })),
    };
  }
  // A value that may take one of several string shapes (a web address or a PDF path).
  if (variants) return { ...common, widget: 'string' };
  if (node.widget === 'image')
    return { ...common, widget: 'image', choose_url: false, ...(node.accept ? { accept: node.accept } : {}) };
  if (node.choices) {
    if (!file) throw new Error(`${name}: a field with choices belongs to a data file`);
    return { ...common, widget: 'relation', collection: DATA_COLLECTION, file, value_field: node.choices };
  }
  if (node.widget === 'date') {
    // The calendar is the browser's own, which has no setting for how it writes a date.
    const hint = [node.description, DATE_PICKER_HINT].filter(Boolean).join(' ');
    return { ...common, hint, widget: 'datetime', type: 'date', format: 'YYYY-MM-DD' };
  }
  switch (node.type) {
    case 'boolean':
      return { ...common, widget: 'boolean' };
    case 'integer':
    case 'number':
      return {
        ...common,
        widget: 'number',
        value_type: node.type === 'integer' ? 'int' : 'float',
        ...(node.minimum !== undefined ? { min: node.minimum } : {}),
        ...(node.maximum !== undefined ? { max: node.maximum } : {}),
      };
    case 'object':
      return { ...common, widget: 'object', fields: fieldsOf(node, file) };
    case 'array': {
      const limits = {
        ...(node.minItems !== undefined ? { min: node.minItems } : {}),
        ...(node.maxItems !== undefined ? { max: node.maxItems } : {}),
      };
      const items = node.items ?? {};
      if (items.type === 'object' || items.oneOf || items.anyOf) {
        const item = fieldOf('item', items, true, file);
        return item.types
          ? { ...common, widget: 'list', ...limits, typeKey: 'type', types: item.types }
          : { ...common, widget: 'list', ...limits, fields: item.fields };
      }
      return { ...common, widget: 'list', ...limits, field: fieldOf(name, items, true, file) };
    }
    default:
      if (node.enum) return { ...common, widget: 'select', options: node.enum };
      return {
        ...common,
        widget: (node.maxLength ?? 0) > LONG_TEXT ? 'text' : 'string',
        // "Not empty" is what required says already; written out, it adds a third number to the
        // counter under every box ("0 / 1–80").
        ...(node.minLength !== undefined && node.minLength > 1 ? { minlength: node.minLength } : {}),
        ...(node.maxLength !== undefined ? { maxlength: node.maxLength } : {}),
        ...(node.pattern ? { pattern: [node.pattern, node['x-pattern-message'] ?? `must match ${node.pattern}`] } : {}),
      };
  }
}

const omit = <T>(record: Record<string, T>, key: string) =>
  Object.fromEntries(Object.entries(record).filter(([name]) => name !== key));

/** The fields of an object schema, in the schema's order. */
export function fieldsOf(node: JsonSchema, file?: string): Field[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([name, property]) =>
    fieldOf(name, property, required.has(name), file),
  );
}

/** One YAML file of the club's data, edited as a form; its images live in the folder named after it. */
function dataFile(name: string, label: string, file: string, schema: z.ZodType) {
  const folder = file.replace(/\.yaml$/, '');
  return {
    name,
    label,
    file: `${CONTENT}/${file}`,
    media_folder: `/${CONTENT}/${folder}`,
    public_folder: '',
    fields: fieldsOf(jsonSchemaOf(schema), name),
  };
}

/**
 * A folder of year files, one entry per year. The file name is the year, typed when the entry is
 * created and held to the pattern the build reads (`year` says how: "2027-28", "2027").
 */
function yearFolder(
  name: string,
  label: string,
  folder: string,
  schema: z.ZodType,
  description: string,
  mediaFolder: string,
  year: { pattern: RegExp; example: string },
) {
  return {
    name,
    label,
    description,
    folder: `${CONTENT}/${folder}`,
    extension: 'yaml',
    format: 'yaml',
    create: true,
    delete: false,
    slug: {
      editable: ['create'],
      hint: `The year, written like ${year.example}. It cannot be changed once saved.`,
      pattern: [year.pattern.source, `write the year like ${year.example}`],
    },
    summary: '{{slug}}',
    sortable_fields: { fields: ['slug'], default: { field: 'slug', direction: 'descending' } },
    media_folder: mediaFolder,
    public_folder: '',
    fields: fieldsOf(jsonSchemaOf(schema)),
  };
}

const root = path.resolve(import.meta.dirname, '..');

/**
 * The club's repository on GitHub, as owner/name, read from package.json's `repository`
 * ("github:owner/name"): the one place it is written (HANDOVER.md, "Editing in the browser").
 */
export function githubRepository(packageJson = readFileSync(path.join(root, 'package.json'), 'utf8')): string {
  const repository: unknown = JSON.parse(packageJson).repository;
  const match = typeof repository === 'string' ? /^github:([\w.-]+\/[\w.-]+)$/.exec(repository) : null;
  if (!match)
    throw new Error('package.json: set "repository" to the club\'s GitHub repository, as "github:owner/name"');
  return match[1]!;
}

/**
 * The address of an OAuth helper for "Sign In with GitHub" (such as Sveltia CMS Authenticator
 * on Cloudflare Workers; HANDOVER.md says how to set one up). Without one, the sign-in screen
 * offers only the access token, the way committee members sign in.
 */
export const OAUTH_BASE_URL: string | undefined = undefined;

/** The whole configuration, as written to scripts/cms/config.json. */
export function cmsConfig() {
  return {
    // The CMS reads this address to check the file; it is never fetched.
    $schema: 'https://unpkg.com/@sveltia/cms/schema/sveltia-cms.json',
    // The sign-in screen and the browser's tab name the club: the build puts its name from
    // site.yaml before this (scripts/build-steps/cms.ts), as it writes the logo's address
    // under the base path, so a new name needs no new configuration.
    app_title: 'content editor',
    logo: { src: '/favicon.svg' },
    backend: {
      name: 'github',
      repo: githubRepository(),
      branch: 'main',
      // Editors sign in with a fine-grained personal access token (HANDOVER.md); GitHub's own
      // sign-in is offered only when an OAuth helper is set up.
      ...(OAUTH_BASE_URL ? { base_url: OAUTH_BASE_URL } : { auth_methods: ['token'] }),
    },
    publish_mode: 'editorial_workflow',
    media_folder: `${CONTENT}/uploads`,
    public_folder: '',
    // Pictures are the club's own: the picker offers no stock photo services (whose images the
    // editor's Content-Security-Policy would not load anyway). Uploads are renamed to lower case
    // with hyphens for spaces, and photos (JPEG, PNG, HEIC…) are made WebP no larger than
    // IMAGE_LONGEST_SIDE: `Open Lab Day poster.JPG` is saved as `open-lab-day-poster.webp`,
    // `IMG_20260912_101530.jpg` as `img_20260912_101530.webp`, both names the build accepts.
    media_libraries: {
      default: {
        config: {
          slugify_filename: true,
          transformations: {
            raster_image: {
              format: 'webp',
              quality: IMAGE_QUALITY,
              width: IMAGE_LONGEST_SIDE,
              height: IMAGE_LONGEST_SIDE,
            },
          },
        },
      },
      stock_assets: false,
    },
    // Names made from what an editor types or uploads keep to ASCII: "Café.jpg" gives "cafe.jpg"
    // (a Devanagari file name is written in Latin letters first, by scripts/cms/editor.ts).
    slug: { encoding: 'ascii', clean_accents: true },
    // The data files keep their order and quotes as far as the YAML writer can.
    output: { omit_empty_optional_fields: true, yaml: { quote: 'none' } },
    collections: [
      {
        name: 'club',
        label: 'Club pages',
        description:
          "One page each: the club's name and contacts, the home page, About, TAB, achievements, events, the two lists of links, Join, Sponsor and what the galleries are called.",
        // A table, a line per file of the Club pages: alike by design, not a copy.
        files: [
          dataFile('site', 'The club (name, contacts, current team year)', 'site.yaml', siteSchema),
          dataFile('home', 'Home page', 'home.yaml', homeSchema),
          dataFile('about', 'About notes', 'about.yaml', aboutSchema),
          dataFile('tab', 'TAB domains', 'tab.yaml', tabSchema),
          dataFile('achievements', 'Achievements', 'achievements.yaml', achievementsSchema),
          dataFile('events', 'Events', 'events.yaml', eventsSchema),
          dataFile('blogs', 'Blogs list', 'blogs.yaml', resourceListSchema),
          dataFile('robotics', 'Robotics list', 'robotics.yaml', resourceListSchema),
          dataFile('join', 'Join', 'join.yaml', joinSchema),
          dataFile('sponsor', 'Sponsor', 'sponsor.yaml', sponsorPageSchema),
          dataFile('galleries', 'Gallery names', 'galleries.yaml', galleryKindsSchema),
          dataFile('pages', 'Page descriptions (shown by search engines)', 'pages.yaml', pagesSchema),
        ],
      },
      yearFolder(
        'team',
        'Team (one entry per academic year)',
        'team',
        teamSchema,
        "One entry per academic year, named like 2027-28. New starts next year with this year's sections and roles, kept off the site until a name is written: switch on Draft until every role has its member. Photos are shared by every year.",
        '',
        { pattern: TEAM_YEAR_NAME, example: '2027-28' },
      ),
      yearFolder(
        'induction',
        'Induction projects (one entry per year)',
        'galleries/induction',
        galleryYearSchema,
        "One entry per year, named like 2027. Each year's pictures are kept with it.",
        '{{filename}}',
        { pattern: GALLERY_YEAR_NAME, example: '2027' },
      ),
      yearFolder(
        'post',
        'Post Induction projects (one entry per year)',
        'galleries/post',
        galleryYearSchema,
        "One entry per year, named like 2027. Each year's pictures are kept with it.",
        '{{filename}}',
        { pattern: GALLERY_YEAR_NAME, example: '2027' },
      ),
      {
        name: 'articles',
        label: 'Articles',
        description:
          'One entry per article; its name is its address: iot4 gives /blogs/iot4. Notes, videos and the other article parts are kept exactly as written.',
        folder: `${CONTENT}/articles`,
        extension: 'mdx',
        format: 'frontmatter',
        create: true,
        delete: false,
        slug: {
          editable: ['create'],
          pattern: [ARTICLE_NAME.source, 'use letters and digits only, such as iot4'],
          hint: 'The address of the article, letters and digits: iot4 gives /blogs/iot4 (the editor writes it in lower case). It cannot be changed once saved.',
        },
        media_folder: '{{slug}}',
        public_folder: './{{slug}}',
        fields: [
          ...fieldsOf(jsonSchemaOf(articleFrontmatterSchema)),
          {
            name: 'body',
            label: 'Article',
            widget: 'markdown',
            // Opened as text, so an article comes back as it was written: the rich-text view
            // rewrites what it does not know, such as <Callout> and the import lines of a clip.
            // Its Image button uploads a picture into the article's own folder (media_folder
            // above), and its YouTube button (scripts/cms/editor.ts) writes a <YouTube> video.
            modes: ['raw', 'rich_text'],
            editor_components: ['image', 'youtube'],
            linked_images: false,
            hint: 'The text of the article, in Markdown. To add a picture or a YouTube video, switch off Edit in Markdown, then use Image, or Insert and YouTube video. Notes and clips are kept exactly as written: copy one from another article.',
          },
        ],
      },
    ],
  };
}

export const renderConfig = () => `${JSON.stringify(cmsConfig(), null, 2)}\n`;

if (import.meta.main) {
  const rendered = renderConfig();
  if (process.argv.includes('--check')) {
    if (readFileSync(CONFIG_FILE, 'utf8') !== rendered) {
      console.error(`${path.relative(process.cwd(), CONFIG_FILE)} is stale: run npm run cms:config and commit it.`);
      process.exit(1);
    }
  } else {
    writeFileSync(CONFIG_FILE, rendered);
    console.log(`Wrote ${path.relative(process.cwd(), CONFIG_FILE)}.`);
  }
}
