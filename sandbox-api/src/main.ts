import { fileURLToPath } from 'node:url';
import { buildServer } from './server';

/** CLI entry: `npm start -w sandbox-api`. */
const env = process.env;
const app = await buildServer({
  dbPath: env.SANDBOX_DB || fileURLToPath(new URL('../data/sandbox.db', import.meta.url)),
  // Off unless asked for: `npm start` and the e2e suite set SANDBOX_HOOKS=1, a deployment never does.
  hooks: env.SANDBOX_HOOKS === '1',
  logger: true,
  creditLimitFen: env.SANDBOX_CREDIT_LIMIT_FEN ? Number(env.SANDBOX_CREDIT_LIMIT_FEN) : undefined,
  returnHosts: env.SANDBOX_RETURN_HOSTS?.split(',').map((h) => h.trim()).filter(Boolean),
  scryptCost: env.SANDBOX_SCRYPT_COST ? Number(env.SANDBOX_SCRYPT_COST) : undefined,
});

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port: Number(env.PORT ?? 8090), host: env.HOST || '127.0.0.1' });
