import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { AppContext } from '../context';
import { BizError, tooManyRequestsMessage } from './errors';
import { SERVER_MESSAGE_STATUS } from './catalogue';

/**
 * Per-client-address budgets (docs/security.md "Limits"), shared by every route of a group: the login
 * calls (password, messaging app, token exchange) with registration and password reset (every call
 * whose answer tells whether a number has an account, spec 2000 / 2011), and the SMS sends. Over budget: HTTP 200, 40403 with a
 * message the client shows, and Retry-After.
 */
export const CLIENT_LIMITS = {
  login: { max: 20, timeWindowMs: 60_000 },
  smsSend: { max: 10, timeWindowMs: 60_000 },
} as const;

export type ClientLimit = keyof typeof CLIENT_LIMITS;

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Registers @fastify/rate-limit (no global limit) and one hook per group. With the test hooks on, the
 * loopback address is not counted: `npm start` and e2e reach the sandbox through a local proxy, so every
 * browser would share one budget. Behind a real proxy set `trustProxy` so each client's own address counts.
 */
export async function registerClientLimits(app: FastifyInstance, ctx: AppContext): Promise<Partial<Record<ClientLimit, onRequestHookHandler>>> {
  if (!ctx.opts.clientLimits) return {};
  await app.register(rateLimit, { global: false });
  const exempt = ctx.opts.hooks ? (req: FastifyRequest) => LOOPBACK.has(req.ip) : undefined;
  const limiter = (group: ClientLimit): onRequestHookHandler =>
    app.rateLimit({
      max: CLIENT_LIMITS[group].max,
      timeWindow: CLIENT_LIMITS[group].timeWindowMs,
      hook: 'onRequest',
      ...(exempt ? { allowList: exempt } : {}),
      errorResponseBuilder: (_req, c) => new BizError(SERVER_MESSAGE_STATUS, tooManyRequestsMessage(Math.max(1, Math.ceil(c.ttl / 1000)))),
    }) as unknown as onRequestHookHandler;
  return { login: limiter('login'), smsSend: limiter('smsSend') };
}
