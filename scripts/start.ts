import type http from 'node:http';
import { APPS, SANDBOX_PORT } from './apps';
import { buildApps } from './build';
import { apiThroughHost, sandboxEnv, spawnSandbox, STACK_READY, superviseSandbox, untilAnswering, type Supervised } from './sandboxProcess';
import { serveAll, serveConfig } from './serve';

/** Resolves when every server listens; rejects with the first that cannot (a port in use). */
function listening(servers: http.Server[]): Promise<void> {
  return Promise.all(
    servers.map(
      (server, i) =>
        new Promise<void>((resolve, reject) => {
          if (server.listening) return resolve();
          server.once('listening', resolve);
          server.once('error', (error: NodeJS.ErrnoException) =>
            reject(new Error(error.code === 'EADDRINUSE' ? `port ${APPS[i]!.port} (${APPS[i]!.name}) is in use: stop what holds it, or pick another PORT_BASE` : error.message)),
          );
        }),
    ),
  ).then(() => undefined);
}

/**
 * `npm start`: build what is stale, then serve the host, the four remotes and the sandbox API.
 * The static servers listen first, so a port in use stops the start before any child exists. When
 * the sandbox dies, everything stops with a report; when this process goes, the sandbox goes too.
 */
async function main(): Promise<void> {
  const config = serveConfig();
  if (!process.argv.includes('--no-build')) await buildApps();
  const servers = serveAll(config);
  try {
    await listening(servers);
  } catch (error) {
    for (const server of servers) server.close();
    throw error;
  }

  const child = spawnSandbox(sandboxEnv(config));
  const sandbox: Supervised = superviseSandbox(child, (report) => {
    console.error(report);
    stop(1);
  });
  let stopping = false;
  function stop(exitCode: number): void {
    if (stopping) return;
    stopping = true;
    for (const server of servers) server.close();
    // closeAllConnections: keep-alive sockets would otherwise hold the servers open.
    for (const server of servers) server.closeAllConnections();
    void sandbox.stop().then(() => process.exit(exitCode));
  }
  // Whatever ends this process (an uncaught error included), the sandbox does not outlive it.
  process.on('exit', () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => stop(0));
  for (const [i, server] of servers.entries()) {
    server.on('error', (error) => {
      console.error(`npm start: the ${APPS[i]!.name} server failed: ${error.message}; stopping everything.`);
      stop(1);
    });
  }

  for (const app of APPS) console.log(`${app.name.padEnd(8)} http://localhost:${app.port}/`);
  if (config.origins.host !== `http://localhost:${APPS[0]!.port}`) console.log(`browsers reach the host at ${config.origins.host}/ (PUBLIC_ORIGIN)`);
  console.log(`sandbox  http://localhost:${SANDBOX_PORT}/api (proxied by the host at /api)`);
  // The servers listen already; the sandbox is ready once its API answers through the host's proxy.
  await untilAnswering([apiThroughHost(`http://localhost:${APPS[0]!.port}`)]);
  console.log(STACK_READY);
}

main().catch((error: unknown) => {
  console.error(`npm start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
