/**
 * The shell of /main: the menu tree of the current responsibility (with the
 * responsibility switch), at most 15 tabs, the user menu (change password,
 * language, sign out) and live counts. /iframeBox shows one screen or an
 * external page alone (IframeBox.tsx).
 */
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { showToast } from '@srm/elements/components/toast/show-toast.ts';
import { setLocale } from '@srm/elements/localization.ts';
import { routeByPath } from '@srm/domain/routes/catalogue.ts';
import { findEntity } from '@srm/domain/entity/registry.ts';
import { api, errorMessage, LOGIN } from '../lib/api.ts';
import { label, t, useLang } from '../lib/i18n.ts';
import { go, type Place } from '../lib/router.ts';
import { getSession, isSupplierUser, setLang, setRespId, setSession, subscribe } from '../lib/session.ts';
import { announce, onRealtime, startRealtime, stopRealtime } from '../lib/realtime.ts';
import { clearLookups, loadLookups, loadMenus, menuOfPath, ShellContext, type Lookups, type MenuNode, type ShellApi } from './data.ts';
import { ScreenHost } from './ScreenHost.tsx';
import { IframeBox } from './IframeBox.tsx';
import { ChangePasswordDialog } from './ChangePasswordDialog.tsx';
import { Icon } from './Icon.tsx';

export const TAB_LIMIT = 15;
const HOME = '';
/** Query keys that identify the page's menu, not which record a tab shows. */
const NAV_KEYS = new Set(['menuId', 'respId', 'viewCount', 'M']);

