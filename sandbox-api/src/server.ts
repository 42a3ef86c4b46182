import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import formbody from '@fastify/formbody';
import { API_PATHS } from '@credit/shared/api';
import { Clock, resolveOptions, type AppContext, type ServerOptions } from './context';
import { openDb } from './db/open';
import { registerClientLimits } from './lib/clientLimits';
import { BizError } from './lib/errors';
import type { DomainFace } from './lib/face';
import { envelope, registerRoutes, type Opening, type Openings, type RouteDef } from './lib/route';
import { buildOpenApi } from './openapi';
import { sessions } from './domains/account';
import { FACES } from './faces';
import { PORTS } from './ports';
import { registerHookGuard } from './hooks/guard';
import { hookRoutes } from './hooks/routes';
import { seedOnce } from './seed';

export type { ServerOptions } from './context';

export const API_ROUTES: readonly RouteDef[] = FACES.flatMap((f) => f.routes ?? []);

/** What a route's `before` options run (lib/route.ts Opening), each implemented by the face that owns it. */
function openingsOf(faces: readonly DomainFace[]): Openings {
  const found: Partial<Openings> = Object.assign({}, ...faces.map((f) => f.openings ?? {}));
  const missing = OPENINGS.filter((o) => !found[o]);
  if (missing.length) throw new Error(`no face implements the openings ${missing.join(', ')}`);
  return found as Openings;
}

const OPENINGS: readonly Opening[] = ['progressOrders', 'welcome', 'vestRewards'];

/** Logs never carry tokens, passwords, ID or card numbers: no bodies, no headers, no query strings. */
const loggerOptions = (stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] => ({
  level: 'info',
  ...(stream ? { stream } : {}),
  serializers: {
    req: (req) => ({ method: req.method, url: String(req.url).split('?')[0] }),
    res: (res) => ({ statusCode: res.statusCode }),
  },
});

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const opts = resolveOptions(options);
  const app = Fastify({
    logger: opts.logger ? loggerOptions(options.logStream) : false,
    bodyLimit: opts.bodyLimit,
    trustProxy: opts.trustProxy || false,
    // Bad URLs and over-long path parameters fail in the router, before the error handler.
    frameworkErrors: (err, _req, reply) => (reply as FastifyReply).code(err.statusCode ?? 400).send(envelope(1004)),
  });
  const db = openDb(opts.dbPath);
  const ctx: AppContext = { db, opts, clock: new Clock(db, options.now ?? Date.now), log: app.log, ...PORTS };
  seedOnce(ctx, FACES);

  await app.register(formbody, { bodyLimit: opts.bodyLimit });
  app.addHook('onSend', async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  // Transport-level failures (oversized, unparsable, unknown type) keep their HTTP code with an envelope.
  app.setErrorHandler((err, req, reply) => {
    // A refusal raised before the handler (the per-client limits): an answer like any other.
    if (err instanceof BizError) return reply.code(200).send(envelope(err.status, null, err.serverMessage));
    const code = (err as { statusCode?: number }).statusCode;
    if (code && code >= 400 && code < 500) {
      return reply.code(code).send(envelope(code === 413 ? 1004 : 1001));
    }
    req.log.error({ err: { type: (err as Error).name, message: (err as Error).message } }, 'unexpected failure');
    return reply.code(200).send(envelope(0));
  });
  app.setNotFoundHandler((_req, reply) => reply.code(404).send(envelope(1007)));

  const hooks = opts.hooks ? [...hookRoutes, ...FACES.flatMap((f) => f.hookRoutes ?? [])] : [];
  // Only the test tools reach the hooks: no cross-site browser request, no form body (hooks/guard.ts).
  if (opts.hooks) registerHookGuard(app, ctx, hooks);
  const routes = [...API_ROUTES, ...hooks];
  registerRoutes(app, ctx, sessions, routes, await registerClientLimits(app, ctx), openingsOf(FACES));
  for (const face of FACES) for (const page of face.pages ?? []) page(app, ctx);
  const openapi = buildOpenApi(routes);
  app.get(API_PATHS.meta.openapi, async () => openapi);
  app.addHook('onClose', async () => {
    db.close();
  });
  return app;
}
