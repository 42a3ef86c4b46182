import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPS, PORT_BASE, REMOTES, SANDBOX_PORT, type AppInfo } from './apps';
import { ROOT } from './build';
import { apiThroughHost, sandboxEnv, spawnSandbox, STACK_READY, superviseSandbox, untilAnswering } from './sandboxProcess';
import { releaseHost, releaseOf, releaseRemote } from './release';
import { serveConfig } from './serve';

/**
 * The built apps served by the production nginx configs (docker/nginx), not by scripts/serve.ts:
 * one nginx per app on the loopback PORT_BASE ports, each config as the compose file mounts it but
 * with this machine's paths and ports, the sandbox API behind the host's /api. The e2e suite's
 * @nginx subset runs against it (e2e/playwright.nginx.config.ts). Stops everything on a signal.
 */
if (spawnSync('nginx', ['-v']).error) {
  console.error('nginx is not installed: the @nginx e2e subset serves the apps with it (Debian: apt-get install nginx; .ci/run does).');
  process.exit(1);
}
/** The run's files: the configs, the runtime config and each remote's releases (NGINX_WORK_DIR: tests edit them). */
const work = process.env.NGINX_WORK_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'credit-nginx-'));
fs.mkdirSync(work, { recursive: true });
// nginx's workers run as an unprivileged user: they must read the runtime config.
fs.chmodSync(work, 0o755);
const config = serveConfig();

/** docker/nginx/<conf>.conf rewritten for loopback: paths, listen port, CSP origins, the API's address. */
function writeConf(app: AppInfo): string {
  const conf = app.name === 'host' ? 'host' : 'remote';
  const dir = path.join(work, app.name);
  const snippets = path.join(dir, 'snippets');
  fs.mkdirSync(snippets, { recursive: true });
  const local = (text: string) =>
    text
      .replaceAll('/etc/nginx/snippets/', `${snippets}/`)
      .replaceAll('/var/log/nginx/', `${dir}/`)
      // docker-compose.yml's ports are 8080..8084 and 8090; this run's are PORT_BASE's.
      .replace(/localhost:(808[0-4])\b/g, (_, port: string) => `localhost:${PORT_BASE + Number(port) - 8080}`);
  for (const snippet of fs.readdirSync(path.join(ROOT, 'docker/nginx/snippets'))) {
    fs.writeFileSync(path.join(snippets, snippet), local(fs.readFileSync(path.join(ROOT, 'docker/nginx/snippets', snippet), 'utf8')));
  }
  const server = local(fs.readFileSync(path.join(ROOT, 'docker/nginx', `${conf}.conf`), 'utf8'))
    .replace(/^(\s*listen)\s+\d+;/m, `$1 127.0.0.1:${app.port};`)
    .replaceAll('/usr/share/nginx/html', app.name === 'host' ? path.join(ROOT, app.dir, 'dist') : releasesOf(app))
    .replaceAll('/usr/share/nginx/runtime', path.join(work, 'runtime'))
    .replace(/^\s*resolver .*;$/gm, '')
    .replaceAll('http://sandbox-api:8090', `http://127.0.0.1:${SANDBOX_PORT}`);
  fs.writeFileSync(path.join(dir, 'server.conf'), server);
  const main = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    main,
    [
      `pid ${dir}/nginx.pid;`,
      'error_log stderr error;',
      'daemon off;',
      'events {}',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  access_log off;',
      `  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};`,
      `  include ${dir}/server.conf;`,
      '}',
    ].join('\n'),
  );
  return main;
}

/**
 * A remote's site is a directory of releases, each a build's files in a directory of its own, as on the
 * CDN (docs/releases.md): the build of this checkout is release FIRST_RELEASE. remotes.json names the
 * release that runs; a release is a new directory plus a new remotes.json, and the old one stays.
 */
function releasesOf(app: AppInfo): string {
  const site = path.join(work, 'sites', app.name);
  fs.mkdirSync(site, { recursive: true });
  const first = path.join(site, FIRST_RELEASE);
  if (!fs.existsSync(first)) fs.symlinkSync(path.join(ROOT, app.dir, 'dist'), first);
  return site;
}
const FIRST_RELEASE = 'r1';

// The runtime config nginx serves, written as a release writes docker/remotes.json (npm run release):
// each remote's first release pinned at this run's ports from its own files, with its route hints,
// pages and metadata (ADR 015, 041, 043), so a deep link here is composed as under npm start; the host
// released first, so each remote is checked against what it gives (ADR 049).
// A work folder kept from an earlier run starts from no release (and no history) again.
fs.rmSync(path.join(work, 'runtime'), { recursive: true, force: true });
fs.mkdirSync(path.join(work, 'runtime'), { recursive: true });
releaseHost(path.join(work, 'runtime', 'remotes.json'), path.join(ROOT, 'host', 'dist'));
for (const remote of REMOTES) {
  const manifest = config.manifests[remote.name]!.replace(/\/mf-manifest\.json$/, `/${FIRST_RELEASE}/mf-manifest.json`);
  releaseRemote(path.join(work, 'runtime', 'remotes.json'), remote.name, releaseOf(path.join(ROOT, remote.dir, 'dist'), manifest, FIRST_RELEASE));
}
// The field data setting (ADR 061), as docker/remotes.json carries it: the sandbox behind /api collects.
{
  const file = path.join(work, 'runtime', 'remotes.json');
  fs.writeFileSync(file, `${JSON.stringify({ ...JSON.parse(fs.readFileSync(file, 'utf8')), telemetry: config.telemetry }, null, 2)}\n`);
}

const children: ChildProcess[] = APPS.map((app) => spawn('nginx', ['-c', writeConf(app), '-p', path.join(work, app.name)], { stdio: 'inherit' }));
const sandbox = superviseSandbox(spawnSandbox(sandboxEnv(config)), (report) => {
  console.error(report);
  stop(1);
});
let stopping = false;
function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  void sandbox.stop().then(() => {
    fs.rmSync(work, { recursive: true, force: true });
    process.exit(code);
  });
}
for (const [i, child] of children.entries()) {
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`nginx for ${APPS[i]!.name} stopped (exit ${code}); stopping everything.`);
      stop(1);
    }
  });
}
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => stop(0));
for (const app of APPS) console.log(`${app.name.padEnd(8)} http://localhost:${app.port}/ (nginx)`);
// nginx binds its ports at once, but its /api answers 502 until the sandbox listens: ready is every
// app's first file served and the API answering through the host. The sandbox is asked directly first,
// so nginx's error log is not filled with refused connections while it starts.
const host = `http://localhost:${APPS[0]!.port}`;
untilAnswering([apiThroughHost(`http://127.0.0.1:${SANDBOX_PORT}`)])
  .then(() => untilAnswering([`${host}/remotes.json`, ...REMOTES.map((app) => `http://localhost:${app.port}/${FIRST_RELEASE}/mf-manifest.json`), apiThroughHost(host)]))
  .then(
    () => console.log(STACK_READY),
    (error: unknown) => {
      console.error(`the nginx stack did not come up: ${error instanceof Error ? error.message : String(error)}`);
      stop(1);
    },
  );
