import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { adaptConfig, PRODUCTION_MAIL_ORIGIN } from './nginx.ts';

const config = readFileSync(path.resolve(import.meta.dirname, '../nginx.conf'), 'utf8');
const connectSrc = (text: string) => /connect-src ([^;]+);/.exec(text)?.[1];

it('lets the production site reach the EmailJS API, and no other origin, from scripts', () => {
  expect(PRODUCTION_MAIL_ORIGIN).toBe('https://api.emailjs.com');
  expect(connectSrc(config)).toBe("'self' https://api.emailjs.com");
});

it('points connect-src at another mail origin when the tests run a fake provider', () => {
  const adapted = adaptConfig(config, '/tmp/rc-nginx', {
    distDir: '/tmp/dist',
    port: 4173,
    mailOrigin: 'http://127.0.0.1:4179',
  });
  expect(connectSrc(adapted)).toBe("'self' http://127.0.0.1:4179");
  expect(adapted).not.toContain('https://api.emailjs.com');
});

it('reads the route list from the build it serves', () => {
  expect(config).toContain('include /usr/share/nginx/html/route-case.map;');
  const adapted = adaptConfig(config, '/tmp/rc-nginx', { distDir: '/tmp/dist', port: 4173 });
  expect(adapted).toContain('include /tmp/dist/route-case.map;');
  expect(adapted).not.toContain('/usr/share/nginx/html');
});
