import { spawnSync } from 'node:child_process';
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

it('writes only directly under /tmp, which starts empty in the container (nginx creates one folder level)', () => {
  const paths = [...config.matchAll(/\/tmp\/[^\s;]*/g)].map((match) => match[0]);
  expect(paths.length).toBeGreaterThan(0);
  for (const written of paths) expect(written, written).toMatch(/^\/tmp\/[^/]+$/);
});

it('npm start without nginx says what to run instead, without a stack trace', () => {
  const result = spawnSync(process.execPath, ['scripts/start.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    encoding: 'utf8',
    env: { ...process.env, NGINX_BIN: '/nonexistent/nginx' },
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('npm run dev');
  expect(result.stderr).toContain('docker compose up --build');
  expect(result.stderr).not.toMatch(/^\s+at /m);
});

it('reads the route list and the inline hashes from the build it serves', () => {
  expect(config).toContain('include /usr/share/nginx/html/route-case.map;');
  expect(config).toContain('include /usr/share/nginx/html/csp-hashes.conf;');
  const adapted = adaptConfig(config, '/tmp/rc-nginx', { distDir: '/tmp/dist', port: 4173 });
  expect(adapted).toContain('include /tmp/dist/route-case.map;');
  expect(adapted).toContain('include /tmp/dist/csp-hashes.conf;');
  expect(adapted).not.toContain('/usr/share/nginx/html');
});

it('holds no hash pasted by hand: the build writes every hash the policy allows', () => {
  expect(config).not.toMatch(/'sha(256|384|512)-/);
});

it("gives the content editor at /admin/ its own policy: GitHub's API, status and avatars, and nothing else from another origin", () => {
  const editor = /~\^editor "([^"]+)"/.exec(config)?.[1] ?? '';
  expect(connectSrc(editor)).toBe("'self' blob: data: https://api.github.com https://www.githubstatus.com");
  expect(/img-src ([^;]+)/.exec(editor)?.[1]).toBe("'self' blob: data: https://avatars.githubusercontent.com");
  expect(editor).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(editor).toContain("frame-ancestors 'none'");
  const origins = [...editor.matchAll(/https?:\/\/[^\s;]+/g)].map((source) => source[0]);
  expect(origins.sort()).toEqual([
    'https://api.github.com',
    'https://avatars.githubusercontent.com',
    'https://www.githubstatus.com',
  ]);
});
