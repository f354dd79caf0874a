import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { aboutSchema } from '../src/content/schemas/about.ts';
import { achievementsSchema } from '../src/content/schemas/achievements.ts';
import { articleFrontmatterSchema } from '../src/content/schemas/article.ts';
import { eventsSchema } from '../src/content/schemas/events.ts';
import { galleryKindsSchema, galleryYearSchema } from '../src/content/schemas/gallery.ts';
import { homeSchema } from '../src/content/schemas/home.ts';
import { joinSchema } from '../src/content/schemas/join.ts';
import { resourceListSchema } from '../src/content/schemas/resources.ts';
import { pagesSchema } from '../src/content/schemas/pages.ts';
import { siteSchema } from '../src/content/schemas/site.ts';
import { sponsorPageSchema } from '../src/content/schemas/sponsor.ts';
import { tabSchema } from '../src/content/schemas/tab.ts';
import { teamSchema } from '../src/content/schemas/team.ts';
import {
  CONFIG_FILE,
  cmsConfig,
  fieldOf,
  fieldsOf,
  githubRepository,
  jsonSchemaOf,
  renderConfig,
  type Field,
  type JsonSchema,
} from './cms-config.ts';

/**
 * The JSON Schema of a content schema as zod itself writes it (with the marks of our schemas,
 * such as `widget` and `choices`), so the form is checked against zod and not against the code
 * under test.
 */
const zodJsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** Every property path of a JSON Schema ("sections.members.image"), lists and variants looked into. */
function schemaPaths(node: JsonSchema, prefix = ''): string[] {
  const variants = node.oneOf ?? node.anyOf;
  if (variants && variants.some((variant) => variant.properties))
    return variants.flatMap((v) => schemaPaths(v, prefix));
  if (node.items) return schemaPaths(node.items, prefix);
  return Object.entries(node.properties ?? {}).flatMap(([name, child]) => {
    const at = prefix ? `${prefix}.${name}` : name;
    const below = schemaPaths(child, at);
    return below.length > 0 ? below : [at];
  });
}

/** Every leaf field path of the generated form, with a variant's type key counted as its field. */
function formPaths(fields: Field[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    const at = prefix ? `${prefix}.${field.name}` : field.name;
    const types = field.types as Field[] | undefined;
    if (types) return [`${at}.type`, ...types.flatMap((type) => formPaths(type.fields as Field[], at))];
    if (field.fields) return formPaths(field.fields as Field[], at);
    return [at];
  });
}

const config = cmsConfig();
const collection = (name: string) =>
  config.collections.find((candidate) => candidate.name === name)! as { fields: Field[] };
const dataFiles = (config.collections[0] as { files: { name: string; fields: Field[] }[] }).files;

