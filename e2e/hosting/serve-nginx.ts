// Playwright web server of the hosting e2e: builds the sibling-host variant of the app (its API address and
// cookie domain are baked in at build time), renders apps/web/deploy/nginx.conf for both builds exactly as
// an operator would (sed of its placeholders), and runs nginx in the foreground with a private prefix.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_HOST, COOKIE_DOMAIN, NGINX_PORT, SIBLING_API_URL, SIBLING_PORT } from './env.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const webDir = join(root, 'apps/web');
// Outside the checkout: lint, format and turbo never see the second build or nginx's files. One folder per
// checkout: two checkouts on one machine (worktrees, runs in their own network namespaces) shared it, and one's
// sibling build replaced the other's under its nginx (its pages then failed the other build's CSP hashes).
const checkout = createHash('sha256').update(root).digest('hex').slice(0, 12);
const work = join(tmpdir(), `mockint-hosting-${checkout}-${NGINX_PORT}`);
const siblingDist = join(work, 'dist-sibling');
const mainDist = join(webDir, 'dist');

if (!existsSync(join(mainDist, '.deploy/security-headers.conf')))
  throw new Error(`${mainDist} has no .deploy/security-headers.conf: run the production build first`);

const wsUrl = SIBLING_API_URL.replace(/^http/, 'ws');
execFileSync(
  'pnpm',
  ['exec', 'vite', 'build', '--outDir', siblingDist, '--emptyOutDir', '--logLevel', 'warn'],
  {
    cwd: webDir,
    stdio: 'inherit',
    env: {
      ...process.env,
      VITE_API_BASE_URL: `${SIBLING_API_URL}/api/v1`,
      VITE_WS_BASE_URL: `${wsUrl}/ws/v1`,
      VITE_COOKIE_DOMAIN: COOKIE_DOMAIN,
    },
  },
);

const recipe = readFileSync(join(webDir, 'deploy/nginx.conf'), 'utf8');
const site = (listen: string, serverName: string, dist: string) =>
  recipe
    .replaceAll('__LISTEN__', listen)
    .replaceAll('__SERVER_NAME__', serverName)
    .replaceAll('__DIST__', dist);

for (const dir of ['logs', 'tmp']) mkdirSync(join(work, dir), { recursive: true });
const brotli = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
const conf = [
  existsSync(brotli) ? `load_module ${brotli};` : '',
  // As root (CI), workers would drop to nobody and might not read the checkout.
  process.getuid?.() === 0 ? 'user root;' : '',
  'worker_processes 1;',
  `pid ${work}/nginx.pid;`,
  `error_log ${work}/logs/error.log warn;`,
  'events { worker_connections 256; }',
  'http {',
  '  include /etc/nginx/mime.types;',
  '  default_type application/octet-stream;',
  '  access_log off;',
  existsSync(brotli) ? `  include ${webDir}/deploy/brotli.conf;` : '',
  ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${work}/tmp/${t};`),
  site(`127.0.0.1:${NGINX_PORT}`, 'localhost', mainDist),
  site(`127.0.0.1:${SIBLING_PORT}`, APP_HOST, siblingDist),
  '}',
].join('\n');
const confPath = join(work, 'nginx.conf');
writeFileSync(confPath, conf);

// Debian puts nginx in /usr/sbin, which a non-root PATH may lack.
const bin = process.env.NGINX_BIN ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
const nginx = spawn(bin, ['-p', work, '-c', confPath, '-g', 'daemon off;'], { stdio: 'inherit' });
const stop = () => nginx.kill('SIGQUIT');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
nginx.on('exit', (code) => process.exit(code ?? 0));
