import type { FastifyRequest } from 'fastify';

/**
 * Who may call the telemetry routes (issue 41, ADR 059), decided before the body is read.
 *
 * The beacon: what navigator.sendBeacon sends (a Blob or string of type text/plain;charset=UTF-8, a
 * CORS-safelisted type, so no preflight and no header of our own), or JSON. Any other type (a form's
 * urlencoded or multipart body) is 415.
 */
export const BEACON_TYPES: readonly string[] = ['text/plain', 'application/json'];

export const mediaTypeOf = (req: FastifyRequest): string | undefined => {
  const type = req.headers['content-type'];
  return typeof type === 'string' ? type.split(';', 1)[0]!.trim().toLowerCase() : undefined;
};

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);
const IP_LITERAL = /^(?:\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/i;

/**
 * The owner's read answers the sandbox's own port only: the public origin never forwards it (it forwards
 * /api/ alone), and as a second wall a request that came through a proxy (X-Forwarded-For, which nginx
 * sets) is answered 404, and one naming a host other than a loopback name or an IP address (a rebound
 * DNS name: a web page reading the sandbox through the browser) 421. The owner's tools name the
 * address they connect to (curl http://127.0.0.1:8090/..., the container's address under compose).
 */
export function ownerRefusal(req: FastifyRequest): number | undefined {
  if (req.headers['x-forwarded-for'] !== undefined) return 404;
  const host = req.headers.host;
  if (typeof host !== 'string') return 421;
  let name: string;
  try {
    name = new URL(`http://${host}`).hostname;
  } catch {
    return 421;
  }
  return LOOPBACK_NAMES.has(name) || IP_LITERAL.test(name) ? undefined : 421;
}
