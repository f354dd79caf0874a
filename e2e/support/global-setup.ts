import { existsSync } from 'node:fs';
import path from 'node:path';
import { startNginx, type RunningNginx } from '../../scripts/nginx.ts';
import { E2E_BASES } from './bases.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** Serves each build with the production nginx.conf for the whole run. */
export default async function globalSetup() {
  const servers: RunningNginx[] = [];
  for (const base of E2E_BASES) {
    const distDir = path.join(root, base.distDir);
    if (!existsSync(path.join(distDir, '404.html'))) {
      throw new Error(`No build in ${base.distDir}/: run the suite with \`npm run test:e2e\`, which builds both bases first.`);
    }
    servers.push(await startNginx({ distDir, port: base.port }));
  }
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
