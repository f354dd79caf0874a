/**
 * `npm start`: builds the site and serves it with the production nginx rules on
 * 127.0.0.1 (known routes from their prerendered HTML, unknown paths 404).
 *   PORT=8080 BASE_PATH=/robotics/ npm start
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { normalizeBasePath } from '../src/lib/base-path.ts';
import { findNginx, startNginx } from './nginx.ts';

const root = path.resolve(import.meta.dirname, '..');
findNginx();
const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.ts')], { stdio: 'inherit', cwd: root });
if (build.status !== 0) process.exit(build.status ?? 1);

const port = Number(process.env.PORT ?? 8080);
const server = await startNginx({ distDir: path.join(root, 'dist'), port });
console.log(`\nThe site is running at ${server.url}${normalizeBasePath(process.env.BASE_PATH)}  (Ctrl+C stops it)`);
const stop = () => void server.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
