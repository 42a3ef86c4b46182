import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { envelope, type RouteDef } from '../lib/route';

/** Every test hook's path starts with it (API_PATHS.sandbox). */
export const HOOKS_PREFIX = '/api/__sandbox/';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);
/** What a browser says of a request it makes for a page of the same origin, or for the user (the address bar). */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

const header = (req: FastifyRequest, name: string): string | undefined => {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** The host name of a Host header (port dropped, lower case), or undefined when it is none. */
function hostNameOf(host: string | undefined): string | undefined {
  if (!host) return undefined;
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return undefined;
  }
}

/**
 * Why a request may not reach a test hook, as the HTTP status to answer, or undefined when it may.
 * The hooks credit money, move the clock and read SMS codes, so only the test tools reach them:
 * - Host: a loopback name or the host of an allowed return origin (a page of a rebound DNS name that
 *   reaches the sandbox's own port names its own host): 421;
 * - a browser's cross-site or same-site request (Sec-Fetch-Site), or one whose Origin is not an allowed
 *   return origin (the host app's): 403. Tools (Playwright's request API, curl, the tests) send neither;
 * - a body that is not JSON (a form on any site posts urlencoded, multipart or text/plain): 415.
 */
export function hookRefusal(req: FastifyRequest, returnOrigins: readonly string[]): number | undefined {
  const host = hostNameOf(header(req, 'host'));
  const allowedHosts = returnOrigins.map((origin) => new URL(origin).hostname);
  if (!host || !(LOOPBACK_NAMES.has(host) || allowedHosts.includes(host))) return 421;
  const site = header(req, 'sec-fetch-site');
  if (site !== undefined && !OWN_FETCH_SITES.has(site)) return 403;
  const origin = header(req, 'origin');
  if (origin !== undefined && !returnOrigins.includes(origin)) return 403;
  const type = header(req, 'content-type')?.split(';', 1)[0]!.trim().toLowerCase();
  const hasBody = Number(header(req, 'content-length') ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if ((type !== undefined || hasBody) && type !== 'application/json') return 415;
  return undefined;
}

/**
 * Refuses what hookRefusal names before the body is read, on every route under HOOKS_PREFIX (by the
 * route matched, so an escaped path that routes to a hook is guarded too).
 */
export function registerHookGuard(app: FastifyInstance, ctx: AppContext, hooks: readonly RouteDef[]): void {
  const outside = hooks.find((def) => !def.path.startsWith(HOOKS_PREFIX));
  if (outside) throw new Error(`test hook ${outside.path} is outside ${HOOKS_PREFIX}, where the hook guard looks`);
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    const route = req.routeOptions.url;
    if (!route?.startsWith(HOOKS_PREFIX)) return;
    const refusal = hookRefusal(req, ctx.opts.returnOrigins);
    if (refusal !== undefined) return reply.code(refusal).header('Cache-Control', 'no-store').send(envelope(1004));
  });
}
