/**
 * The API manager's catalogue (apiManager, projectAndModule): every /api route
 * the server registered, read from the same registrations as /api/openapi.json
 * (routes/openapi.ts), grouped by service (`/api/{service}/...`) and module
 * (the entity, or the route family), with who may call it: the route's access,
 * and for an entity's operation the button (resource) it needs and the roles
 * whose menus grant that button.
 */
import type { FastifyInstance } from 'fastify';
import { findEntityByRest, rootEntity } from '@srm/domain/entity/registry.ts';
import { routeByPath } from '@srm/domain/routes/catalogue.ts';
import type { EntityDef } from '@srm/domain/entity/types.ts';
import type { Db } from '../db/db.ts';
import { ok } from '../plugins/envelope.ts';
import { registeredRoutes } from '../routes/openapi.ts';
import { routeSchema, object } from '../openapi/route-schema.ts';
import { VIEW } from '../engine/permissions.ts';
import { table } from '../db/tables.ts';

const ro = table('saaf_roles').as('ro');
const rm = table('saaf_role_menus').as('rm');
const m = table('saaf_menus').as('m');
const rr = table('saaf_role_resources').as('rr');

export interface ApiRoute {
  method: string;
  path: string;
  service: string;
  module: string;
  moduleName: string;
  operationId: string | null;
  summary: string | null;
  access: string;
  signed: boolean;
  entity: string | null;
  resource: string | null;
  roles: string[];
}

/** The button an entity operation needs (the generic router's checks, engine/operations.ts); reads need a menu of the entity. */
function resourceOf(def: EntityDef, operation: string): string {
  if (operation === 'saveOrUpdate' || operation === 'save') return 'btnAdd / btnEdit';
  if (operation === 'delete' || operation === 'deleteById') return 'btnDelete';
  if (operation === 'exportExcel') return 'btnExport';
  if (operation.startsWith('import')) return 'btnImport';
  const action = def.workflow?.actions.find((a) => `do${a.action[0].toUpperCase()}${a.action.slice(1)}` === operation);
  if (action) return action.resource;
  const op = def.operations?.find((o) => o.operation === operation);
  if (op) return op.resource;
  return VIEW;
}

/** Role names per entity and button, from the menus and buttons granted to each enabled role. */
async function rolesByGrant(db: Db, lang: 'zh' | 'en'): Promise<Map<string, Map<string, Set<string>>>> {
  const res = await db.query<{ roleName: string; roleNameEn: string | null; htmlUrl: string; resourceCode: string | null }>(
    `SELECT DISTINCT ${ro.role_name} AS "roleName", ${ro.role_name_en} AS "roleNameEn", ${m.html_url} AS "htmlUrl", ${rr.resource_code} AS "resourceCode"
       FROM ${ro}
       JOIN ${rm} ON ${rm.role_id} = ${ro.role_id}
       JOIN ${m} ON ${m.menu_id} = ${rm.menu_id} AND ${m.enabled_flag} = 'Y'
       LEFT JOIN ${rr} ON ${rr.role_id} = ${ro.role_id} AND ${rr.menu_id} = ${m.menu_id}
      WHERE ${ro.enabled_flag} = 'Y'`,
  );
  const out = new Map<string, Map<string, Set<string>>>();
  for (const row of res.rows) {
    const entity = routeByPath(row.htmlUrl ?? '')?.entity;
    if (!entity) continue;
    const name = lang === 'en' && row.roleNameEn ? row.roleNameEn : row.roleName;
    const byCode = out.get(entity) ?? new Map<string, Set<string>>();
    out.set(entity, byCode);
    for (const code of [VIEW, row.resourceCode].filter((c): c is string => !!c)) {
      const set = byCode.get(code) ?? new Set<string>();
      set.add(name);
      byCode.set(code, set);
    }
  }
  return out;
}

export async function apiCatalogue(app: FastifyInstance, db: Db, lang: 'zh' | 'en'): Promise<ApiRoute[]> {
  const roles = await rolesByGrant(db, lang);
  const out: ApiRoute[] = [];
  for (const r of registeredRoutes(app)) {
    if (!r.url.startsWith('/api/') || r.method === 'HEAD' || r.url.includes(':resource')) continue;
    const parts = r.url.split('/');
    const service = parts[2] ?? '';
    const family = parts[4] ?? parts[3] ?? '';
    const def = family.endsWith('Restful') ? findEntityByRest(family.slice(0, -'Restful'.length)) : undefined;
    const root = def ? rootEntity(def) : undefined;
    const operation = parts[parts.length - 1];
    const resource = def ? resourceOf(def, operation) : null;
    const granted = root && resource ? roles.get(root.name) : undefined;
    const roleNames = granted ? [...new Set(resource!.split(' / ').flatMap((code) => [...(granted.get(code) ?? [])]))].sort() : [];
    const schema = (r.schema ?? {}) as { operationId?: string; summary?: string; hide?: boolean };
    out.push({
      method: r.method,
      path: r.url,
      service,
      module: def ? def.name : family,
      moduleName: def ? def.label[lang] : family,
      operationId: schema.operationId ?? null,
      summary: schema.summary ?? null,
      access: r.access,
      signed: !r.unsigned,
      entity: def?.name ?? null,
      resource,
      roles: roleNames,
    });
  }
  return out.sort((a, b) => a.service.localeCompare(b.service) || a.module.localeCompare(b.module) || a.path.localeCompare(b.path));
}

export function registerApiCatalogue(app: FastifyInstance, db: Db): void {
  app.post(
    '/api/baseServer/v1/apiManager/routes',
    {
      config: { access: 'admin' },
      schema: routeSchema({
        operationId: 'apiManagerRoutes',
        tag: 'Platform',
        summary: 'Every API route, by service and module, with the access and the roles that may call it',
        data: {
          type: 'array',
          items: object({
            method: { type: 'string' },
            path: { type: 'string' },
            service: { type: 'string' },
            module: { type: 'string' },
            moduleName: { type: 'string' },
            operationId: { type: ['string', 'null'] },
            summary: { type: ['string', 'null'] },
            access: { type: 'string' },
            signed: { type: 'boolean' },
            entity: { type: ['string', 'null'] },
            resource: { type: ['string', 'null'] },
            roles: { type: 'array', items: { type: 'string' } },
          }),
        },
      }),
    },
    async (request) => ok(await apiCatalogue(app, db, request.lang)),
  );
}
