/**
 * What a responsibility may do: menus granted through its roles, and the buttons
 * (resource codes) of each. Menus point at routes, routes at entities, so grants
 * come out per entity. The server refuses whatever the UI would hide.
 */
import type { EntityDef } from '@srm/domain/entity/types.ts';
import { rootEntity } from '@srm/domain/entity/registry.ts';
import { SERVER_ONLY } from '@srm/domain/entity/resources.ts';
import { routeByPath } from '@srm/domain/routes/catalogue.ts';
import type { Queryable } from '../db/db.ts';
import { AppError } from './app-error.ts';
import type { Caller } from './caller.ts';

/** Marks an entity readable because a menu serving it is granted. */
export const VIEW = 'view';
/** The grants of `respId` as they are now; signed calls get them through auth/auth-cache.ts. */
export async function loadGrants(db: Queryable, respId: number): Promise<Map<string, Set<string>>> {
  const res = await db.query<{ htmlUrl: string; resourceCode: string | null }>(
    `SELECT m.html_url AS "htmlUrl", rr2.resource_code AS "resourceCode"
       FROM saaf_responsibilitys r
       JOIN saaf_resp_roles rr ON rr.resp_id = r.resp_id
       JOIN saaf_roles ro ON ro.role_id = rr.role_id AND ro.enabled_flag = 'Y'
       JOIN saaf_role_menus rm ON rm.role_id = rr.role_id
       JOIN saaf_menus m ON m.menu_id = rm.menu_id AND m.enabled_flag = 'Y'
       LEFT JOIN saaf_role_resources rr2 ON rr2.role_id = rr.role_id AND rr2.menu_id = m.menu_id
      WHERE r.resp_id = $1 AND r.enabled_flag = 'Y'`,
    [respId],
  );
  const grants = new Map<string, Set<string>>();
  for (const row of res.rows) {
    const route = routeByPath(row.htmlUrl ?? '');
    if (!route?.entity) continue;
    let set = grants.get(route.entity);
    if (!set) grants.set(route.entity, (set = new Set([VIEW])));
    if (row.resourceCode) set.add(row.resourceCode);
  }
  return grants;
}

const OWN_ROW_WRITES = new Set(['btnAdd', 'btnEdit', 'btnDelete']);

/** Whether the caller may read `def` rows (scope still applies) or use resource `need`. */
export function can(def: EntityDef, caller: Caller, need: string): boolean {
  if (caller.userId === -1) return true;
  if (need === SERVER_ONLY) return false;
  const root = rootEntity(def);
  if (!root.rest) return false;
  if (need === VIEW && (def.read === 'authenticated' || root.read === 'authenticated')) return true;
  // Rows owned by one user (shortcut menus, table configs): the owner manages them.
  if (root.scope?.user && (need === VIEW || OWN_ROW_WRITES.has(need))) return true;
  return caller.grants.get(root.name)?.has(need) ?? false;
}

export function authorize(def: EntityDef, caller: Caller, need: string): void {
  if (!can(def, caller, need)) throw new AppError('FORBIDDEN');
}
