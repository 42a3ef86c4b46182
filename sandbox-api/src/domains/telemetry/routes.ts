import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { envelope } from '../../lib/route';
import { BEACON_TYPES, mediaTypeOf, ownerRefusal } from './access';
import { beaconSchema, REMOTE_NAMES } from './beacon';
import { BEACON_BODY_LIMIT, FIELD_EVENTS_MAX_ROWS, FIELD_EVENTS_RETENTION_MS, TELEMETRY_PATHS } from './limits';
import { releasesOf } from './releases';
import { eventsOfRemote, insertEvents, pruneEvents } from './store';

/**
 * The field-data collector (issue 41, ADR 059), outside the JSON envelope of the API calls (lib/route.ts),
 * so none of their per-call machinery runs: no session or token is read, no clock header, no
 * Idempotency-Key, no per-client budget. The test hooks' guard looks only under /api/__sandbox/.
 *
 * - `POST /api/telemetry/beacon`: a beacon (limits.ts, beacon.ts) answered 204 with no body; a body over
 *   BEACON_BODY_LIMIT 413, another content type 415 (both unread), anything but the beacon's shape 400,
 *   and nothing stored. Nothing of the request but its body is read: no address, user agent or cookie.
 * - `GET /__owner/telemetry/releases?remote=<name>`: the remote's releases (releases.ts), on the sandbox's
 *   own port only (access.ts ownerRefusal).
 */
export function registerTelemetryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const prune = () => pruneEvents(ctx, ctx.clock.now() - FIELD_EVENTS_RETENTION_MS, FIELD_EVENTS_MAX_ROWS);
  const refuse = (reply: FastifyReply, code: number) => reply.code(code).send(envelope(code === 415 ? 1001 : 1004));

  app.route({
    method: 'POST',
    url: TELEMETRY_PATHS.beacon,
    bodyLimit: BEACON_BODY_LIMIT,
    onRequest: async (req: FastifyRequest, reply: FastifyReply) => {
      const type = mediaTypeOf(req);
      if (type === undefined || !BEACON_TYPES.includes(type)) return refuse(reply, 415);
      return undefined;
    },
    handler: (req, reply) => {
      const parsed = beaconSchema.safeParse(typeof req.body === 'string' ? jsonOf(req.body) : req.body);
      if (!parsed.success) return refuse(reply, 400);
      ctx.db.transaction(() => {
        insertEvents(ctx, parsed.data, ctx.clock.now());
        prune();
      })();
      return reply.code(204).send();
    },
  });

  const ownerQuery = z.strictObject({ remote: z.enum(REMOTE_NAMES) });
  app.route({
    method: 'GET',
    url: TELEMETRY_PATHS.releases,
    onRequest: async (req: FastifyRequest, reply: FastifyReply) => {
      const refusal = ownerRefusal(req);
      if (refusal !== undefined) return refuse(reply, refusal);
      return undefined;
    },
    handler: (req, reply) => {
      const query = ownerQuery.safeParse(req.query);
      if (!query.success) return refuse(reply, 400);
      prune();
      return reply.send(releasesOf(query.data.remote, eventsOfRemote(ctx, query.data.remote)));
    },
  });
}

/** A text/plain body as JSON (undefined when it is none: the schema refuses it). */
function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
