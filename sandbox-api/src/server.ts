import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import formbody from '@fastify/formbody';
import { API_PATHS } from '@credit/shared/api';
import { Clock, resolveOptions, type AppContext, type ServerOptions } from './context';
import { openDb } from './db/open';
import { seedOnce } from './db/seed';
import { registerClientLimits } from './lib/clientLimits';
import { BizError } from './lib/errors';
import { envelope, registerRoutes, type Openings, type RouteDef } from './lib/route';
import { buildOpenApi } from './openapi';
import { accountRoutes } from './domains/account/routes';
import { bankCardRoutes } from './domains/bankCard/routes';
import { contentHookRoutes, contentRoutes, registerWidgetScript } from './domains/content/routes';
import { customerRoutes } from './domains/customer/routes';
import { dicdataRoutes } from './domains/dicdata/routes';
import { identityRoutes } from './domains/identity/routes';
import { oneCardRoutes } from './domains/oneCard/routes';
import { quotaRoutes, registerQuotaPage } from './domains/quota/page';
import { smsRoutes } from './domains/sms/routes';
import { sysRoutes } from './domains/sys/routes';
import { settingsRoutes } from './domains/settings/routes';
import { registerHookGuard } from './hooks/guard';
import { hookRoutes } from './hooks/routes';
import { multiAccountRoutes } from './domains/multiAccount/routes';
import { loanRoutes } from './domains/loan/routes';
import { offerRoutes } from './domains/loan/offers';
import { loanExtraRoutes } from './domains/loan/extras';
import { funderRoutes } from './domains/loan/funderRoutes';
import { partnerStepRoutes } from './domains/loan/partnerSteps';
import { registerContractFile } from './domains/loan/contracts';
import { progressOrders } from './domains/loan/orders';
import { repayRoutes } from './domains/repay/routes';
import { funderRepayRoutes } from './domains/repay/funderRepay';
import { registerCashierPage } from './domains/repay/cashier';
import { clearanceRoutes, registerClearanceFile } from './domains/repay/clearance';
import { serviceRoutes } from './domains/repay/serviceRoutes';
import { withdrawRoutes } from './domains/withdraw/routes';
import { custodyRoutes } from './domains/custody/routes';
import { fingerprintPayRoutes } from './domains/fingerprintPay/routes';
import { creditHookRoutes, creditRoutes } from './domains/credit/routes';
import { registerThirdPartyPage } from './domains/credit/page';
import { marketRoutes } from './domains/market/routes';
import { inviteRoutes, vestInviteRewards } from './domains/market/invite';
import { mallRoutes, registerMallPage } from './domains/market/mall';
import { ensureWelcome } from './domains/market/welcome';
import { creditLifeHookRoutes, creditLifeRoutes } from './domains/creditLife/routes';
import { activityHookRoutes, activityRoutes } from './domains/market/activities';
import { couponRoutes } from './domains/market/coupons';
import { contentConfigHookRoutes, contentConfigRoutes } from './domains/contentConfig/routes';

export type { ServerOptions } from './context';

export const API_ROUTES: readonly RouteDef[] = [
  ...smsRoutes, ...accountRoutes, ...identityRoutes, ...oneCardRoutes, ...customerRoutes, ...dicdataRoutes, ...bankCardRoutes, ...sysRoutes,
  ...contentRoutes,
  ...settingsRoutes,
  ...multiAccountRoutes,
  ...loanRoutes, ...offerRoutes, ...loanExtraRoutes, ...funderRoutes, ...partnerStepRoutes, ...repayRoutes, ...funderRepayRoutes, ...clearanceRoutes, ...serviceRoutes, ...withdrawRoutes, ...custodyRoutes, ...fingerprintPayRoutes,
  ...creditRoutes,
  ...marketRoutes, ...inviteRoutes, ...mallRoutes, ...quotaRoutes,
  ...creditLifeRoutes,
  ...activityRoutes, ...couponRoutes,
  // Issue 28 content and configuration (ADR 040).
  ...contentConfigRoutes,
];

/** What a route's `before` options run (lib/route.ts Opening). */
const OPENINGS: Openings = {
  progressOrders: (ctx, user) => progressOrders(ctx, user.id),
  welcome: (ctx, user) => ensureWelcome(ctx, user.id),
  vestRewards: (ctx, user) => vestInviteRewards(ctx, user.id),
};

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
  const ctx: AppContext = { db, opts, clock: new Clock(db, options.now ?? Date.now), log: app.log };
  seedOnce(ctx);

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

  const hooks = opts.hooks ? [...hookRoutes, ...contentHookRoutes, ...creditHookRoutes, ...creditLifeHookRoutes, ...activityHookRoutes, ...contentConfigHookRoutes] : [];
  // Only the test tools reach the hooks: no cross-site browser request, no form body (hooks/guard.ts).
  if (opts.hooks) registerHookGuard(app, ctx, hooks);
  const routes = [...API_ROUTES, ...hooks];
  registerRoutes(app, ctx, routes, await registerClientLimits(app, ctx), OPENINGS);
  registerQuotaPage(app, ctx);
  registerMallPage(app, ctx);
  registerWidgetScript(app);
  registerCashierPage(app, ctx);
  registerClearanceFile(app, ctx);
  registerContractFile(app, ctx);
  registerThirdPartyPage(app, ctx);
  const openapi = buildOpenApi(routes);
  app.get(API_PATHS.meta.openapi, async () => openapi);
  app.addHook('onClose', async () => {
    db.close();
  });
  return app;
}