interface Tab {
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

const homeTab = (): Tab => ({ key: HOME, url: '/main', path: HOME, query: new URLSearchParams() });

function screenTitle(path: string, query: URLSearchParams, menus: MenuNode[]): string {
  if (path === HOME) return t('shell.home');
  const route = routeByPath(path);
  if (!route) return path;
  const def = route.entity ? findEntity(route.entity) : undefined;
  const id = query.get('id');
  if (id && def) return `${label(def.label)} · ${id === 'new' ? t('common.new') : id}`;
  if (route.screen === 'edit' && def) return `${label(def.label)} · ${t('common.new')}`;
  const menu = menus.find((m) => m.htmlUrl === path);
  if (menu) return menu.menuName;
  if (route.menu) return label(route.menu.label);
  const custom: Record<string, [string, string]> = {
    noticeMore: ['公告列表', 'Announcements'],
    noticeDesc: ['公告详情', 'Announcement'],
    noticePreview: ['公告预览', 'Announcement preview'],
    notificationMore: ['通知列表', 'Notifications'],
    notificationDesc: ['通知详情', 'Notification'],
    notificationPreview: ['通知预览', 'Notification preview'],
  };
  const c = custom[route.screen];
  if (c) return label({ zh: c[0], en: c[1] });
  return def ? label(def.label) : path;
}

export default function Shell({ place }: { place: Extract<Place, { kind: 'main' | 'iframe' }> }) {
  const session = useSyncExternalStore(subscribe, getSession)!;
  const lang = useLang();
  const [menus, setMenus] = useState<MenuNode[] | null>(null);
  const [lookups, setLookups] = useState<Lookups>({});
  const [tabs, setTabs] = useState<Tab[]>(() => [homeTab()]);
  const tabsRef = useRef(tabs);
  tabsRef.current = tabs;
  const [activeKey, setActiveKey] = useState(HOME);
  const activeRef = useRef(activeKey);
  activeRef.current = activeKey;
  const [titles, setTitles] = useState<Record<string, string>>({});
  const dirty = useRef(new Set<string>());
  const [collapsed, setCollapsed] = useState(false);
  const [openGroups, setOpenGroups] = useState<Set<number> | null>(null);
  const [filter, setFilter] = useState('');
  const [userMenu, setUserMenu] = useState(false);
  const [pwOpen, setPwOpen] = useState(false);
  const [counts, setCounts] = useState({ todo: 0, unread: 0 });
  const embedded = place.kind === 'iframe';
  const respId = session.respId;

  // Language: elements follow, lookups and menu names are fetched in it.
  useEffect(() => {
    void setLocale(lang === 'EN' ? 'en' : 'zh-CN');
    document.title = t('app.name');
    loadLookups(lang).then(setLookups, () => setLookups({}));
  }, [lang]);
  useEffect(() => {
    let alive = true;
    loadMenus(respId).then(
      (m) => alive && setMenus(m),
      (e) => {
        if (!alive) return;
        setMenus([]);
        showToast({ message: errorMessage(e), type: 'error' });
      },
    );
    return () => {
      alive = false;
    };
  }, [respId, lang]);

  // Live counts.
  const refreshCounts = useCallback(async () => {
    try {
      const supplier = isSupplierUser();
      const todo = await api.post(supplier ? '/api/baseServer/v1/srmBaseSupplierPendingRestful/listByPage' : '/api/baseServer/v1/interiorPendingRestful/listByPage', { pageIndex: 1, pageRows: 1, handleFlag: 'N', cancelFlag: 'N' });
      const unread = await api.post('/api/baseServer/v1/srmBaseNotificationRestful/listByPage', { pageIndex: 1, pageRows: 1, viewedFlag: 'N' });
      setCounts({ todo: todo.count ?? 0, unread: unread.count ?? 0 });
    } catch {
      /* counts are a convenience; the lists say the truth */
    }
  }, []);
  useEffect(() => {
    if (embedded) return;
    startRealtime();
    void refreshCounts();
    const off = onRealtime(() => void refreshCounts());
    return () => {
      off();
      stopRealtime();
    };
  }, [embedded, refreshCounts]);

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
    const keep = tabsRef.current.filter((x) => x.key === HOME || x.key === activeRef.current || (dirty.current.has(x.key) && !window.confirm(t('shell.leaveConfirm'))));
    for (const x of tabsRef.current) if (!keep.includes(x)) dirty.current.delete(x.key);
    setTabs(keep);
  }, []);

  const shellApi: ShellApi = useMemo(
    () => ({
      menus: menus ?? [],
      lookups,
      embedded,
      setDirty(key, isDirty) {
        if (isDirty) dirty.current.add(key);
        else dirty.current.delete(key);
      },
      open(url) {
        go(url);
      },
      close: closeTab,
      retitle(key, title) {
        setTitles((prev) => (prev[key] === title ? prev : { ...prev, [key]: title }));
      },
    }),
    [menus, lookups, embedded, closeTab],
  );

  async function switchResp(next: number) {
    if (next === respId) return;
    if (dirty.current.size && !window.confirm(t('shell.leaveConfirm'))) return;
    try {
      await api.post(`${LOGIN}/switchResponsibility`, { respId: next });
      dirty.current.clear();
      setRespId(next);
      setTabs([homeTab()]);
      go('/main');
      const name = session.user.responsibilities.find((r) => r.respId === next)?.respName ?? '';
      showToast({ message: t('shell.switched', { name }), type: 'success' });
    } catch (e) {
      showToast({ message: errorMessage(e), type: 'error' });
    }
  }

  async function logout() {
    if (dirty.current.size && !window.confirm(t('shell.leaveConfirm'))) return;
    dirty.current.clear();
    try {
      await api.post(`${LOGIN}/logout`);
    } catch {
      /* the session ends locally either way */
    }
    stopRealtime();
    clearLookups();
    setSession(null);
    go('/login');
  }

  if (menus === null) {
    return <div className="screen-loading full" role="status"><span className="spinner" />{t('common.loading')}</div>;
  }

  if (embedded) {
    return (
      <ShellContext.Provider value={shellApi}>
        <main className="iframe-box">
          <IframeBox path={place.path} query={place.query} />
        </main>
      </ShellContext.Provider>
    );
  }

  const groups = menus.filter((m) => m.menuType === 'DIR' && !m.menuParentId);
  const needle = filter.trim().toLowerCase();
  const pagesOf = (dir: MenuNode) => menus.filter((m) => m.menuParentId === dir.menuId && m.menuType === 'PAGE' && (!needle || m.menuName.toLowerCase().includes(needle)));
  const activeTab = tabs.find((x) => x.key === activeKey) ?? tabs[0];
  const activeMenu = menuOfPath(menus, activeTab.path);
  const isOpen = (id: number) => !!needle || !openGroups || openGroups.has(id);
  const toggleGroup = (id: number) =>
    setOpenGroups((prev) => {
      const next = new Set(prev ?? groups.map((g) => g.menuId));
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const user = session.user;
  const displayName = user.userFullName || user.userName;

  return (
    <ShellContext.Provider value={shellApi}>
      <div className={collapsed ? 'shell collapsed' : 'shell'}>
        <aside className="sider" aria-label={t('shell.menu')}>
          <div className="sider-brand">
            <span className="logo">SRM</span>
            {!collapsed ? <span className="sider-title">{t('app.name')}</span> : null}
          </div>
          {!collapsed ? (
            <div className="menu-search">
              <input type="search" placeholder={t('shell.searchMenu')} aria-label={t('shell.searchMenu')} value={filter} onChange={(e) => setFilter(e.target.value)} />
            </div>
          ) : null}
          <nav className="menu" aria-label={t('shell.menu')}>
            <ul>
              <li>
                <a href="/main" className={activeKey === HOME ? 'menu-item active' : 'menu-item'} onClick={(e) => (e.preventDefault(), go('/main'))} title={t('shell.home')}>
                  <Icon name="home" />
                  <span className="menu-label">{t('shell.home')}</span>
                </a>
              </li>
              {groups.map((g) => {
                const pages = pagesOf(g);
                if (needle && !pages.length) return null;
                const open = isOpen(g.menuId);
                return (
                  <li key={g.menuId} className="menu-group">
                    <button type="button" className="menu-group-title" aria-expanded={open} onClick={() => toggleGroup(g.menuId)} title={g.menuName}>
                      <Icon name={g.imageLink ?? 'folder'} />
                      <span className="menu-label">{g.menuName}</span>
                      <span className="chevron" aria-hidden="true">{open ? '▾' : '▸'}</span>
                    </button>
                    {open ? (
                      <ul>
                        {pages.map((p) => (
                          <li key={p.menuId}>
                            <a
                              href={`/main/${p.htmlUrl}?menuId=${p.menuId}&respId=${respId}`}
                              className={activeMenu?.menuId === p.menuId ? 'menu-item sub active' : 'menu-item sub'}
                              data-menu-code={p.menuCode}
                              onClick={(e) => (e.preventDefault(), go(`/main/${p.htmlUrl}?menuId=${p.menuId}&respId=${respId}`))}
                              title={p.menuName}
                            >
                              <span className="menu-label">{p.menuName}</span>
                            </a>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                );
              })}
              {!groups.length ? <li className="menu-empty">{t('shell.noMenus')}</li> : null}
            </ul>
          </nav>
        </aside>
        <div className="main-area">
          <header className="topbar">
            <button type="button" className="icon-btn" onClick={() => setCollapsed((c) => !c)} aria-label={collapsed ? t('common.expand') : t('common.collapse')} title={collapsed ? t('common.expand') : t('common.collapse')}>
              <Icon name="menu" />
            </button>
            <div className="topbar-title">{user.supplierName ?? t('app.company')}</div>
            <div className="topbar-right">
              <button type="button" className="icon-btn badge-btn" onClick={() => go('/main')} aria-label={t('shell.todoBadge', { n: counts.todo })} title={t('shell.todoBadge', { n: counts.todo })}>
                <Icon name="check" />
                {counts.todo ? <span className="badge" data-testid="todo-badge">{counts.todo > 99 ? '99+' : counts.todo}</span> : null}
              </button>
              <button
                type="button"
                className="icon-btn badge-btn"
                onClick={() => go(`/main/${isSupplierUser() ? 'notification/notificationMore' : 'notification/notificationMore'}`)}
                aria-label={t('shell.unreadBadge', { n: counts.unread })}
                title={t('shell.unreadBadge', { n: counts.unread })}
              >
                <Icon name="bell" />
                {counts.unread ? <span className="badge" data-testid="unread-badge">{counts.unread > 99 ? '99+' : counts.unread}</span> : null}
              </button>
              <label className="resp-switch">
                <span className="sr-only">{t('shell.resp')}</span>
                <select value={respId ?? ''} onChange={(e) => void switchResp(Number(e.target.value))} aria-label={t('shell.resp')} title={t('shell.resp')}>
                  {user.responsibilities.map((r) => (
                    <option key={r.respId} value={r.respId}>{r.respName}</option>
                  ))}
                </select>
              </label>
              <div className="user-menu">
                <button type="button" className="user-btn" aria-haspopup="menu" aria-expanded={userMenu} onClick={() => setUserMenu((o) => !o)}>
                  <span className="avatar" aria-hidden="true">{displayName.slice(0, 1).toUpperCase()}</span>
                  <span className="user-name">{displayName}</span>
                  <span aria-hidden="true">▾</span>
                </button>
                {userMenu ? (
                  <>
                    <div className="backdrop-transparent" onClick={() => setUserMenu(false)} />
                    <ul className="dropdown" role="menu">
                      <li role="none">
                        <button type="button" role="menuitem" onClick={() => (setUserMenu(false), setPwOpen(true))}><Icon name="lock" />{t('shell.changePassword')}</button>
                      </li>
                      <li role="none">
                        <button type="button" role="menuitem" lang={lang === 'CN' ? 'en' : 'zh-CN'} onClick={() => (setUserMenu(false), setLang(lang === 'CN' ? 'EN' : 'CN'))}>
                          <Icon name="globe" />{t('shell.language')}
                        </button>
                      </li>
                      <li role="none">
                        <button type="button" role="menuitem" onClick={() => (setUserMenu(false), void logout())}><Icon name="logout" />{t('shell.logout')}</button>
                      </li>
                    </ul>
                  </>
                ) : null}
              </div>
            </div>
          </header>
          <div className="tabs-bar">
            <nav className="tabs" aria-label={t('shell.openPages')}>
              {tabs.map((x) => {
                const title = titles[x.key] ?? screenTitle(x.path, x.query, menus);
                const active = x.key === activeKey;
                return (
                  <div key={x.key} className={active ? 'tab active' : 'tab'} data-tab-key={x.key}>
                    <button type="button" aria-current={active ? 'page' : undefined} className="tab-label" onClick={() => go(x.url)} title={title}>
                      {x.key === HOME ? <Icon name="home" /> : null}
                      {title}
                    </button>
                    {x.key !== HOME ? (
                      <button type="button" className="tab-close" aria-label={`${t('shell.closeTab')} ${title}`} onClick={() => closeTab(x.key)}>×</button>
                    ) : null}
                  </div>
                );
              })}
            </nav>
            {tabs.length > 2 ? (
              <button type="button" className="btn btn-text btn-sm" onClick={closeOthers}>{t('shell.closeOthers')}</button>
            ) : null}
            <span className="tab-count" aria-live="polite">{tabs.length}/{TAB_LIMIT}</span>
          </div>
          <main className="content">
            {tabs.map((x) => (
              <section key={x.key} className="tab-panel" hidden={x.key !== activeKey} aria-label={titles[x.key] ?? screenTitle(x.path, x.query, menus)}>
                <ScreenHost tabKey={x.key} path={x.path} query={x.query} active={x.key === activeKey} />
              </section>
            ))}
          </main>
        </div>
      </div>
      {pwOpen ? <ChangePasswordDialog onClose={() => setPwOpen(false)} /> : null}
      <RealtimeBridge />
    </ShellContext.Provider>
  );
}

/** Screens that change counts themselves tell the shell through the same channel as the hub. */
function RealtimeBridge() {
  useEffect(() => {
    const handler = () => announce('pending');
    window.addEventListener('srm-counts-changed', handler);
    return () => window.removeEventListener('srm-counts-changed', handler);
  }, []);
  return null;
}
