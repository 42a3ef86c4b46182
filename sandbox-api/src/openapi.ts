import { z } from 'zod';
import { API_HEADERS, API_PATHS } from '@credit/shared/api';
import type { RouteDef } from './lib/route';

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
      summary: 'Quota-activation page (HTML); query: token, returnUrl',
      responses: { 200: { description: 'HTML page', content: { 'text/html': {} } } },
    },
    post: {
      tags: ['quota'],
      summary: "The page's form: activates the limit, then 303 to returnUrl when its host is allowed",
      responses: { 200: { description: 'HTML page' }, 303: { description: 'Back to returnUrl' } },
    },
  };
  return {
    openapi: '3.0.3',
    info: { title: 'Credit H5 sandbox API', version: '1.0.0', description: 'Form-encoded POST; answers {status, message, data}; money in fen.' },
    components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: API_HEADERS.token } } },
    paths,
  };
}
