/**
 * The OpenAPI 3.1 document, assembled from the schemas the routes declared
 * when they were registered (route-schema.ts, entity-schemas.ts): nothing here
 * describes an operation a second time.
 */
import { ERROR_SCHEMAS } from './envelope-schema.ts';
import { entityComponents } from './entity-schemas.ts';
import { clean, type JsonSchema } from './field-schema.ts';
import { describedTags } from './tags.ts';
import { webhooksOf, WEBHOOK_DESCRIPTION } from './webhooks.ts';
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
    security: (s.security as JsonSchema[] | undefined) ?? securityOf(route.access, route.unsigned),
    parameters,
    requestBody: s.body ? { required: true, content: { [consumes?.[0] ?? 'application/json']: { schema: s.body } } } : undefined,
    responses: responsesOf((s.response ?? { 200: { description: 'Done' } }) as Record<string, JsonSchema>, s.produces as string[] | undefined),
  });
}

/** The components something in `roots` references, directly or through other components (Redocly's no-unused-components). */
function referenced(schemas: Record<string, JsonSchema>, roots: unknown[]): Record<string, JsonSchema> {
  const used = new Set<string>();
  const pending = [...roots];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) for (const n of node) visit(n);
    else if (node && typeof node === 'object')
      for (const [k, v] of Object.entries(node)) {
        if (k === '$ref' && typeof v === 'string' && v.startsWith('#/components/schemas/')) {
          const name = v.slice('#/components/schemas/'.length);
          if (!used.has(name)) {
            used.add(name);
            pending.push(schemas[name]);
          }
        } else visit(v);
      }
  };
  while (pending.length) visit(pending.pop());
  return Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
}

/** Each tag's module, as the tag groups say. */
function tagModules(routes: RegisteredRoute[]): Map<string, string> {
  const tags = new Set(routes.filter(documented).flatMap((r) => (r.schema?.tags as string[] | undefined) ?? []));
  tags.add('Events');
  return new Map(describedTags(tags).groups.flatMap((g) => (g.tags as string[]).map((t) => [t, String(g.name)] as const)));
}

/** A module's name as its document's address takes it: `Base data` -> `base-data`. */
export const moduleSlug = (module: string) => module.toLowerCase().replace(/[^a-z0-9]+/g, '-');

const documented = (route: RegisteredRoute) =>
  route.method !== 'HEAD' && !route.schema?.hide && (route.url.startsWith('/api/') || route.url.startsWith('/v3/'));

/** The modules the operations' tags belong to, in the order of the document's tag groups (Platform first). */
export function documentModules(routes: RegisteredRoute[]): string[] {
  const tags = new Set(routes.filter(documented).flatMap((r) => (r.schema?.tags as string[] | undefined) ?? []));
  tags.add('Events');
  return describedTags(tags).groups.map((g) => String(g.name));
}

/**
 * The whole document, or with `module` one module's operations only (and the events with Integration's): the whole
 * is megabytes, which Swagger UI at /api/docs took a minute to render on two busy cores; it shows one module at a time.
 */
export function buildDocument(routes: RegisteredRoute[], module?: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const tags = new Set<string>();
  const moduleOf = module === undefined ? undefined : tagModules(routes);
  for (const route of routes) {
    if (!documented(route)) continue;
    const op = operationOf(route);
    const opTags = (op.tags as string[] | undefined) ?? [];
    if (moduleOf && !opTags.some((t) => moduleOf.get(t) === module)) continue;
    for (const t of opTags) tags.add(t);
    (paths[openApiPath(route.url)] ??= {})[route.method.toLowerCase()] = op;
  }
  const withEvents = !moduleOf || moduleOf.get('Events') === module;
  const events = withEvents ? webhooksOf() : { webhooks: {}, schemas: {} };
  if (withEvents) tags.add('Events');
  const described = describedTags(tags);
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: 'SRM platform API',
      version: '1.0.0',
      description: [
        'Every answer is the envelope `{ status, msg, code?, errors?, count?, countCapped?, data }`: `S` done, `M` refused for a reason the user can act on, `E` any other refusal. Refusals use 4xx statuses with a stable `code` (components/schemas/ErrorEnvelope).',
        '',
        '## Authenticating',
        'Three ways in, each a security scheme below:',
        '- **Portal token with its request signature** (`token`, `timestamp`, `signature`): sign in with `login` and sign every call as described under “Signing”. What the portal does.',
        '- **OAuth client credentials** (`oauth`): a program of an integrator, with the credentials of an API app the administrator registered (menu OAuth apps). Ask `POST /oauth/token` for an access token and send it as `Authorization: Bearer …`, no signature. In this page: **Authorize**, scheme `oauth`, the client id and secret, scope `api`.',
        '- **Inbound API key and message signature** (`inboundApiKey`, `messageTimestamp`, `messageId`, `messageSignature`): only for `scsiInbound`, an ERP pushing records to an inbound interface.',
        '',
        '## Signing',
        SIGNATURE_DESCRIPTION,
        '',
        '## Events',
        'What the SRM sends to an ERP is listed under `webhooks` (tag Events), one entry per business event with the JSON Schema of its payload.',
        '',
        WEBHOOK_DESCRIPTION,
      ].join('\n'),
    },
    servers: [{ url: '/' }],
    tags: described.tags,
    'x-tagGroups': described.groups,
    security: [{ token: [], timestamp: [], signature: [] }],
    paths,
    ...(withEvents ? { webhooks: events.webhooks } : {}),
    components: {
      schemas: referenced({ ...ERROR_SCHEMAS, ...entityComponents(), ...events.schemas }, [paths, events.webhooks]),
      securitySchemes: SECURITY_SCHEMES,
      parameters: COMMON_PARAMETERS,
    },
  };
}
