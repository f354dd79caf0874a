import type { z } from 'zod';

/** A problem in the club's content files, reported with the file, the entry and the field. */
export class ContentError extends Error {
  declare readonly problems: string[];

  constructor(problems: string[]) {
    const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
    super(
      `Content error (${count}). Fix the data file and build again:\n` +
        problems.map((problem) => `  - ${problem}`).join('\n'),
    );
    this.name = 'ContentError';
    // Not enumerable, so tools that print the error show the message once rather than the list twice.
    Object.defineProperty(this, 'problems', { value: problems, enumerable: false });
  }
}

type PathPart = PropertyKey;

/**
 * "projects[4] (Line Follower Bot) > image", naming array entries by their title when they have
 * one, and counting them from 1 as the editor's list does (projects[4] is the fourth).
 */
export function describePath(path: readonly PathPart[], data: unknown): string {
  const parts: string[] = [];
  let node: unknown = data;
  for (const part of path) {
    if (typeof part === 'number') {
      const entry = Array.isArray(node) ? node[part] : undefined;
      const label = entryLabel(entry);
      const indexed = `${parts.pop() ?? ''}[${part + 1}]`;
      parts.push(label ? `${indexed} (${label})` : indexed);
    } else {
      parts.push(String(part));
    }
    node = node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[part] : undefined;
  }
  return parts.join(' > ');
}

function entryLabel(entry: unknown): string | undefined {
  if (entry === null || typeof entry !== 'object') return undefined;
  const record = entry as Record<string, unknown>;
  for (const key of ['title', 'name', 'slug', 'id', 'role', 'year']) {
    const value = record[key];
    if ((typeof value === 'string' && value !== '') || typeof value === 'number') return `"${value}"`;
  }
  return undefined;
}

function typeOf(value: unknown): string {
  if (value === null) return 'nothing (null)';
  if (Array.isArray(value)) return 'a list';
  if (value instanceof Date) return 'a date';
  if (typeof value === 'object') return 'a group of fields';
  return `${typeof value === 'string' ? 'text' : typeof value} ${JSON.stringify(value)}`;
}

const expectedNames: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list (lines starting with "- ")',
  object: 'a group of fields',
};

/** Turns one schema issue into a sentence that says what is wrong and how to fix it. */
export function describeIssue(issue: z.core.$ZodIssue, data: unknown, file: string): string {
  const where = issue.path.length > 0 ? `${file} > ${describePath(issue.path, data)}` : file;
  switch (issue.code) {
    case 'unrecognized_keys': {
      const keys = issue.keys.map((key) => `"${key}"`).join(', ');
      const plural = issue.keys.length > 1;
      return `${where}: unknown field${plural ? 's' : ''} ${keys}; remove ${plural ? 'them' : 'it'} or check the spelling against the schema in src/content/schemas/`;
    }
    case 'invalid_type': {
      const expected = expectedNames[issue.expected] ?? issue.expected;
      if (issue.input === undefined) {
        return `${where}: missing required field; add it (it must be ${expected})`;
      }
      if (issue.input === null) {
        return `${where}: not filled in yet; write it after the colon (it must be ${expected})`;
      }
      return `${where}: wrong type: expected ${expected}, found ${typeOf(issue.input)}`;
    }
    default:
      return `${where}: ${issue.message}`;
  }
}
