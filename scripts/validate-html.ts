/**
 * Validates every built page with html-validate (rules in .htmlvalidate.json).
 *   node scripts/validate-html.ts [dist-dir ...]     (default: dist)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FileSystemConfigLoader, HtmlValidate, formatterFactory } from 'html-validate';
import { listFiles } from './build/files.ts';

const root = path.resolve(import.meta.dirname, '..');
const dirs = process.argv.length > 2 ? process.argv.slice(2) : ['dist'];
const validator = new HtmlValidate(new FileSystemConfigLoader());
const format = formatterFactory('stylish');

let pages = 0;
let errors = 0;
for (const dir of dirs) {
  for (const file of listFiles(path.resolve(root, dir), '.html')) {
    const report = await validator.validateString(readFileSync(file, 'utf8'), path.relative(root, file));
    pages++;
    if (!report.valid) {
      errors += report.errorCount;
      console.error(format(report.results));
    }
  }
}
console.log(`HTML validation: ${pages} pages, ${errors} errors.`);
process.exit(errors === 0 && pages > 0 ? 0 : 1);
