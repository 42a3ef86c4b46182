import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { serveFile } from '../../scripts/serve';
import type { FloorBuild } from './build';

/**
 * Serves the floor as npm start serves our apps (scripts/serve.ts's serveFile: the precompressed
 * brotli or gzip copy the browser accepts, the same content types and cache headers), the host at
 * `port` and the remote on its own origin at `port + 1` (the host's page looks for it there), on
 * loopback. No CSP or other security headers: they cost nothing measurable, and the floor has no API.
 */
export function serveFloor(build: FloorBuild, port: number): { url: string; close: () => Promise<void> } {
  const servers = [serveDir(build.host, port, {}), serveDir(build.remote, port + 1, { 'Access-Control-Allow-Origin': '*' })];
  return {
    url: `http://localhost:${port}/#/`,
    close: () => Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())))).then(() => undefined),
  };
}

function serveDir(dir: string, port: number, headers: Record<string, string>): http.Server {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent((req.url ?? '/').split(/[?#]/, 1)[0]!);
    const file = path.resolve(dir, pathname === '/' ? 'index.html' : pathname.replace(/^\/+/, ''));
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, headers).end();
    if (!file.startsWith(dir + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) return void res.writeHead(404, headers).end();
    serveFile(file, req, res, headers);
  });
  server.keepAliveTimeout = 65_000;
  server.listen(port, '127.0.0.1');
  return server;
}
