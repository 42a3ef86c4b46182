import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { z } from 'zod';
import { API_HEADERS, SUCCESS_STATUS, statusOfIssues, type ApiEnvelope } from '@credit/shared/api';
import type { AppContext } from '../context';
import { hmacSha256, serverSecret } from './crypto';
import type { ClientLimit } from './clientLimits';
import { BizError, generalMessageOf, messageOf } from './errors';
import { idempotencyStore } from './idempotencyStore';
import type { Sessions, UserRow } from './auth';

export type Auth = 'none' | 'user';

/**
 * A per-request opening a route declares (issue 23), run by registerRoutes before the handler, in the
 * order declared and inside the handler's transaction when it moves money: `progressOrders` pays out
 * the caller's loans whose delay has passed (domains/loan/orders.ts), `welcome` gives a first-time
 * market user the welcome letters, points and coupon (domains/market/welcome.ts), `vestRewards` credits
 * the caller's pending invitation rewards whose friend has repaid an instalment on time (ADR 027,
 * domains/market/inviteRoutes.ts). Nothing runs for a guest. server.ts passes the implementations in, and the
 * session lookup (`Sessions`, lib/auth.ts) too, so this module imports no domain.
 */
export type Opening = 'progressOrders' | 'welcome' | 'vestRewards';
export type Openings = Record<Opening, (ctx: AppContext, user: UserRow) => void>;

export interface HandlerArgs<B, A extends Auth> {
  body: B;
  user: A extends 'user' ? UserRow : UserRow | undefined;
  /** The raw token header (undefined when absent). */
  token: string | undefined;
  /** The client's address (Fastify's `request.ip`: the proxy's unless `trustProxy` names it). */
  client: string;
  ctx: AppContext;
}

export interface RouteDef<BS extends z.ZodType = z.ZodType, DS extends z.ZodType = z.ZodType, A extends Auth = Auth> {
  path: string;
  method?: 'POST' | 'GET';
  tag: string;
  summary: string;
  auth: A;
  body: BS;
  data: DS;
  /** A submission whose duplicate must not take effect twice: concurrent identical requests answer 1006. */
  once?: boolean;
  /**
   * The answer carries a secret other than a session token (which lib/idempotencyStore.ts never stores):
   * it is not kept for an Idempotency-Key replay. Only for calls without an effect.
   */
  answerHoldsSecret?: true;
  /**
   * The call moves money (a loan submit, a repayment, a withdrawal): an `Idempotency-Key` is required
   * (1001 without one), concurrent duplicates answer 1006 (it implies `once`), and its refusals speak the
   * general table of spec 8 (1006 is "do not submit twice" there), not the account table.
   */
  money?: true;
  /** Counted against a per-client-address budget (lib/clientLimits.ts). */
  clientLimit?: ClientLimit;
  /**
   * A larger body than the server's default (the image uploads, UPLOAD_BODY_LIMIT): only for `auth:
   * 'user'`, JSON only. The session (and the content type) are checked before the body is read, so a
   * stranger's large body is never parsed (issue 24 item 17); Fastify refuses a Content-Length over
   * the limit before reading too.
   */
  bodyLimit?: number;
  /** Openings run before the handler, in this order (see Opening). */
  before?: readonly Opening[];
  handler: (args: HandlerArgs<z.infer<BS>, A>) => z.infer<DS> | Promise<z.infer<DS>>;
}

/** Keeps the handler's types while the registry holds routes of every shape. */
export const defineRoute = <BS extends z.ZodType, DS extends z.ZodType, A extends Auth>(def: RouteDef<BS, DS, A>): RouteDef =>
  def as unknown as RouteDef;

export const envelope = <T>(status: number, data: T | null = null, message?: string): ApiEnvelope<T> => ({
  status,
  message: message ?? (status === SUCCESS_STATUS ? 'success' : messageOf(status)),
  data,
});

