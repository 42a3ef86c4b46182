import { fileURLToPath } from 'node:url';
import { trustProxyOf } from './context';
import { buildServer } from './server';

/** CLI entry: `npm start -w sandbox-api`. */
const env = process.env;

if (env.SANDBOX_RETURN_HOSTS) {
  throw new Error('SANDBOX_RETURN_HOSTS is gone: list whole origins in SANDBOX_RETURN_ORIGINS (http://localhost:8080,...)');
}
const app = await buildServer({
  dbPath: env.SANDBOX_DB || fileURLToPath(new URL('../data/sandbox.db', import.meta.url)),
  // Off unless asked for: `npm start` and the e2e suite set SANDBOX_HOOKS=1, a deployment never does.
  hooks: env.SANDBOX_HOOKS === '1',
  logger: true,
  creditLimitFen: env.SANDBOX_CREDIT_LIMIT_FEN ? Number(env.SANDBOX_CREDIT_LIMIT_FEN) : undefined,
  returnOrigins: env.SANDBOX_RETURN_ORIGINS?.split(',').map((o) => o.trim()).filter(Boolean),
  // Partners a tile or menu item may hand a one-time code to (ADR 050); none unless listed.
  handoffOrigins: env.SANDBOX_HANDOFF_ORIGINS?.split(',').map((o) => o.trim()).filter(Boolean),
  scryptCost: env.SANDBOX_SCRYPT_COST ? Number(env.SANDBOX_SCRYPT_COST) : undefined,
  disburseDelayMs: env.SANDBOX_DISBURSE_DELAY_MS ? Number(env.SANDBOX_DISBURSE_DELAY_MS) : undefined,
  creditDelayMs: env.SANDBOX_CREDIT_DELAY_MS ? Number(env.SANDBOX_CREDIT_DELAY_MS) : undefined,
  trustProxy: trustProxyOf(env.SANDBOX_TRUST_PROXY),
});

let closing = false;
function shutdown(reason: string): void {
  if (closing) return;
  closing = true;
  app.log.info(`${reason}: closing`);
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => shutdown(signal));
// Started with an IPC channel (npm start): when the parent goes, however it goes (kill -9 too), the
// channel closes and the sandbox follows instead of holding its port as an orphan.
if (process.connected) process.once('disconnect', () => shutdown('parent process gone'));

await app.listen({ port: Number(env.PORT ?? 8090), host: env.HOST || '127.0.0.1' });
