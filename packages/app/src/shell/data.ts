/**
 * What the shell loads for the signed-in user: lookups (kept in the browser
 * grouped by type, SPEC section 3) and the menus of the current responsibility
 * with their granted buttons; plus how a child route finds its menu.
 */
import { createContext, useContext } from 'react';
import { routeByPath, routes, type RouteDef } from '@srm/domain/routes/catalogue.ts';
import { api } from '../lib/api.ts';
import type { LangCode } from '../lib/session.ts';

export interface LookupEntry {
  lookupCode: string;
  meaning: string;
  enabledFlag?: string;
  description?: string;
  [k: string]: unknown;
}
export type Lookups = Record<string, LookupEntry[]>;

export interface MenuResource {
  resourceCode: string;
  resourceName: string;
  resIcon?: string | null;
}

export interface MenuNode {
  menuId: number;
  menuName: string;
  menuType: 'DIR' | 'PAGE';
  menuCode: string;
  htmlUrl: string | null;
  imageLink?: string | null;
  menuParentId: number;
  levelId: number;
  resources: MenuResource[];
}

const lookupCache = new Map<LangCode, Promise<Lookups>>();
export function loadLookups(lang: LangCode): Promise<Lookups> {
  let p = lookupCache.get(lang);
  if (!p) {
    p = api.data<Lookups>('/api/baseServer/v1/baseLookupValuesRestful/findLookupsByTypes', {}).catch((e) => {
      lookupCache.delete(lang);
      throw e;
    });
    lookupCache.set(lang, p);
  }
  return p;
}
export function clearLookups(): void {
  lookupCache.clear();
}

export async function loadMenus(respId: number | null): Promise<MenuNode[]> {
  if (!respId) return [];
  return api.data<MenuNode[]>('/api/baseServer/v1/baseAccreditService/findBaseMenuByRespId', { responsibilityId: respId, isValid: 'Y', systemCode: 'BASE' });
}

/** The menu that grants a child route: its own, or for an edit route the menu of the list that opens it. */
export function menuOfPath(menus: MenuNode[], path: string): MenuNode | undefined {
  const own = menus.find((m) => m.menuType === 'PAGE' && m.htmlUrl === path);
  if (own) return own;
  const lists = routes.filter((r) => r.editPath === path || r.supplierEditPath === path).map((r) => r.path);
  return menus.find((m) => m.menuType === 'PAGE' && m.htmlUrl !== null && lists.includes(m.htmlUrl));
}

/** Menu-less routes of an entity (detail pages, `resp`) borrow the grants of a menu serving the entity. */
export function menuOfRoute(menus: MenuNode[], route: RouteDef): MenuNode | undefined {
  const direct = menuOfPath(menus, route.path);
  if (direct || route.menu) return direct;
  if (!route.entity) return undefined;
  // A record route takes the buttons of the list that opens it (the publishing list's for the publishing view), else of any list of its entity.
  const granted = (paths: string[]) => menus.find((m) => m.menuType === 'PAGE' && m.htmlUrl !== null && paths.includes(m.htmlUrl));
  const lists = routes.filter((r) => r.entity === route.entity && r.menu);
  return granted(lists.filter((r) => r.editPath === route.path).map((r) => r.path)) ?? granted(lists.map((r) => r.path));
}

export function needsMenu(route: RouteDef): boolean {
  // Menu routes, record routes and lists need a granted menu; the notices' reading pages and the home do not.
  return !!route.menu || route.screen === 'edit' || route.screen === 'detail' || route.screen === 'list';
}

export { routeByPath };

export interface TabInfo {
  key: string;
  url: string;
  path: string;
  query: URLSearchParams;
  title: string;
}

export interface ShellApi {
  menus: MenuNode[];
  lookups: Lookups;
  /** Marks a tab as having unsaved changes (leave warning). */
  setDirty(key: string, dirty: boolean): void;
  /** Opens a /main URL in a tab. */
  open(url: string): void;
  /** Closes the tab (asking first when it has unsaved changes). */
  close(key: string): void;
  /** Changes the title of a tab (edit screens after load). */
  retitle(key: string, title: string): void;
  embedded: boolean;
}

export const ShellContext = createContext<ShellApi | null>(null);
export function useShell(): ShellApi {
  const ctx = useContext(ShellContext);
  if (!ctx) throw new Error('useShell outside the shell');
  return ctx;
}

/** Per-tab context: the tab's key and its menu (for granted buttons). */
export interface PageInfo {
  tabKey: string;
  path: string;
  query: URLSearchParams;
  route?: RouteDef;
  menu?: MenuNode;
  active: boolean;
}
export const PageContext = createContext<PageInfo | null>(null);
export function usePage(): PageInfo {
  const ctx = useContext(PageContext);
  if (!ctx) throw new Error('usePage outside a page');
  return ctx;
}

export function granted(menu: MenuNode | undefined, code: string): boolean {
  return !!menu?.resources.some((r) => r.resourceCode === code);
}
