/**
 * Serves a finished build with the production nginx.conf on 127.0.0.1 until stopped.
 * Playwright's webServer runs it for each e2e build (playwright.config.ts).
 *
 *   node scripts/serve.ts --dist dist --port 4173 [--mail-origin http://127.0.0.1:4179]
 *
 * With --mail-origin, the CSP allows that mail API instead of the real one, and the build
 * must have been made to send there (the origin is fixed at build time).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startNginx } from './nginx.ts';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: { dist: { type: 'string', default: 'dist' }, port: { type: 'string' }, 'mail-origin': { type: 'string' } },
});
const distDir = path.resolve(root, values.dist);
const mailOrigin = values['mail-origin'];

if (!existsSync(path.join(distDir, '404.html'))) {
  console.error(`No build in ${values.dist}/: run \`npm run test:e2e\` (or \`npm run build\`), which builds it first.`);
  process.exit(1);
}
if (mailOrigin && !sendsTo(distDir, mailOrigin)) {
  console.error(
    `The build in ${values.dist}/ does not send mail to ${mailOrigin} (built for another E2E_PORT or E2E_MAIL_PORT?): ` +
      'run `npm run test:e2e` without E2E_SKIP_BUILD.',
  );
  process.exit(1);
}

const server = await startNginx({ distDir, port: Number(values.port ?? 8080), ...(mailOrigin && { mailOrigin }) });
console.log(`Serving ${values.dist}/ on ${server.url}`);
const stop = () => void server.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

/** Whether the build's scripts carry this mail origin. */
function sendsTo(dir: string, origin: string): boolean {
  const assetDirs = [path.join(dir, 'assets'), ...readdirSync(dir).map((entry) => path.join(dir, entry, 'assets'))];
  return assetDirs
    .filter((assets) => existsSync(assets))
    .some((assets) =>
      readdirSync(assets).some(
        (file) => file.endsWith('.js') && readFileSync(path.join(assets, file), 'utf8').includes(origin),
      ),
    );
}
