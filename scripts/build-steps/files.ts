import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Every file below `dir`, or those whose name matches `name` (an ending such as ".html", or a pattern). */
export function listFiles(dir: string, name?: string | RegExp): string[] {
  const matches = (file: string) => !name || (typeof name === 'string' ? file.endsWith(name) : name.test(file));
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && matches(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}
