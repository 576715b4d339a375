/**
 * The OpenAPI document: every entity operation with its request and answer
 * schema, generated from the definitions, plus every custom route the server
 * registered. Served at /api/openapi.json (and /v3/api-docs for the swagger
 * fetch of SPEC section 7).
 */
import type { FastifyInstance } from 'fastify';
import type { EntityDef, FieldDef } from '@srm/domain/entity/types.ts';
import { entities, getEntity, restPath } from '@srm/domain/entity/registry.ts';
import { actionOperation } from '@srm/domain/entity/naming.ts';
import { maxLengthOf } from '@srm/domain/entity/validate-record.ts';
import { ok } from '../plugins/envelope.ts';

type Schema = Record<string, unknown>;

function fieldSchema(f: FieldDef): Schema {
  const description = `${f.label.zh} / ${f.label.en}${f.lookupType ? ` (lookup ${f.lookupType})` : ''}${f.ref ? ` (references ${f.ref.entity})` : ''}`;
  switch (f.type) {
    case 'integer':
    case 'ref':
      return { type: 'integer', description, readOnly: f.readOnly || undefined };
    case 'number':
    case 'money':
      return { type: 'number', description, readOnly: f.readOnly || undefined };
    case 'flag':
      return { type: 'string', enum: ['Y', 'N'], description, readOnly: f.readOnly || undefined };
    case 'date':
      return { type: 'string', format: 'date', description, readOnly: f.readOnly || undefined };
    case 'datetime':
      return { type: 'string', format: 'date-time', description, readOnly: f.readOnly || undefined };
    case 'password':
      return { type: 'string', writeOnly: true, description };
    default:
      return { type: 'string', maxLength: maxLengthOf(f), description, readOnly: f.readOnly || undefined };
  }
}

function recordSchema(def: EntityDef): Schema {
  const properties: Record<string, Schema> = { [def.key]: { type: 'integer' } };
  for (const f of def.fields) properties[f.name] = fieldSchema(f);
  for (const a of ['createdBy', 'lastUpdatedBy', 'versionNum']) properties[a] = { type: 'integer', readOnly: a !== 'versionNum' };
  for (const a of ['creationDate', 'lastUpdateDate']) properties[a] = { type: 'string', format: 'date-time', readOnly: true };
  for (const c of def.children ?? []) properties[c.name] = { type: 'array', items: { $ref: `#/components/schemas/${getEntity(c.entity).name}` } };
  const required = def.fields.filter((f) => f.required && !f.readOnly && !f.autoNumber && f.default === undefined).map((f) => f.name);
  return { type: 'object', properties, required: required.length ? required : undefined, additionalProperties: false };
}

const envelope = (data: Schema): Schema => ({
  type: 'object',
  properties: { status: { type: 'string', enum: ['S', 'E', 'M'] }, msg: { type: 'string' }, code: { type: 'string' }, count: { type: 'integer' }, data },
});

export function buildOpenApi(customRoutes: { method: string; url: string; access: string }[]): Schema {
  const paths: Record<string, Schema> = {};
  const schemas: Record<string, Schema> = {};
  const post = (summary: string, tag: string, request: Schema, response: Schema) => ({
    post: {
      summary,
      tags: [tag],
      requestBody: { required: true, content: { 'application/json': { schema: request } } },
      responses: { 200: { description: 'S', content: { 'application/json': { schema: envelope(response) } } }, '4XX': { description: 'E or M with a stable code' } },
    },
  });
  for (const def of entities) {
    if (!def.rest) continue;
    schemas[def.name] = recordSchema(def);
    const ref = { $ref: `#/components/schemas/${def.name}` };
    const idBody = { type: 'object', properties: { [def.key]: { type: 'integer' } }, required: [def.key] };
    const tag = `${def.label.en} (${def.name})`;
    paths[restPath(def, 'findById')] = post(`Find one ${def.label.en}`, tag, idBody, ref);
    paths[restPath(def, 'listByPage')] = post(`List ${def.label.en}`, tag, {
      type: 'object',
      description: 'Filters by field name: `field` equals (a list means any of), `field_like` contains, `field_from`/`field_to` a range; `sort` is `field` or `-field`.',
      properties: { pageIndex: { type: 'integer', minimum: 1, default: 1 }, pageRows: { type: 'integer', minimum: 1, maximum: 500, default: 20 }, sort: { type: 'string' } },
    }, { type: 'array', items: ref });
    if (!def.readOnly) {
      paths[restPath(def, 'saveOrUpdate')] = post(`Create or update ${def.label.en} (with lines)`, tag, ref, ref);
      paths[restPath(def, 'doBatchSaveOrUpdate')] = post(`Create or update several ${def.label.en}`, tag, { type: 'array', items: ref }, { type: 'array', items: ref });
      paths[restPath(def, 'delete')] = post(`Delete ${def.label.en}`, tag, idBody, { type: 'null' });
      paths[restPath(def, 'doBatchDelete')] = post(`Delete several ${def.label.en}`, tag, { type: 'object', properties: { ids: { type: 'array', items: { type: 'integer' } } } }, { type: 'integer' });
    }
    for (const [op, named] of Object.entries(def.namedLists ?? {})) {
      paths[restPath(def, op)] = post(`List ${def.label.en} by ${named.required.join(', ')}`, tag, { type: 'object', required: named.required }, { type: 'array', items: ref });
    }
    for (const a of def.workflow?.actions ?? []) {
      paths[restPath(def, actionOperation(a.action))] = post(
        `${a.label.en}: ${a.from.join(', ')} -> ${a.to} (resource ${a.resource})`,
        tag,
        { type: 'object', properties: { [def.key]: { type: 'integer' }, versionNum: { type: 'integer' }, comment: { type: 'string', maxLength: 2000 } }, required: [def.key] },
        ref,
      );
    }
    for (const o of def.operations ?? []) {
      if (o.hidden) continue;
      paths[restPath(def, o.operation)] = post(`${o.label.en} (resource ${o.resource}${o.actor ? `, ${o.actor} users` : ''})`, tag, { type: 'object', properties: { ids: { type: 'array', items: { type: 'integer' } } } }, o.opens ? { $ref: `#/components/schemas/${o.opens}` } : {});
    }
  }
  for (const r of customRoutes) {
    if (r.url.includes(':') || r.url.includes('*')) continue;
    paths[r.url] = { ...(paths[r.url] ?? {}), [r.method.toLowerCase()]: { summary: `${r.url.split('/').pop()} (${r.access})`, tags: ['Custom'], responses: { 200: { description: 'envelope' } } } };
  }
  return {
    openapi: '3.0.3',
    info: { title: 'SRM platform API', version: '1.0.0', description: 'Every call is signed: x-srm-timestamp, x-srm-signature, authorization, x-srm-language.' },
    paths,
    components: { schemas },
  };
}

export function registerOpenApi(app: FastifyInstance): void {
  const custom: { method: string; url: string; access: string }[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const m of methods) if (m !== 'HEAD' && (route.url.startsWith('/api') || route.url.startsWith('/v'))) custom.push({ method: m, url: route.url, access: String(route.config?.access) });
  });
  let cached: Schema | undefined;
  const handler = async () => ok((cached ??= buildOpenApi(custom)));
  app.get('/api/openapi.json', { config: { access: 'public', unsigned: true } }, async () => (cached ??= buildOpenApi(custom)));
  app.post('/api/baseServer/v1/apiManager/openapi', { config: { access: 'authenticated' } }, handler);
  app.get('/v3/api-docs', { config: { access: 'public', unsigned: true } }, async () => (cached ??= buildOpenApi(custom)));
}
