/**
 * `findBaseMenuByRespId` (SPEC section 7): the menu nodes granted to a
 * responsibility, with the buttons granted on each, for the shell to build its
 * tree and toolbars. A caller asks only for a responsibility they hold. Only menus that work for the
 * responsibility's users are answered: a page the route catalogue offers suppliers only (`menu.for`) is not an
 * internal user's, whatever a role was granted, and the reverse; a group left without pages goes with them.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.ts';
import { AppError } from '../engine/app-error.ts';
import { userResponsibilities } from '../auth/sessions.ts';
import { callerOf } from '../plugins/guard.ts';
import { ok } from '../plugins/envelope.ts';
import { platformSchemas } from './platform-schemas.ts';
import { nameSql } from '../engine/bilingual.ts';
import { routeByPath } from '@srm/domain/routes/catalogue.ts';

/** Whether a menu's page works for users of this type: its route is offered to them (experts use internal screens). */
export function menuWorksFor(htmlUrl: string | null, userType: string): boolean {
  const audience = htmlUrl ? routeByPath(htmlUrl)?.menu?.for : undefined;
  return !audience || audience.includes(userType === 'EX' ? 'EX' : 'INSIDE');
}

export function registerMenuRoutes(app: FastifyInstance, db: Db): void {
  app.post<{ Body: Record<string, unknown> }>(
    '/api/baseServer/v1/baseAccreditService/findBaseMenuByRespId',
    { config: { access: 'authenticated' }, schema: platformSchemas.menus },
    async (request) => {
      const caller = callerOf(request);
      const body = request.body ?? {};
      const respId = body.responsibilityId === undefined || body.responsibilityId === null ? caller.respId : Number(body.responsibilityId);
      const held = await userResponsibilities(db, caller.userId, request.lang);
      const resp = held.find((r) => r.respId === respId);
      if (!respId || !resp) throw new AppError('RESP_NOT_ASSIGNED');
      const params: unknown[] = [respId];
      let filter = '';
      if (typeof body.menuCode === 'string' && body.menuCode) {
        params.push(body.menuCode);
        filter = ` AND m.menu_code = $${params.length}`;
      }
      const menus = await db.query<Record<string, unknown>>(
        `SELECT DISTINCT m.menu_id AS "menuId", ${nameSql('menu', 'menuName', request.lang, 'm')} AS "menuName", m.menu_type AS "menuType",
                m.menu_code AS "menuCode", m.html_url AS "htmlUrl", m.image_link AS "imageLink", COALESCE(m.menu_parent_id, 0) AS "menuParentId",
                m.level_id AS "levelId", m.seq_num AS "seqNum", m.enabled_flag AS enabled
           FROM saaf_resp_roles rr
           JOIN saaf_role_menus rm ON rm.role_id = rr.role_id
           JOIN saaf_menus m ON m.menu_id = rm.menu_id AND m.enabled_flag = 'Y'
          WHERE rr.resp_id = $1${filter}
          ORDER BY "levelId", "seqNum", "menuId"`,
        params,
      );
      const resources = await db.query<{ menuId: number; resourceCode: string; resourceName: string; resIcon: string | null; seqNum: number }>(
        `SELECT DISTINCT res.menu_id AS "menuId", res.resource_code AS "resourceCode",
                ${nameSql('menuResource', 'resourceName', request.lang, 'res')} AS "resourceName", res.res_icon AS "resIcon", res.seq_num AS "seqNum"
           FROM saaf_resp_roles rr
           JOIN saaf_role_resources rres ON rres.role_id = rr.role_id
           JOIN saaf_resources res ON res.resource_id = rres.resource_id
          WHERE rr.resp_id = $1
          ORDER BY "seqNum"`,
        [respId],
      );
      const byMenu = new Map<number, unknown[]>();
      for (const r of resources.rows) {
        const list = byMenu.get(r.menuId) ?? [];
        list.push({ resourceCode: r.resourceCode, resourceName: r.resourceName, resIcon: r.resIcon });
        byMenu.set(r.menuId, list);
      }
      const pages = menus.rows.filter((m) => m.menuType !== 'DIR' && menuWorksFor(m.htmlUrl as string | null, resp.userType));
      const parents = new Set(pages.map((m) => m.menuParentId));
      const kept = menus.rows.filter((m) =>
        m.menuType === 'DIR' ? parents.has(m.menuId) || !menus.rows.some((c) => c.menuParentId === m.menuId) : pages.includes(m),
      );
      return ok(kept.map((m) => ({ ...m, resources: byMenu.get(m.menuId as number) ?? [] })));
    },
  );
}
