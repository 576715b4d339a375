/**
 * Serves the OpenAPI document at /api/openapi.json (and /v3/api-docs for the
 * swagger fetch of SPEC section 7). It is built from the schemas every route
 * declared when registered: an onRoute hook collects them, so a route added
 * anywhere shows up without a second description.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { buildDocument, type RegisteredRoute } from '../openapi/document.ts';
import { routeSchema } from '../openapi/route-schema.ts';
import { ERROR_RESPONSES } from '../openapi/envelope-schema.ts';
import { registerApiDocs } from './api-docs.ts';

const registered = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** The routes of this app with the schema each declared (tests check every one has one). */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  return registered.get(app) ?? [];
}

const documentSchema = (operationId: string, summary: string) =>
  routeSchema({ operationId, tag: 'Platform', summary, data: { type: 'object', description: 'The OpenAPI 3.1 document', additionalProperties: true } });

export function registerOpenApi(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  registered.set(app, routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const config = (route.config ?? {}) as { access?: string; unsigned?: boolean };
    for (const method of methods)
      routes.push({
        method,
        url: route.url,
        access: String(config.access),
        unsigned: !!config.unsigned,
        schema: route.schema as Record<string, unknown> | undefined,
      });
  });
  // Built and serialised once: the document is megabytes, and the routes do not change once the app is ready.
  let cached: string | undefined;
  const document = () => (cached ??= JSON.stringify(buildDocument(routes)));
  const json = (reply: FastifyReply, body: string) => reply.type('application/json; charset=utf-8').send(body);
  // The plain document answers without the envelope: what generators fetch.
  const plain = (operationId: string, summary: string) => ({
    operationId,
    tags: ['Platform'],
    summary,
    response: { 200: { type: 'object', description: 'The OpenAPI 3.1 document (not in the envelope)', additionalProperties: true }, ...ERROR_RESPONSES },
  });
  app.get('/api/openapi.json', { config: { access: 'public', unsigned: true }, schema: plain('openApiDocument', 'This document') }, (_req, reply) =>
    json(reply, document()),
  );
  app.post(
    '/api/baseServer/v1/apiManager/openapi',
    { config: { access: 'authenticated' }, schema: documentSchema('apiManagerOpenApi', 'This document, in the envelope') },
    (_req, reply) => json(reply, `{"status":"S","msg":"","data":${document()}}`),
  );
  registerApiDocs(app);
  app.get('/v3/api-docs', { config: { access: 'public', unsigned: true }, schema: plain('apiDocs', 'This document (swagger path)') }, (_req, reply) =>
    json(reply, document()),
  );
}
