import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_HEADERS } from '@credit/shared/api';
import { Clock, resolveOptions, type AppContext } from '../context';
import { openDb } from '../db/open';
import { createSession } from '../domains/account/sessionStore';
import { sessions } from '../domains/account';
import { insertUser } from './userStore';
import { failWithMessage } from './errors';
import { defineRoute, registerRoutes, type Openings, type RouteDef } from './route';
import { PORTS } from '../ports';

/** Route options (issue 23): the openings a route declares run before its handler. */
describe('route openings (before)', () => {
  let dir: string;
  let app: FastifyInstance;
  let ctx: AppContext;
  let token: string;
  const log: string[] = [];
  const openings: Openings = {
    progressOrders: (c, user) => {
      log.push(`progress ${user.id}`);
      c.db.prepare('INSERT INTO marks (what) VALUES (?)').run('progress');
    },
    welcome: (_c, user) => {
      log.push(`welcome ${user.id}`);
    },
    vestRewards: (_c, user) => {
      log.push(`vest ${user.id}`);
    },
  };

  const route = (path: string, extra: Partial<RouteDef>): RouteDef =>
    defineRoute({
      path,
      tag: 'test',
      summary: path,
      auth: 'user',
      body: z.object({}),
      data: z.object({ ok: z.boolean() }),
      handler: () => {
        log.push('handler');
        return { ok: true };
      },
      ...extra,
    } as RouteDef);

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'route-openings-'));
    const db = openDb(join(dir, 'x.db'));
    app = Fastify();
    ctx = { db, opts: resolveOptions({ dbPath: join(dir, 'x.db') }), clock: new Clock(db, () => Date.UTC(2026, 0, 15)), log: app.log, ...PORTS };
    db.exec('CREATE TABLE marks (id INTEGER PRIMARY KEY, what TEXT)');
    token = createSession(ctx, insertUser(ctx, '13900000001', 'x', null).id).token;
    log.length = 0;
  });
  afterEach(async () => {
    await app.close();
    ctx.db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const call = async (path: string, headers: Record<string, string> = {}) =>
    (await app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/json', ...headers }, payload: {} })).json() as { status: number };
  const marks = () => (ctx.db.prepare('SELECT COUNT(*) AS n FROM marks').get() as { n: number }).n;

  it('runs the declared openings in order, then the handler; none for a route without them or a guest', async () => {
    registerRoutes(app, ctx, sessions, [
      route('/api/test/both', { before: ['welcome', 'progressOrders'] }),
      route('/api/test/none', {}),
      route('/api/test/guest', { auth: 'none', before: ['progressOrders'] }),
    ], {}, openings);
    const userId = (ctx.db.prepare('SELECT id FROM users').get() as { id: number }).id;
    expect((await call('/api/test/both', { [API_HEADERS.token]: token })).status).toBe(1);
    expect(log).toEqual([`welcome ${userId}`, `progress ${userId}`, 'handler']);
    log.length = 0;
    await call('/api/test/none', { [API_HEADERS.token]: token });
    await call('/api/test/guest');
    expect(log).toEqual(['handler', 'handler']);
    // An unauthenticated call to a user route opens nothing.
    log.length = 0;
    expect((await call('/api/test/both')).status).toBe(1008);
    expect(log).toEqual([]);
  });

  it("runs inside a money call's transaction: a refused call rolls the opening back with it", async () => {
    registerRoutes(app, ctx, sessions, [
      route('/api/test/money', { money: true, before: ['progressOrders'], handler: () => failWithMessage('refused') }),
    ], {}, openings);
    const answer = await call('/api/test/money', { [API_HEADERS.token]: token, 'Idempotency-Key': 'openings-key-0001' });
    expect(answer.status).toBe(40403);
    expect(log).toEqual([expect.stringMatching(/^progress /)]);
    expect(marks()).toBe(0);
  });

  it('refuses to register a route declaring openings when none are given', () => {
    expect(() => registerRoutes(app, ctx, sessions, [route('/api/test/both', { before: ['progressOrders'] })])).toThrow(/declares openings/);
  });

  it('refuses a larger body (bodyLimit) on a route a guest may call: its session check runs before the body is read (issue 24 item 17)', () => {
    expect(() => registerRoutes(app, ctx, sessions, [route('/api/test/big', { auth: 'none', bodyLimit: 1024 * 1024 })])).toThrow(/only for a logged-in user/);
  });
});
