/**
 * MaterialItem's named lists of SPEC section 7 (srmBaseItemsRestful):
 *
 * - listByPagePermission: the materials the caller may buy: active, purchasable,
 *   within the caller's data permissions (the category limits apply to
 *   materialItem through its `categoryId`).
 * - listByPageDrawPermission: the material-supplier pairs on a released approved
 *   supplier list (itemDraw with aslFlag Y); a supplier gets only its own.
 * - listOrderItemByPage: the material-supplier pairs on released orders (itemDraw
 *   with orderedFlag Y); a supplier gets the materials it has been ordered.
 * - listMaterialItemAndOrgByPage: materials by organisation (organizationMaterial),
 *   within the organisations the caller may see.
 *
 * Each is the generic listByPage of its view with the filter fixed, so scope,
 * data permissions, paging and counting are the engine's.
 */
import type { FastifyInstance } from 'fastify';
import { getEntity } from '@srm/domain/entity/registry.ts';
import type { AppContext } from '../app-context.ts';
import { callerOf } from '../plugins/guard.ts';
import { ok } from '../plugins/envelope.ts';
import { anyObject, routeSchema } from '../openapi/route-schema.ts';

export const ITEMS_BASE = '/api/baseServer/v1/srmBaseItemsRestful';

const LISTS: { op: string; entity: string; fixed: Record<string, unknown>; summary: string }[] = [
  {
    op: 'listByPagePermission',
    entity: 'materialItem',
    fixed: { itemStatus: 'ACTIVE', purchasingFlag: 'Y' },
    summary: 'Materials the caller may buy, within its data permissions',
  },
  {
    op: 'listByPageDrawPermission',
    entity: 'itemDraw',
    fixed: { aslFlag: 'Y' },
    summary: 'Materials and the suppliers approved for them (a supplier: its own)',
  },
  {
    op: 'listOrderItemByPage',
    entity: 'itemDraw',
    fixed: { orderedFlag: 'Y' },
    summary: 'Materials and the suppliers they were ordered from (a supplier: its own)',
  },
  {
    op: 'listMaterialItemAndOrgByPage',
    entity: 'organizationMaterial',
    fixed: {},
    summary: 'Materials by organisation, within the organisations the caller may see',
  },
];

export function registerMaterialLists(app: FastifyInstance, ctx: AppContext): void {
  for (const list of LISTS) {
    const def = getEntity(list.entity);
    app.post<{ Body: Record<string, unknown> }>(
      `${ITEMS_BASE}/${list.op}`,
      {
        config: { access: 'authenticated' },
        schema: routeSchema({
          operationId: `srmBaseItems_${list.op}`,
          tag: 'Base data',
          summary: list.summary,
          body: anyObject(`The filters of ${list.entity}'s listByPage, with pageIndex and pageRows`),
          data: { type: 'array', items: anyObject(`A row of ${list.entity}`) },
          page: true,
        }),
      },
      async (request) => {
        const { rows, ...page } = await ctx.ops.listByPage(def, callerOf(request), { ...(request.body ?? {}), ...list.fixed });
        return { ...ok(rows), ...page };
      },
    );
  }
}
