import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium; Playwright never downloads a browser here. Two of its packages:
 * - `browser` (`chromium`): the desktop browser, for Lighthouse, the benchmarks and the
 *   handout PDFs;
 * - `headless-shell` (`chromium-headless-shell`): the same Chromium build (Blink, V8, the
 *   network stack) without the desktop browser's layer of tabs, profiles and extensions; what
 *   Playwright runs headless tests in by default. The e2e suite uses it: a test costs about a
 *   third less processor time (decision 11).
 * CHROMIUM_BIN, when set, is used for either.
 */
const PACKAGES = {
  browser: { name: 'chromium', paths: ['/usr/bin/chromium', '/usr/bin/chromium-browser'] },
  'headless-shell': { name: 'chromium-headless-shell', paths: ['/usr/bin/chromium-headless-shell'] },
};
export type ChromiumKind = keyof typeof PACKAGES;

export function findChromium(kind: ChromiumKind = 'browser'): string {
  const { name, paths } = PACKAGES[kind];
  const candidates = [process.env.CHROMIUM_BIN, ...paths].filter(Boolean) as string[];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) {
    console.error(`Chromium not found: install it with \`sudo apt-get install -y ${name}\`, or set CHROMIUM_BIN.`);
    process.exit(1);
  }
  return found;
}

export function chromiumLaunchOptions(kind: ChromiumKind = 'browser'): LaunchOptions {
  return {
    executablePath: findChromium(kind),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}
