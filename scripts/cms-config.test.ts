import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { teamSchema } from '../src/content/schemas/team.ts';
import { CONFIG_FILE, cmsConfig, fieldOf, fieldsOf, jsonSchemaOf, renderConfig, type Field } from './cms-config.ts';

type Node = { properties?: Record<string, Node>; items?: Node; oneOf?: Node[]; anyOf?: Node[] };

/** Every property path of a JSON Schema ("sections.members.image"), lists and variants looked into. */
function schemaPaths(node: Node, prefix = ''): string[] {
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

  it('maps every field of every schema to a form field', () => {
    const schema = jsonSchemaOf(teamSchema) as Node;
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
    expect(title).toEqual({ name: 'title', label: 'Title', widget: 'string', minlength: 1, maxlength: 80 });
    expect(note).toMatchObject({ widget: 'text', required: false, hint: 'Shown under the title.' });
    expect(code).toMatchObject({ pattern: ['^[a-z]+$', 'lower-case letters only'] });
    expect(kind).toMatchObject({ widget: 'select', options: ['a', 'b'], default: 'a', required: false });
    expect(tags).toMatchObject({ widget: 'list', min: 2, field: { widget: 'string' } });
    expect(fieldOf('day', { widget: 'date' }, true)).toMatchObject({ widget: 'datetime', time_format: false });
  });

  it('signs in to GitHub with a token and opens a pull request for every save', () => {
    expect(config.backend).toMatchObject({ name: 'github' });
    expect(config.backend).not.toHaveProperty('base_url');
    expect(config.publish_mode).toBe('editorial_workflow');
  });
});