describe('the content editor configuration generated from the schemas', () => {
  it('is the committed scripts/cms/config.json (run npm run cms:config after changing a schema)', () => {
    expect(readFileSync(CONFIG_FILE, 'utf8')).toBe(renderConfig());
  });

  it('has the editor rename uploads, so a phone photo such as IMG_20260912_101530.jpg is saved lower case', () => {
    const libraries = cmsConfig().media_libraries as { default?: { config?: { slugify_filename?: boolean } } };
    expect(libraries.default?.config?.slugify_filename).toBe(true);
  });

  it('writes no hint the editor would read as an HTML tag and drop, such as /events/<slug>', () => {
    const hints = [...JSON.stringify(cmsConfig()).matchAll(/"hint":"((?:[^"\\]|\\.)*)"/g)].map((match) => match[1]!);
    expect(hints.length).toBeGreaterThan(20);
    expect(hints.filter((hint) => /<[a-z/]/i.test(hint))).toEqual([]);
  });

  it('writes hints in plain words: no commands, code file names, option names or true/false', () => {
    const hints = [...JSON.stringify(cmsConfig()).matchAll(/"hint":"((?:[^"\\]|\\.)*)"/g)].map((match) => match[1]!);
    const technical = /\bnpm\b|\.(ya?ml|tsx?|json|md)\b|\b(true|false)\b|`|\b[a-z]+[A-Z]\w*\b/;
    expect(hints.filter((hint) => technical.test(hint))).toEqual([]);
  });

  it("gives every field a hint (an item of a list of texts has its list's)", () => {
    const unexplained = (fields: Field[], at: string): string[] =>
      fields.flatMap((field) => [
        ...(field.hint ? [] : [`${at}.${field.name}`]),
        ...unexplained((field.fields as Field[]) ?? [], `${at}.${field.name}`),
        ...((field.types as Field[]) ?? []).flatMap((type) =>
          unexplained(type.fields as Field[], `${at}.${field.name}<${type.name}>`),
        ),
      ]);
    expect(forms().flatMap(([name, fields]) => unexplained(fields, name))).toEqual([]);
  });

  it('maps every field of every schema to a form field', () => {
    const schema = zodJsonSchema(teamSchema);
    expect(new Set(formPaths(collection('team').fields))).toEqual(new Set(schemaPaths(schema)));
    for (const file of dataFiles) expect(formPaths(file.fields).length, file.name).toBeGreaterThan(0);
    expect(formPaths(dataFiles.find((file) => file.name === 'blogs')!.fields)).toEqual(
      expect.arrayContaining(['domains.entries.type', 'domains.entries.slug', 'domains.entries.url']),
    );
  });

  it('turns image file names into uploads, kept in the folder the build reads', () => {
    const byName = (fields: Field[], name: string) => fields.find((field) => field.name === name)!;
    const sections = byName(collection('team').fields, 'sections').fields as Field[];
    const image = byName(byName(sections, 'members').fields as Field[], 'image');
    expect(image).toMatchObject({ widget: 'image', required: false });
    expect(collection('induction')).toMatchObject({
      folder: 'src/content/galleries/induction',
      media_folder: '{{filename}}',
      public_folder: '',
    });
    expect(collection('team')).toMatchObject({ media_folder: '', public_folder: '' });
    const events = dataFiles.find((file) => file.name === 'events')!;
    expect(events).toMatchObject({ media_folder: '/src/content/events', public_folder: '' });
  });

  it('holds the rules a form can: required, lengths, patterns with their messages, choices, dates, list minimums', () => {
    const schema = z.strictObject({
      title: z.string().min(1).max(80),
      note: z.string().max(900).optional().describe('Shown under the title.'),
      code: z.string().regex(/^[a-z]+$/, 'lower-case letters only'),
      kind: z.enum(['a', 'b']).default('a'),
      tags: z.array(z.string()).min(2),
    });
    const [title, note, code, kind, tags] = fieldsOf(jsonSchemaOf(schema));
    expect(title).toEqual({ name: 'title', label: 'Title', widget: 'string', maxlength: 80 });
    expect(note).toMatchObject({ widget: 'text', required: false, hint: 'Shown under the title.' });
    expect(code).toMatchObject({ pattern: ['^[a-z]+$', 'lower-case letters only'] });
    expect(kind).toMatchObject({ widget: 'select', options: ['a', 'b'], default: 'a', required: false });
    expect(tags).toMatchObject({ widget: 'list', min: 2, field: { widget: 'string' } });
    expect(fieldOf('day', { widget: 'date', description: 'The first day.' }, true)).toMatchObject({
      widget: 'datetime',
      type: 'date',
      hint: expect.stringMatching(
        /^The first day\. The box shows the date the way your browser writes dates .+ 2025-07-08/,
      ),
    });
  });

  it('signs in to GitHub with a token and opens a pull request for every save', () => {
    expect(config.backend).toMatchObject({ name: 'github' });
    expect(config.backend).not.toHaveProperty('base_url');
    // Without an OAuth helper, GitHub's own sign-in would open a service this site does not use.
    expect(config.backend).toMatchObject({ auth_methods: ['token'] });
    expect(config.publish_mode).toBe('editorial_workflow');
  });
});

/**
 * The schema rules a form field does not hold, as "path: rule" lines: required, patterns,
 * allowed values, lengths, ranges, list sizes, file types and file names, looked for in the
 * widget's own options.
 */
function unheldRules(node: JsonSchema, field: Field, at: string, required: boolean): string[] {
  const gaps: string[] = [];
  const hold = (rule: string, held: boolean) => {
    if (!held) gaps.push(`${at}: ${rule}`);
  };
  const mustFill = required && node.default === undefined;
  hold(mustFill ? 'required' : 'optional', mustFill ? field.required !== false : field.required === false);
  const variants = node.oneOf ?? node.anyOf;
  if (variants) {
    const types = field.types as Field[] | undefined;
    if (!types) return [...gaps, `${at}: one of several shapes`];
    for (const variant of variants) {
      const name = variant.properties!.type!.const;
      const type = types.find((candidate) => candidate.name === name);
      hold(`variant ${String(name)}`, type !== undefined);
      if (type) {
        const properties = Object.fromEntries(Object.entries(variant.properties!).filter(([key]) => key !== 'type'));
        gaps.push(...unheldFields({ ...variant, properties }, type.fields as Field[], at));
      }
    }
    return gaps;
  }
  if (node.choices) hold(`one of ${node.choices}`, field.widget === 'relation' && field.value_field === node.choices);
  if (node.enum) hold('allowed values', JSON.stringify(field.options) === JSON.stringify(node.enum));
  if (node.widget === 'image') {
    const accepted = String(field.accept ?? '').split(',');
    // What the editor saves each offered type as: an SVG as it is, any photo as WebP.
    const savedAs = (type: string) => (type.includes('svg') ? 'logo.svg' : 'photo.webp');
    hold('file types', accepted.length > 0 && accepted.every((type) => new RegExp(node.pattern!).test(savedAs(type))));
    hold(
      `file name ${node.pattern}`,
      (cmsConfig().media_libraries.default.config.slugify_filename as boolean) === true,
    );
  } else if (node.widget === 'date') {
    hold(`date ${node.pattern}`, field.widget === 'datetime' && field.format === 'YYYY-MM-DD' && field.type === 'date');
  } else if (node.pattern !== undefined) {
    hold(`pattern ${node.pattern}`, (field.pattern as string[] | undefined)?.[0] === node.pattern);
  }
  // A length of at least 1 is what "required" holds; an empty optional box is left out of the file.
  if (node.minLength !== undefined && node.minLength > 1)
    hold(`minLength ${node.minLength}`, field.minlength === node.minLength);
  if (node.maxLength !== undefined) hold(`maxLength ${node.maxLength}`, field.maxlength === node.maxLength);
  if (node.minimum !== undefined) hold(`minimum ${node.minimum}`, field.min === node.minimum);
  if (node.maximum !== undefined) hold(`maximum ${node.maximum}`, field.max === node.maximum);
  if (node.minItems !== undefined) hold(`minItems ${node.minItems}`, field.min === node.minItems);
  if (node.maxItems !== undefined) hold(`maxItems ${node.maxItems}`, field.max === node.maxItems);
  if (node.type === 'object') gaps.push(...unheldFields(node, (field.fields as Field[]) ?? [], at));
  if (node.type === 'array' && node.items) {
    const items = node.items;
    if (field.field) gaps.push(...unheldRules(items, field.field as Field, `${at}[]`, true));
    else if (field.types) gaps.push(...unheldRules(items, { ...field, required: true }, `${at}[]`, true));
    else gaps.push(...unheldFields(items, (field.fields as Field[]) ?? [], `${at}[]`));
  }
  return gaps;
}

/** The rules not held by the fields of an object, each property looked for among `fields`. */
function unheldFields(node: JsonSchema, fields: Field[], at: string): string[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).flatMap(([name, property]) => {
    const field = fields.find((candidate) => candidate.name === name);
    const path = at ? `${at}.${name}` : name;
    return field ? unheldRules(property, field, path, required.has(name)) : [`${path}: no field`];
  });
}

/** Each form of the editor beside the schema of the file it writes. */
const FORMS: Record<string, z.ZodType> = {
  site: siteSchema,
  home: homeSchema,
  about: aboutSchema,
  tab: tabSchema,
  achievements: achievementsSchema,
  events: eventsSchema,
  blogs: resourceListSchema,
  robotics: resourceListSchema,
  join: joinSchema,
  sponsor: sponsorPageSchema,
  galleries: galleryKindsSchema,
  pages: pagesSchema,
  team: teamSchema,
  induction: galleryYearSchema,
  post: galleryYearSchema,
  articles: articleFrontmatterSchema,
};

/**
 * Rules a form cannot hold, each with its reason; the content check holds them when the
 * editor's pull request is checked.
 */
const EXCEPTIONS: { at: RegExp; rule: RegExp; reason: string }[] = [
  {
    at: /^(blogs|robotics)\.domains\[\]\.entries\[\]\.(url|file)$/,
    rule: /^one of several shapes$/,
    reason: 'a link is a web address or a PDF of the site: one text box, checked by the content check',
  },
  {
    at: /^sponsor\.sponsors\[\]\.tier$/,
    rule: /^maxLength/,
    reason: 'chosen from the tiers of the page, whose names are held to the same length',
  },
];

const forms = (): [string, Field[]][] =>
  config.collections.flatMap((entry) => {
    const files = (entry as { files?: { name: string; fields: Field[] }[] }).files;
    return files
      ? files.map((file): [string, Field[]] => [file.name, file.fields])
      : [[entry.name, (entry as { fields: Field[] }).fields]];
  });

describe('whatever the editor accepts, the build accepts', () => {
  it('every schema rule of every field is held by its widget, or listed with its reason', () => {
    expect(
      forms()
        .map(([name]) => name)
        .sort(),
    ).toEqual(Object.keys(FORMS).sort());
    const gaps = forms().flatMap(([name, fields]) => unheldFields(zodJsonSchema(FORMS[name]!), fields, name));
    const unexplained = gaps.filter(
      (gap) => !EXCEPTIONS.some(({ at, rule }) => at.test(gap.split(': ')[0]!) && rule.test(gap.split(': ')[1]!)),
    );
    expect(unexplained).toEqual([]);
    for (const exception of EXCEPTIONS)
      expect(
        gaps.some((gap) => exception.at.test(gap.split(': ')[0]!)),
        exception.reason,
      ).toBe(true);
  });

  it('a sponsor tier is chosen from the tiers of the same page', () => {
    const sponsor = forms().find(([name]) => name === 'sponsor')![1];
    const sponsors = sponsor.find((field) => field.name === 'sponsors')!.fields as Field[];
    expect(sponsors.find((field) => field.name === 'tier')).toMatchObject({
      widget: 'relation',
      collection: 'club',
      file: 'sponsor',
      value_field: 'tiers.*.name',
    });
  });

  it('a team or gallery year can be named only by its year', () => {
    const slugOf = (name: string) => (collection(name) as unknown as { slug: { pattern: [string, string] } }).slug;
    const named = (name: string, year: string) => new RegExp(slugOf(name).pattern[0]).test(year);
    expect([named('team', '2027-28'), named('team', '2026 27'), named('team', 'team-2027-28')]).toEqual([
      true,
      false,
      false,
    ]);
    expect([named('induction', '2027'), named('post', 'induction-2027')]).toEqual([true, false]);
  });
});

describe('the repository the editor writes to', () => {
  it("is package.json's repository, written once", () => {
    expect(githubRepository('{"repository": "github:riverbend-robotics/website"}')).toBe('riverbend-robotics/website');
    expect(() => githubRepository('{"repository": "robotics-club/website"}')).toThrow(/github:owner\/name/);
    expect(config.backend.repo).toBe(githubRepository());
  });
});

describe("the content editor configuration against the editor's own schema", () => {
  const schema = JSON.parse(readFileSync('node_modules/@sveltia/cms/schema/sveltia-cms.json', 'utf8'));
  // The schema's hints for code editors (VS Code's keywords) are annotations, not rules.
  const ajv = new Ajv({ allErrors: true }).addVocabulary(['markdownDescription', 'deprecationMessage']);
  const validate = addFormats(ajv).compile(schema);
  const problems = () =>
    (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message} ${JSON.stringify(error.params)}`);

  it('is valid: every option is one the editor knows', () => {
    expect(validate(JSON.parse(renderConfig())), problems().join('\n')).toBe(true);
  });

  it('would catch an option the editor does not know, such as a description on a file', () => {
    const planted = JSON.parse(renderConfig());
    planted.collections[0].files[0].description = 'Shown on every page.';
    expect(validate(planted)).toBe(false);
  });
});
