import { z } from 'zod';
import { API_HEADERS, API_PATHS } from '@credit/shared/api';
import type { RouteDef } from './lib/route';
import { BEACON_BODY_LIMIT, beaconSchema, REMOTE_NAMES, TELEMETRY_PATHS } from './domains/telemetry';

const schemaOf = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' });

/** The OpenAPI document of the contract, built from the registered routes' schemas. */
export function buildOpenApi(routes: readonly RouteDef[]): object {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const method = (r.method ?? 'POST').toLowerCase();
    const envelope = {
      type: 'object',
      required: ['status', 'message', 'data'],
      properties: {
        status: { type: 'integer', description: '1 success; other values: the spec-8 codes' },
        message: { type: 'string' },
        data: { ...schemaOf(r.data, 'output'), nullable: true },
      },
    };
    const body = schemaOf(r.body, 'input');
    paths[r.path.replace(/:(\w+)/g, '{$1}')] = {
      ...paths[r.path],
      [method]: {
        tags: [r.tag],
        summary: r.summary,
        ...(r.auth === 'user' ? { security: [{ token: [] }] } : {}),
        // Money calls refuse a request without the key (1001), docs/sandbox.md "Money".
        ...(r.money ? { parameters: [{ name: API_HEADERS.idempotencyKey, in: 'header', required: true, schema: { type: 'string', pattern: '^[\\w-]{8,128}$' } }] } : {}),
        ...(method === 'post'
          ? { requestBody: { content: { 'application/x-www-form-urlencoded': { schema: body }, 'application/json': { schema: body } } } }
          : { parameters: Object.keys((body as { properties?: object }).properties ?? {}).map((name) => ({ name, in: r.path.includes(`:${name}`) ? 'path' : 'query', required: true, schema: { type: 'string' } })) }),
        responses: { 200: { description: 'Business outcome in `status`', content: { 'application/json': { schema: envelope } } } },
      },
    };
  }
  paths[API_PATHS.quota.activate] = {
    get: {
      tags: ['quota'],
      summary: 'Quota-activation page (HTML); query: code (one-time, from quota/activate/code), returnUrl',
      responses: { 200: { description: 'HTML page', content: { 'text/html': {} } } },
    },
    post: {
      tags: ['quota'],
      summary: "The page's form: activates the limit, then 303 to returnUrl when its host is allowed",
      responses: { 200: { description: 'HTML page' }, 303: { description: 'Back to returnUrl' } },
    },
  };
  paths[API_PATHS.credit.thirdParty.replace(':ticket', '{ticket}')] = {
    get: {
      tags: ['credit'],
      summary: 'The stand-in third-party authorisation page (HTML) of a single-use ticket from an item\'s url call',
      responses: { 200: { description: 'HTML page', content: { 'text/html': {} } } },
    },
    post: {
      tags: ['credit'],
      summary: "The page's form (action=authorize|refuse): sets the item, then 303 to the ticket's return URL",
      responses: { 200: { description: 'HTML page' }, 303: { description: 'Back to the return URL' } },
    },
  };
  const byPathId = (summary: string, type: string, description: string) => ({
    tags: ['repay'],
    summary,
    responses: { 200: { description, content: { [type]: {} } }, 404: { description: 'Unknown or not yours' } },
  });
  paths[API_PATHS.thirdRepay.cashier.replace(':payId', '{payId}')] = {
    get: byPathId('The stand-in Alipay cashier (HTML) of one payment', 'text/html', 'HTML page'),
    post: byPathId("The cashier's pay button: pays the repayment once (the app polls aliPayResearch)", 'text/html', 'HTML page'),
  };
  paths[API_PATHS.loanorder.loanContractFile.replace(':orderNo', '{orderNo}')] = {
    get: { ...byPathId("One of an order's contracts as a PDF (token header; query key, the loan contract by default)", 'application/pdf', 'PDF'), tags: ['loan'], security: [{ token: [] }] },
  };
  paths[API_PATHS.clearance.file.replace(':certNo', '{certNo}')] = {
    get: { ...byPathId('The settlement proof as a PDF (token header; 401 without a session)', 'application/pdf', 'PDF'), tags: ['clearance'], security: [{ token: [] }] },
  };
  // The field-data collector (issue 41, ADR 059, docs/sandbox.md "Field data"): outside the envelope.
  const beacon = schemaOf(beaconSchema, 'input');
  paths[TELEMETRY_PATHS.beacon] = {
    post: {
      tags: ['telemetry'],
      summary: `A page's field-data beacon (navigator.sendBeacon: text/plain holding JSON, or application/json); no session; at most ${BEACON_BODY_LIMIT} bytes`,
      requestBody: { required: true, content: { 'text/plain': { schema: beacon }, 'application/json': { schema: beacon } } },
      responses: {
        204: { description: 'Stored' },
        400: { description: 'Not the beacon\'s shape (nothing stored)' },
        413: { description: `Body over ${BEACON_BODY_LIMIT} bytes` },
        415: { description: 'Another content type' },
      },
    },
  };
  paths[TELEMETRY_PATHS.releases] = {
    get: {
      tags: ['telemetry'],
      summary: "A remote's releases from its field data (the owner's read): only on the sandbox's own port, never through the public origin",
      parameters: [{ name: 'remote', in: 'query', required: true, schema: { type: 'string', enum: [...REMOTE_NAMES] } }],
      responses: {
        200: { description: '{ remote, releases: [{ release, firstSeen, lastSeen, sessions, sessionsWithError, errors, routes: { <route>: { sessions, errors, LCP, INP, CLS, TTFB } } }] } (releases by firstSeen; metric values ascending)', content: { 'application/json': {} } },
        400: { description: 'Unknown remote' },
        404: { description: 'Came through a proxy' },
        421: { description: 'A host name other than loopback or an IP address' },
      },
    },
  };
  return {
    openapi: '3.0.3',
    info: { title: 'Credit H5 sandbox API', version: '1.0.0', description: 'Form-encoded POST; answers {status, message, data}; money in fen.' },
    components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: API_HEADERS.token } } },
    paths,
  };
}