const MAX_FIELDS = 64;
const IDEMPOTENCY_KEY = /^[\w-]{8,128}$/;
const CLOCK_SKEW_MS = 24 * 3600 * 1000;

/** Spec 5: surrounding whitespace is stripped; an empty value counts as absent. */
function normalizeInput(raw: unknown): Record<string, unknown> | undefined {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) return undefined;
  const entries = Object.entries(raw);
  if (entries.length > MAX_FIELDS) return undefined;
  const out: Record<string, unknown> = {};
  for (const [k, v] of entries) {
    if (k === '__proto__') continue;
    const value = typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : v;
    if (value !== '') out[k] = value;
  }
  return out;
}

const headerOf = (req: FastifyRequest, name: string): string | undefined => {
  const v = req.headers[name.toLowerCase()];
  return typeof v === 'string' ? v : undefined;
};

/** The caller from the request's headers, or the refusal when the clock is off (1009) or a session is needed and missing (1008). */
function callerOf(ctx: AppContext, sessions: Sessions, req: FastifyRequest, auth: Auth): { user: UserRow | undefined; token: string | undefined } | { refusal: ApiEnvelope<unknown> } {
  const t = Number(headerOf(req, API_HEADERS.timestamp));
  if (Number.isFinite(t) && t > 0 && Math.abs(t - ctx.clock.wallNow()) > CLOCK_SKEW_MS) return { refusal: envelope(1009) };
  const token = headerOf(req, API_HEADERS.token);
  const user = sessions.userOfToken(ctx, token);
  if (auth === 'user' && !user) return { refusal: envelope(1008) };
  return { user, token };
}

/**
 * Before a large-body route reads its body: the caller's refusal (no session, clock off), and a body
 * that is not JSON (HTTP 415 with 1001, as the server answers an unknown content type), end the request
 * with the body unread.
 */
const guardLargeBody = (ctx: AppContext, sessions: Sessions, def: RouteDef) => async (req: FastifyRequest, reply: FastifyReply) => {
  const caller = callerOf(ctx, sessions, req, def.auth);
  if ('refusal' in caller) return reply.send(caller.refusal);
  const type = String(req.headers['content-type'] ?? '').split(';', 1)[0]!.trim().toLowerCase();
  if (type !== 'application/json') return reply.code(415).send(envelope(1001));
  return undefined;
};

