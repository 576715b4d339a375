/**
 * Serves the OpenAPI document at /api/openapi.json (and /v3/api-docs for the
 * swagger fetch of SPEC section 7). It is built from the schemas every route
 * declared when registered: an onRoute hook collects them, so a route added
 * anywhere shows up without a second description.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { buildDocument, documentModules, moduleSlug, type RegisteredRoute } from '../openapi/document.ts';
import { routeSchema } from '../openapi/route-schema.ts';
import { ERROR_RESPONSES } from '../openapi/envelope-schema.ts';
import { registerApiDocs } from './api-docs.ts';
import { AppError } from '../engine/app-error.ts';

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
  const modules = new Map<string, string>();
  const moduleDocument = (slug: string) => {
    if (!modules.size) for (const name of documentModules(routes)) modules.set(moduleSlug(name), name);
    const name = modules.get(slug);
    if (name === undefined) return undefined;
    let text = moduleDocuments.get(slug);
    if (text === undefined) moduleDocuments.set(slug, (text = JSON.stringify(buildDocument(routes, name))));
    return text;
  };
  const moduleDocuments = new Map<string, string>();
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
  // One module's operations: what /api/docs shows, a module at a time.
  app.get(
    '/api/openapi/modules.json',
    {
      config: { access: 'public', unsigned: true },
      schema: {
        operationId: 'openApiModules',
        tags: ['Platform'],
        summary: 'The modules this document is split into, each with the address of its own document',
        response: {
          200: {
            type: 'array',
            description: 'The modules, Platform first (not in the envelope)',
            items: { type: 'object', properties: { name: { type: 'string' }, url: { type: 'string' } }, required: ['name', 'url'] },
          },
          ...ERROR_RESPONSES,
        },
      },
    },
    (_req, reply) => {
      moduleDocument('');
      return json(reply, JSON.stringify([...modules].map(([slug, name]) => ({ name, url: `/api/openapi/module/${slug}` }))));
    },
  );
  app.get<{ Params: { module: string } }>(
    '/api/openapi/module/:module',
    {
      config: { access: 'public', unsigned: true },
      schema: {
        ...plain('openApiModuleDocument', 'The operations of one module'),
        params: {
          type: 'object',
          properties: { module: { type: 'string', description: 'The module, as an address of /api/openapi/modules.json names it' } },
          required: ['module'],
        },
      },
    },
    (request, reply) => {
      const text = moduleDocument(request.params.module);
      if (text === undefined) throw new AppError('NOT_FOUND');
      return json(reply, text);
    },
  );
  registerApiDocs(app);
  app.get('/v3/api-docs', { config: { access: 'public', unsigned: true }, schema: plain('apiDocs', 'This document (swagger path)') }, (_req, reply) =>
    json(reply, document()),
  );
}
