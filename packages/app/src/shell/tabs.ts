/**
 * The open pages of the shell: at most TAB_LIMIT tabs keyed by path and record
 * query, the URL deciding the active one, closing with a leave warning for
 * unsaved changes, and each tab's title.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { showToast } from '@srm/elements/components/toast/show-toast.ts';
import { routeByPath } from '@srm/domain/routes/catalogue.ts';
import { entityIfLoaded } from '../lib/registry.ts';
import { label, t } from '../lib/i18n.ts';
import { go, type Place } from '../lib/router.ts';
import type { MenuNode } from './data.ts';
import { shellTexts } from '../lib/texts/shell.ts';

export const TAB_LIMIT = 15;
export const HOME = '';
/** Query keys that identify the page's menu, not which record a tab shows. */
const NAV_KEYS = new Set(['menuId', 'respId', 'viewCount', 'M']);

export interface Tab {
  key: string;
  url: string;
  path: string;
  query: URLSearchParams;
}

export function tabKeyOf(path: string, query: URLSearchParams): string {
  const q = new URLSearchParams();
  for (const [k, v] of query) if (!NAV_KEYS.has(k)) q.set(k, v);
  q.sort();
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

export const homeTab = (): Tab => ({ key: HOME, url: '/main', path: HOME, query: new URLSearchParams() });

/** A custom screen's tab title, when the catalogue has one for it (lib/texts/shell.ts). */
const customTitle = (screen: string): string | undefined => {
  const key = `shell.title.${screen}`;
  return key in shellTexts ? t(key as keyof typeof shellTexts) : undefined;
};

export function screenTitle(path: string, query: URLSearchParams, menus: MenuNode[]): string {
  if (path === HOME) return t('shell.home');
  const route = routeByPath(path);
  if (!route) return path;
  // Until the registry arrives (with the first entity screen, lib/registry.ts) the menu's name stands in; the shell re-renders then.
  const def = route.entity ? entityIfLoaded(route.entity) : undefined;
  const id = query.get('id');
  if (id && def) return `${label(def.label)} · ${id === 'new' ? t('common.new') : id}`;
  if (route.screen === 'edit' && def) return `${label(def.label)} · ${t('common.new')}`;
  const menu = menus.find((m) => m.htmlUrl === path);
  if (menu) return menu.menuName;
  if (route.menu) return label(route.menu.label);
  const custom = customTitle(route.screen);
  if (custom) return custom;
  return def ? label(def.label) : path;
}

/** Tabs following the URL of `place`; `dirty` holds the keys of tabs with unsaved changes. */
export function useTabs(place: Place) {
  const [tabs, setTabs] = useState<Tab[]>(() => [homeTab()]);
  const tabsRef = useRef(tabs);
  tabsRef.current = tabs;
  const [activeKey, setActiveKey] = useState(HOME);
  const activeRef = useRef(activeKey);
  activeRef.current = activeKey;
  const dirty = useRef(new Set<string>());

  // The URL decides the active tab; a new one is refused beyond the limit.
  useEffect(() => {
    if (place.kind !== 'main') return;
    const key = tabKeyOf(place.path, place.query);
    const url = location.pathname + location.search;
    const current = tabsRef.current;
    const existing = current.find((x) => x.key === key);
    if (existing) {
      if (existing.url !== url) setTabs(current.map((x) => (x.key === key ? { ...x, url, query: place.query } : x)));
      setActiveKey(key);
      return;
    }
    if (current.length >= TAB_LIMIT) {
      showToast({ message: t('shell.tabLimit', { n: TAB_LIMIT }), type: 'warning' });
      const back = current.find((x) => x.key === activeRef.current) ?? current[0];
      go(back.url, { replace: true });
      return;
    }
    setTabs([...current, { key, url, path: place.path, query: place.query }]);
    setActiveKey(key);
  }, [place]);

  // Leave warning for the whole page.
  useEffect(() => {
    const handler = (e: BeforeUnloadEvent) => {
      if (dirty.current.size) {
        e.preventDefault();
        e.returnValue = '';
      }
    };
    window.addEventListener('beforeunload', handler);
    return () => window.removeEventListener('beforeunload', handler);
  }, []);

  const closeTab = useCallback((key: string) => {
    if (key === HOME) return;
    if (dirty.current.has(key) && !window.confirm(t('shell.leaveConfirm'))) return;
    dirty.current.delete(key);
    const current = tabsRef.current;
    const index = current.findIndex((x) => x.key === key);
    if (index < 0) return;
    const next = current.filter((x) => x.key !== key);
    setTabs(next);
    if (activeRef.current === key) go(next[Math.max(0, index - 1)].url);
  }, []);

  const closeOthers = useCallback(() => {
    const keep = tabsRef.current.filter(
      (x) => x.key === HOME || x.key === activeRef.current || (dirty.current.has(x.key) && !window.confirm(t('shell.leaveConfirm'))),
    );
    for (const x of tabsRef.current) if (!keep.includes(x)) dirty.current.delete(x.key);
    setTabs(keep);
  }, []);

  /** Asks before dropping unsaved changes; true when there are none or the user agrees. */
  const confirmLeaveAll = useCallback(() => !dirty.current.size || window.confirm(t('shell.leaveConfirm')), []);

  /** Back to the home tab alone (after a responsibility switch or sign-out). */
  const reset = useCallback(() => {
    dirty.current.clear();
    setTabs([homeTab()]);
  }, []);

  return { tabs, activeKey, dirty, closeTab, closeOthers, confirmLeaveAll, reset };
}
