import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startNginx, type RunningNginx } from '../../scripts/nginx.ts';
import { E2E_BASES, E2E_MAIL } from './bases.ts';
import { startFakeEmailJs } from './fake-emailjs.ts';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * For the whole run: the fake EmailJS API, and each build served with the production
 * nginx.conf, whose CSP then allows the fake's origin instead of the real one.
 */
export default async function globalSetup() {
  const mail = await startFakeEmailJs({ port: Number(new URL(E2E_MAIL.origin).port), ids: E2E_MAIL.ids });
  const servers: RunningNginx[] = [];
  try {
    for (const base of E2E_BASES) {
      const distDir = path.join(root, base.distDir);
      if (!existsSync(path.join(distDir, '404.html'))) {
        throw new Error(
          `No build in ${base.distDir}/: run the suite with \`npm run test:e2e\`, which builds every base first.`,
        );
      }
      if (base.mail && !sendsTo(distDir, mail.url)) {
        throw new Error(
          `The build in ${base.distDir}/ does not send mail to ${mail.url} (built for another E2E_PORT or E2E_MAIL_PORT?): ` +
            'run `npm run test:e2e` without E2E_SKIP_BUILD.',
        );
      }
      servers.push(await startNginx({ distDir, port: base.port, ...(base.mail && { mailOrigin: mail.url }) }));
    }
  } catch (error) {
    await Promise.all([...servers.map((server) => server.stop()), mail.stop()]);
    throw error;
  }
  return async () => {
    await Promise.all([...servers.map((server) => server.stop()), mail.stop()]);
  };
}

/** Whether the build's scripts carry this mail origin (fixed at build time). */
function sendsTo(distDir: string, origin: string): boolean {
  const assets = [
    path.join(distDir, 'assets'),
    ...readdirSync(distDir).map((entry) => path.join(distDir, entry, 'assets')),
  ];
  return assets
    .filter((dir) => existsSync(dir))
    .some((dir) =>
      readdirSync(dir).some(
        (file) => file.endsWith('.js') && readFileSync(path.join(dir, file), 'utf8').includes(origin),
      ),
    );
}