/** Registers routes with one envelope, validation, auth, idempotency and duplicate guard. */
export function registerRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  sessions: Sessions,
  routes: readonly RouteDef[],
  limiters: Partial<Record<ClientLimit, onRequestHookHandler>> = {},
  openings?: Openings,
): void {
  const inFlight = new Set<string>();
  // Keys are remembered for a day (lib/idempotencyStore.ts); expired sessions go too.
  const keys = idempotencyStore(ctx, sessions);
  sessions.purgeExpired(ctx);

  const requestSecret = serverSecret(ctx);

  for (const def of routes) {
    if (def.before?.length && !openings) throw new Error(`${def.path}: declares openings (${def.before.join(', ')}) but none were given`);
    const run = (args: HandlerArgs<unknown, Auth>) => {
      if (args.user) for (const opening of def.before ?? []) openings![opening](ctx, args.user);
      return def.handler(args);
    };
    // Money calls answer in the general table's words (spec 8); the others in the account table's.
    const say = (status: number): ApiEnvelope<unknown> => envelope(status, null, def.money ? generalMessageOf(status) : undefined);
    if (def.bodyLimit && def.auth !== 'user') throw new Error(`${def.path}: a larger body (bodyLimit) is only for a logged-in user`);
    const handle = async (req: FastifyRequest): Promise<ApiEnvelope<unknown>> => {
      const caller = callerOf(ctx, sessions, req, def.auth);
      if ('refusal' in caller) return caller.refusal;
      const { user, token } = caller;

      const input = normalizeInput(def.method === 'GET' ? { ...(req.query as object), ...(req.params as object) } : req.body);
      if (!input) return envelope(1004);
      const parsed = def.body.safeParse(input);
      if (!parsed.success) return envelope(statusOfIssues(parsed.error.issues, input));

      const scope = user ? `u${user.id}` : 'guest';
      // Keyed: a body may hold a deal password or a pay ticket, and a plain hash of a short secret is guessable.
      const requestHash = hmacSha256(requestSecret, `${def.path}\n${JSON.stringify(parsed.data)}`);
      const idemKey = headerOf(req, API_HEADERS.idempotencyKey);
      if (def.money && idemKey === undefined) return say(1001);
      let claimedAt = 0;
      if (idemKey !== undefined) {
        if (!IDEMPOTENCY_KEY.test(idemKey)) return envelope(1004);
        const claim = keys.claim(scope, idemKey, def.path, requestHash);
        if (!claim.claimed) {
          const { prior } = claim;
          // The same submission already answered: replay it. Still running (within its lease), or a different body: 1006.
          if (prior.response && prior.path === def.path && prior.request_hash === requestHash) return keys.replay(scope, idemKey, prior) ?? envelope(1008);
          return say(1006);
        }
        claimedAt = claim.at;
      }
      const release = () => {
        if (idemKey) keys.release(scope, idemKey, claimedAt);
      };
      const flightKey = `${scope}\n${requestHash}`;
      if (def.once || def.money) {
        if (inFlight.has(flightKey)) {
          release();
          return say(1006);
        }
        inFlight.add(flightKey);
      }
      const args = { body: parsed.data, user: user as UserRow, token, client: req.ip, ctx };
      let answer: ApiEnvelope<unknown>;
      let kept = false;
      try {
        if (def.money) {
          // A money call keeps its answer in the transaction of its movement: a kill after the commit
          // cannot leave money moved and the key without its answer (the client's retry would be refused).
          answer = ctx.db.transaction(() => {
            const data = run(args);
            if (data instanceof Promise) throw new TypeError(`${def.path}: a money handler must be synchronous (one transaction)`);
            const ok = envelope(SUCCESS_STATUS, checkData(ctx, def, data));
            keys.keep(scope, idemKey!, claimedAt, ok);
            return ok;
          })();
          kept = true;
        } else {
          answer = envelope(SUCCESS_STATUS, checkData(ctx, def, await run(args)));
        }
      } catch (err) {
        if (!(err instanceof BizError)) {
          release();
          throw err;
        }
        answer = err.serverMessage !== undefined ? envelope(err.status, null, err.serverMessage) : say(err.status);
      } finally {
        if (def.once || def.money) inFlight.delete(flightKey);
      }
      // Only successes are kept: a failed attempt changed nothing and may be retried with the same key.
      // An answer holding a secret is not kept either: its call has no effect, a repeat just runs again.
      if (idemKey && !kept) {
        if (answer.status === SUCCESS_STATUS && !def.answerHoldsSecret) keys.keep(scope, idemKey, claimedAt, answer);
        else release();
      }
      return answer;
    };
    const limiter = def.clientLimit && limiters[def.clientLimit];
    const onRequest = [...(limiter ? [limiter] : []), ...(def.bodyLimit ? [guardLargeBody(ctx, sessions, def)] : [])];
    app.route({ method: def.method ?? 'POST', url: def.path, ...(onRequest.length ? { onRequest } : {}), ...(def.bodyLimit ? { bodyLimit: def.bodyLimit } : {}), handler: (req: FastifyRequest) => handle(req) });
  }
}

function checkData(ctx: AppContext, def: RouteDef, data: unknown): unknown {
  if (!ctx.opts.checkResponses) return data;
  const checked = def.data.safeParse(data);
  if (checked.success) return data;
  ctx.log.error({ path: def.path, issues: checked.error.issues.map((i) => ({ path: i.path, code: i.code })) }, 'answer breaks the contract');
  throw new BizError(0);
}
