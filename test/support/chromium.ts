import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium (or CHROMIUM_BIN); Playwright never downloads a browser here. */
export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_BIN, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  ) as string[];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) {
    console.error('Chromium not found: install it with `sudo apt-get install -y chromium`, or set CHROMIUM_BIN.');
    process.exit(1);
  }
  return found;
}

export function chromiumLaunchOptions(): LaunchOptions {
  return {
    executablePath: findChromium(),
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
