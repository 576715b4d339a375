/**
 * The OpenAPI 3.1 document, assembled from the schemas the routes declared
 * when they were registered (route-schema.ts, entity-schemas.ts): nothing here
 * describes an operation a second time.
 */
import { ERROR_SCHEMAS } from './envelope-schema.ts';
import { entityComponents } from './entity-schemas.ts';
import { clean, type JsonSchema } from './field-schema.ts';
import { COMMON_PARAMETERS, SECURITY_SCHEMES, SIGNATURE_DESCRIPTION, securityOf } from './security.ts';

export const OPENAPI_VERSION = '3.1.0';

export interface RegisteredRoute {
  method: string;
  url: string;
  access: string;
  unsigned: boolean;
  schema?: Record<string, unknown>;
}

/** `/a/:id` -> `/a/{id}` */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

function parametersOf(schema: JsonSchema | undefined, where: 'query' | 'path'): JsonSchema[] {
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema?.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, s]) =>
    clean({ name, in: where, required: where === 'path' || required.has(name) || undefined, description: s.description, schema: s }),
  );
}

function responsesOf(response: Record<string, JsonSchema>, produces: string[] | undefined): JsonSchema {
  const out: Record<string, JsonSchema> = {};
  for (const [status, schema] of Object.entries(response)) {
    const code = status.toUpperCase();
    const media = code === '200' && produces?.length ? produces[0] : 'application/json';
    const { description, ...rest } = schema;
    out[code] = { description: String(description ?? code), content: { [media]: { schema: media === 'application/json' ? schema : rest } } };
  }
  return out;
}

function operationOf(route: RegisteredRoute): JsonSchema {
  const s = route.schema ?? {};
  const consumes = s.consumes as string[] | undefined;
  const parameters = [
    { $ref: '#/components/parameters/language' },
    { $ref: '#/components/parameters/respId' },
    ...parametersOf(s.params as JsonSchema | undefined, 'path'),
    ...parametersOf(s.querystring as JsonSchema | undefined, 'query'),
  ];
  return clean({
    operationId: s.operationId,
    tags: s.tags,
    summary: s.summary,
    description: [s.description, `Access: ${route.access}${route.unsigned ? ', unsigned' : ''}.`].filter(Boolean).join('\n\n'),
    security: securityOf(route.access, route.unsigned),
    parameters,
    requestBody: s.body ? { required: true, content: { [consumes?.[0] ?? 'application/json']: { schema: s.body } } } : undefined,
    responses: responsesOf((s.response ?? { 200: { description: 'Done' } }) as Record<string, JsonSchema>, s.produces as string[] | undefined),
  });
}

export function buildDocument(routes: RegisteredRoute[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const tags = new Set<string>();
  for (const route of routes) {
    if (route.method === 'HEAD' || route.schema?.hide) continue;
    if (!route.url.startsWith('/api/') && !route.url.startsWith('/v3/')) continue;
    const op = operationOf(route);
    for (const t of (op.tags as string[] | undefined) ?? []) tags.add(t);
    (paths[openApiPath(route.url)] ??= {})[route.method.toLowerCase()] = op;
  }
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: 'SRM platform API',
      version: '1.0.0',
      description: [
        'Every answer is the envelope `{ status, msg, code?, errors?, count?, countCapped?, data }`: `S` done, `M` refused for a reason the user can act on, `E` any other refusal. Refusals use 4xx statuses with a stable `code` (components/schemas/ErrorEnvelope).',
        '',
        '## Signing',
        SIGNATURE_DESCRIPTION,
      ].join('\n'),
    },
    servers: [{ url: '/' }],
    tags: [...tags].sort().map((name) => ({ name })),
    security: [{ token: [], timestamp: [], signature: [] }],
    paths,
    components: {
      schemas: { ...ERROR_SCHEMAS, ...entityComponents() },
      securitySchemes: SECURITY_SCHEMES,
      parameters: COMMON_PARAMETERS,
    },
  };
}
