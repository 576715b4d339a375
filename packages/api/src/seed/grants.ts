/**
 * What the demo's roles may do on each screen, derived from the definitions:
 * a role is given a route's menu and a choice among the buttons the route's
 * entity has (`resourcesFor`, the buttons reference.ts seeded for the menu).
 * A seed names the role, the routes and which of the screen's buttons, never
 * the buttons of one screen by hand; what a role is given but the screen lacks
 * is left out by `grantMenus` (it grants only the menu's own resources).
 */
import type { EntityDef } from '@srm/domain/entity/types.ts';
import { getEntity } from '@srm/domain/entity/registry.ts';
import { resourcesFor, supplierResources } from '@srm/domain/entity/resources.ts';
import { STANDARD_RESOURCES } from '@srm/domain/entity/naming.ts';
import { VERSIONS_RESOURCE } from '@srm/domain/entity/versions.ts';
import { type RouteDef, routes } from '@srm/domain/routes/catalogue.ts';
import type { Queryable } from '../db/db.ts';
import { grantMenus } from './reference.ts';

const S = STANDARD_RESOURCES;
/** Reading a document: export the list, open its files, its versions. */
export const READ: string[] = [S.export, S.downloadAttachment, VERSIONS_RESOURCE];
/** Who decided what, on a document that runs under an approval process. */
export const APPROVAL_HISTORY = 'btnApprovalHistory';
/** Answering a document another made: edit it, attach and remove its files. */
export const ANSWER: string[] = [S.edit, S.uploadAttachment, S.deleteAttachment];
/** Writing a document of one's own: new, delete, and what answering takes. */
export const WRITE: string[] = [S.add, S.delete, ...ANSWER];
/** What no one does by hand on what the server makes (a scheme's run, a supplier's own document): new, import, edit, delete. */
export const MAKING: string[] = [...WRITE, S.import];
export const EXPORT = S.export;

/** The buttons of one route's screen, as its definition gives them. */
export interface ScreenButtons {
  route: RouteDef;
  def: EntityDef;
  /** Every button of the screen. */
  all: string[];
  /** The decisions: the approval gate's `approval` and `reject`, and the four-eyes actions (`forbidSelf`: someone other than who submitted). */
  decides: string[];
  /** What the definition gives a supplier's user to do (`actor: 'supplier'` actions and operations). */
  supplier: string[];
  /** The operations that print (labels): reading, for whoever sees the records. */
  prints: string[];
}

export function screenButtons(route: RouteDef): ScreenButtons {
  const def = getEntity(route.entity!);
  const children = (def.children ?? []).map((c) => getEntity(c.entity));
  const actions = [def, ...children].flatMap((d) => d.workflow?.actions ?? []);
  return {
    route,
    def,
    all: resourcesFor(def, children).map((r) => r.resourceCode),
    decides: [...new Set(actions.filter((a) => a.forbidSelf || a.action === 'approval' || a.action === 'reject').map((a) => a.resource))],
    supplier: supplierResources(def),
    prints: (def.operations ?? []).filter((o) => o.prints && !o.hidden).map((o) => o.resource),
  };
}

/** `buttons` minus what is in any of `without`. */
export const except = (buttons: string[], ...without: string[][]): string[] => buttons.filter((b) => !without.some((w) => w.includes(b)));

/** The routes with a menu in `group` and an entity behind it, for that kind of user (absent: either). */
export function menusOf(group: string, userType?: 'INSIDE' | 'EX', where: (route: RouteDef) => boolean = () => true): RouteDef[] {
  return routes.filter((r) => r.menu?.group === group && (!userType || r.menu.for.includes(userType)) && r.entity && where(r));
}

/** The routes of these menu codes. */
export function routesOf(menuCodes: string[]): RouteDef[] {
  return menuCodes.map((code) => {
    const route = routes.find((r) => r.menu?.code === code);
    if (!route?.entity) throw new Error(`no route with an entity has the menu ${code}`);
    return route;
  });
}

/**
 * Grants `roleCode` each route's menu and the buttons `pick` chooses from the
 * screen's own (null: all of them, including what an upgrade adds; none: the
 * route is left out).
 */
export async function grantRoutes(tx: Queryable, roleCode: string, of: RouteDef[], pick: (screen: ScreenButtons) => string[] | null): Promise<void> {
  for (const route of of) {
    const buttons = pick(screenButtons(route));
    // No buttons chosen: not the menu either.
    if (buttons === null || buttons.length) await grantMenus(tx, roleCode, [route.menu!.code], buttons);
  }
}
