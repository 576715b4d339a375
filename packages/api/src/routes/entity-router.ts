/**
 * One router serves every definition: `/api/{service}/v1/{rest}Restful/{operation}`
 * with the six standard operations, the named lists, one `do{Action}` per
 * workflow action and the definition's custom operations.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { entities, findEntityByRest } from '@srm/domain/entity/registry.ts';
import { actionOperation } from '@srm/domain/entity/naming.ts';
import type { EntityDef } from '@srm/domain/entity/types.ts';
import { format } from '@srm/domain/i18n/messages.ts';
import { AppError, ValidationError } from '../engine/app-error.ts';
import type { EntityOperations, ListPage } from '../engine/operations.ts';
import { callerOf } from '../plugins/guard.ts';
import { ok } from '../plugins/envelope.ts';
import { entityRoutes } from '../openapi/entity-schemas.ts';
import { routeSchema } from '../openapi/route-schema.ts';

export function resolveEntity(service: string, resource: string): EntityDef {
  const rest = resource.endsWith('Restful') ? resource.slice(0, -'Restful'.length) : '';
  const def = rest ? findEntityByRest(rest) : undefined;
  if (!def || def.service !== service) throw new AppError('UNKNOWN_ENTITY', { entity: resource });
  return def;
}

/** A page of rows in the envelope, with what is known of the total and the pages either side. */
function pageAnswer({ rows, ...page }: ListPage) {
  return { ...ok(rows, ''), ...page };
}

/** One operation of one entity: the same code whichever route received it. */
async function answer(ops: EntityOperations, def: EntityDef, operation: string, request: FastifyRequest) {
  const caller = callerOf(request);
  const body = request.body ?? {};
  const lang = request.lang;
  switch (operation) {
    case 'findById':
      return ok(await ops.findById(def, caller, body));
    case 'listByPage':
      return pageAnswer(await ops.listByPage(def, caller, body));
    case 'listCount':
      return ok(await ops.listCount(def, caller, body));
    case 'saveOrUpdate':
      return ok(await ops.save(def, caller, body), format('ok.saved', lang));
    case 'doBatchSaveOrUpdate':
      return ok(await ops.saveBatch(def, caller, body), format('ok.saved', lang));
    case 'delete':
      await ops.remove(def, caller, body);
      return ok(null, format('ok.deleted', lang));
    case 'doBatchDelete':
      return ok(await ops.removeBatch(def, caller, body), format('ok.deleted', lang));
  }
  const named = def.namedLists?.[operation];
  if (named) {
    const missing = named.required.filter((f) => (body as Record<string, unknown>)[f] === undefined || (body as Record<string, unknown>)[f] === '');
    if (missing.length) throw new ValidationError(missing.map((field) => ({ field, key: 'rule.required' })));
    return pageAnswer(await ops.listByPage(def, caller, body));
  }
  const custom = def.operations?.find((o) => o.operation === operation);
  if (custom) return ok(await ops.runOperation(def, caller, custom, body), format('ok.done', lang));
  const action = def.workflow?.actions.find((a) => actionOperation(a.action) === operation);
  if (!action) throw new AppError('UNKNOWN_OPERATION', { operation });
  return ok(await ops.act(def, caller, action, body), format('ok.done', lang));
}

/**
 * One static route per entity operation, each with the schema derived from the
 * definition (the API document reads them back), and a parametric fallback
 * that answers the unknown entity or operation as before. A custom route
 * already registered under the same URL wins.
 */
export function registerEntityRouter(app: FastifyInstance, ops: EntityOperations): void {
  for (const def of entities) {
    for (const route of entityRoutes(def)) {
      if (app.hasRoute({ method: 'POST', url: route.url })) continue;
      app.post(route.url, { config: { access: 'entity' }, schema: route.schema }, (request) => answer(ops, def, route.operation, request));
    }
  }
  app.post<{ Params: { service: string; resource: string; operation: string } }>(
    '/api/:service/v1/:resource/:operation',
    {
      config: { access: 'entity' },
      schema: routeSchema({ operationId: 'entityFallback', tag: 'Entities', summary: 'Any other entity operation', hide: true }),
    },
    (request) => answer(ops, resolveEntity(request.params.service, request.params.resource), request.params.operation, request),
  );
}
