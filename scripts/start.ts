import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, SANDBOX_PORT } from './apps';
import { buildApps } from './build';
import { serveAll, serveConfig, type ServeConfig } from './serve';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Starts the sandbox API as its own process (its own SQLite file, its own log). */
function startSandbox(config: ServeConfig): ChildProcess {
  return spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'src/main.ts'], {
    cwd: path.join(ROOT, 'sandbox-api'),
    stdio: 'inherit',
    // The local stack turns the test hooks on (SMS outbox, clock, reset); SANDBOX_HOOKS=0 turns them off.
    env: {
      ...process.env,
      PORT: String(SANDBOX_PORT),
      SANDBOX_HOOKS: process.env.SANDBOX_HOOKS ?? '1',
      // The activation page and LoginRedirect return to this host only (scheme, host and port).
      SANDBOX_RETURN_ORIGINS: process.env.SANDBOX_RETURN_ORIGINS ?? [...new Set([config.origins.host, `http://localhost:${APPS[0]!.port}`, `http://127.0.0.1:${APPS[0]!.port}`])].join(','),
    },
  });
}

/** `npm start`: build what is stale, then serve the host, the four remotes and the sandbox API. */
async function main(): Promise<void> {
  const config = serveConfig();
  if (!process.argv.includes('--no-build')) await buildApps();
  const sandbox = startSandbox(config);
  const servers = serveAll(config);
  for (const app of APPS) console.log(`${app.name.padEnd(8)} http://localhost:${app.port}/`);
  if (config.origins.host !== `http://localhost:${APPS[0]!.port}`) console.log(`browsers reach the host at ${config.origins.host}/ (PUBLIC_ORIGIN)`);
  console.log(`sandbox  http://localhost:${SANDBOX_PORT}/api (proxied by the host at /api)`);
  const stop = () => {
    for (const server of servers) server.close();
    sandbox.kill('SIGTERM');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  sandbox.on('exit', (code) => {
    if (code !== 0 && code !== null) {
      console.error(`sandbox API exited with ${code}`);
      stop();
    }
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
