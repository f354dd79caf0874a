/**
 * Runs the project's own nginx.conf on Debian's nginx, on 127.0.0.1, for `npm start`
 * and the e2e suite. Only these lines of the production config change: the listen
 * address, the document root (and the route list the build writes there), /tmp (an
 * empty folder here, as the container's tmpfs is), the access log's file, where the
 * trusted front ends are listed (the repository's trusted-proxies.conf) and (for the fake
 * mail provider) the mail API origin.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
export const PRODUCTION_MAIL_ORIGIN = 'https://api.emailjs.com';

const ELSEWHERE =
  "Without Debian's nginx (on macOS or Windows, say), run `npm run dev` to work on the site with instant reload, " +
  'or `docker compose up --build` to serve the production build exactly as the server does.';

/** The nginx binary, or advice on what to run instead when there is none. */
export function findNginx(): string {
  const candidates = process.env.NGINX_BIN ? [process.env.NGINX_BIN] : ['/usr/sbin/nginx', '/usr/bin/nginx'];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) {
    fail(
      `nginx not found. On Debian or Ubuntu: \`sudo apt-get install -y nginx libnginx-mod-http-brotli-static\` (or set NGINX_BIN).\n${ELSEWHERE}`,
    );
  }
  if (!existsSync(BROTLI_MODULE)) {
    fail(
      `nginx's brotli module is missing. On Debian or Ubuntu: \`sudo apt-get install -y libnginx-mod-http-brotli-static\`.\n${ELSEWHERE}`,
    );
  }
  return found;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

export interface NginxOptions {
  /** The document root (dist/). */
  distDir: string;
  port: number;
  /** Where the contact form's mail API lives, when not the real provider. */
  mailOrigin?: string;
}

/** The production config with the test-time substitutions applied; each must match. */
export function adaptConfig(config: string, runDir: string, options: NginxOptions): string {
  const replacements: [string | RegExp, string][] = [
    // First: the paths put in below may themselves lie under /tmp.
    [/\/tmp\//g, `${runDir}/`],
    [/listen 8080;/g, `listen 127.0.0.1:${options.port};`],
    [/root \/usr\/share\/nginx\/html;/g, `root ${options.distDir};`],
    [/include \/usr\/share\/nginx\/html\//g, `include ${options.distDir}/`],
    [/access_log \/dev\/stdout;/g, `access_log ${runDir}/access.log;`],
    [/include \/etc\/nginx\/trusted-proxies\.conf;/g, `include ${path.join(root, 'trusted-proxies.conf')};`],
  ];
  if (options.mailOrigin) replacements.push([PRODUCTION_MAIL_ORIGIN, options.mailOrigin]);
  let adapted = config;
  for (const [pattern, replacement] of replacements) {
    const before = adapted;
    adapted =
      typeof pattern === 'string' ? adapted.replaceAll(pattern, replacement) : adapted.replace(pattern, replacement);
    if (adapted === before)
      throw new Error(`nginx.conf no longer contains ${String(pattern)}; update scripts/nginx.ts`);
  }
  // Running as root (CI containers), workers would drop to "nobody"; keep the invoking user.
  if (process.getuid?.() === 0) adapted = `user root;\n${adapted}`;
  return adapted;
}

export interface RunningNginx {
  url: string;
  stop: () => Promise<void>;
}

export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  const nginx = findNginx();
  // An empty folder each time, like the container's tmpfs on /tmp.
  const runDir = path.join(root, '.cache', `nginx-${options.port}`);
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });
  const configFile = path.join(runDir, 'nginx.conf');
  writeFileSync(configFile, adaptConfig(readFileSync(path.join(root, 'nginx.conf'), 'utf8'), runDir, options));

  const url = `http://127.0.0.1:${options.port}`;
  const answers = () =>
    fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
  return runNginx(nginx, runDir, configFile, url, answers);
}

/**
 * An HTTPS front end speaking HTTP/2, as the university's is, in front of a running server:
 * a second nginx with a certificate made for the run (`openssl req -x509`). Browsers must be
 * told to accept it (Chromium: --ignore-certificate-errors). For the benchmarks.
 */
export async function startTlsFront(options: { upstream: string; port: number }): Promise<RunningNginx> {
  const nginx = findNginx();
  const runDir = path.join(root, '.cache', `nginx-${options.port}`);
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });
  const openssl = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'].concat([
      '-keyout',
      path.join(runDir, 'key.pem'),
      '-out',
      path.join(runDir, 'cert.pem'),
    ]),
    { encoding: 'utf8' },
  );
  if (openssl.status !== 0) throw new Error(`openssl could not make a certificate:\n${openssl.stderr}`);
  const configFile = path.join(runDir, 'nginx.conf');
  writeFileSync(
    configFile,
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}pid ${runDir}/nginx.pid;
error_log stderr;
events {}
http {
  access_log off;
  client_body_temp_path ${runDir}/body;
  proxy_temp_path ${runDir}/proxy;
  fastcgi_temp_path ${runDir}/fastcgi;
  uwsgi_temp_path ${runDir}/uwsgi;
  scgi_temp_path ${runDir}/scgi;
  server {
    listen 127.0.0.1:${options.port} ssl http2;
    ssl_certificate ${runDir}/cert.pem;
    ssl_certificate_key ${runDir}/key.pem;
    location / {
      proxy_pass ${options.upstream};
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_buffering off;
    }
  }
}
`,
  );
  const url = `https://127.0.0.1:${options.port}`;
  const answers = () =>
    new Promise<boolean>((resolve) => {
      const socket = connect(options.port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
  return runNginx(nginx, runDir, configFile, url, answers);
}

/** Checks a config, starts nginx with it and waits until `answers()` says it is up. */
async function runNginx(
  nginx: string,
  runDir: string,
  configFile: string,
  url: string,
  answers: () => Promise<boolean>,
): Promise<RunningNginx> {
  const check = spawnSync(nginx, ['-t', '-q', '-e', 'stderr', '-p', runDir, '-c', configFile], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx rejected the config:\n${check.stderr}`);

  // An old server still on the port would answer the health check below in this one's place.
  if (await answers()) {
    throw new Error(
      `Something already answers on ${url}: stop it (an nginx left from an earlier run?) or choose another port.`,
    );
  }
  const child: ChildProcess = spawn(nginx, ['-e', 'stderr', '-p', runDir, '-c', configFile, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // However this process ends, the server ends with it.
  process.once('exit', () => child.kill('SIGQUIT'));
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}:\n${stderr}`);
    if (await answers()) break;
    if (attempt > 100) throw new Error(`nginx did not answer on ${url}:\n${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      }),
  };
}
