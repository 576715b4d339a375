/**
 * The shell of /main: puts together the menu tree of the current responsibility,
 * the header (badges, responsibility switch, user menu with the language
 * switch) and the tabs of open pages, and gives screens the shell context.
 * /iframeBox shows one screen or an external page alone (IframeBox.tsx).
 */
// First: the screens' texts, before any module of the shell that might read one.
import '../lib/texts/all.ts';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { showToast } from '@srm/elements/components/toast/show-toast.ts';
import { setLocale } from '@srm/elements/localization.ts';
import { api, LOGIN, errorToast } from '../lib/api.ts';
import { t, useLang } from '../lib/i18n.ts';
import { addChildRoutes, go, type Place } from '../lib/router.ts';
import { getSession, setSession, subscribe } from '../lib/session.ts';
import { stopRealtime } from '../lib/realtime.ts';
import { useRegistry } from '../lib/registry.ts';
import { clearLookups, loadLookups, loadMenus, menuOfPath, ShellContext, type Lookups, type MenuNode, type ShellApi } from './data.ts';
import { preloadScreens, ScreenHost } from './ScreenHost.tsx';
import { IframeBox } from './IframeBox.tsx';
import { HOME, screenTitle, useTabs, type Tab } from './tabs.ts';
import { MenuTree } from './MenuTree.tsx';
import { TabBar } from './TabBar.tsx';
import { Header } from './Header.tsx';
import { useLiveCounts } from './counts.ts';
import { DemoLoading } from './DemoLoading.tsx';

export default function Shell({ place }: { place: Extract<Place, { kind: 'main' | 'iframe' }> }) {
  const session = useSyncExternalStore(subscribe, getSession)!;
  const lang = useLang();
  const [menus, setMenus] = useState<MenuNode[] | null>(null);
  const [lookups, setLookups] = useState<Lookups>({});
  const [titles, setTitles] = useState<Record<string, string>>({});
  const [collapsed, setCollapsed] = useState(false);
  const embedded = place.kind === 'iframe';
  const respId = session.respId;
  const { tabs, activeKey, dirty, closeTab, closeOthers, confirmLeaveAll, reset } = useTabs(place);
  const counts = useLiveCounts(!embedded);
  // Tab titles name a record's entity once the registry is here (lib/registry.ts): re-render when it arrives.
  useRegistry();
  useEffect(preloadScreens, []);
  // The router's child routes (the catalogue, which the shell has loaded anyway): added now, not at the first menu click.
  useEffect(() => void addChildRoutes().catch(() => undefined), []);

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
        showToast(errorToast(e));
      },
    );
    return () => {
      alive = false;
    };
  }, [respId, lang]);

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
    [menus, lookups, embedded, closeTab, dirty],
  );

  async function logout() {
    if (!confirmLeaveAll()) return;
    reset();
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
    return (
      <div className="screen-loading full" role="status">
        <span className="spinner" />
        {t('common.loading')}
      </div>
    );
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

  const activeTab = tabs.find((x) => x.key === activeKey) ?? tabs[0];
  const titleOf = (x: Tab) => titles[x.key] ?? screenTitle(x.path, x.query, menus);

  return (
    <ShellContext.Provider value={shellApi}>
      <div className={collapsed ? 'shell collapsed' : 'shell'}>
        <MenuTree
          menus={menus}
          respId={respId}
          collapsed={collapsed}
          homeActive={activeKey === HOME}
          activeMenuId={menuOfPath(menus, activeTab.path)?.menuId}
        />
        <div className="main-area">
          <Header
            user={session.user}
            respId={respId}
            counts={counts}
            collapsed={collapsed}
            onToggleCollapsed={() => setCollapsed((c) => !c)}
            confirmLeave={confirmLeaveAll}
            onRespSwitched={() => (reset(), go('/main'))}
            onLogout={() => void logout()}
          />
          <DemoLoading />
          <TabBar tabs={tabs} activeKey={activeKey} titleOf={titleOf} onClose={closeTab} onCloseOthers={closeOthers} />
          <main className="content">
            {tabs.map((x) => (
              <section key={x.key} className="tab-panel" hidden={x.key !== activeKey} aria-label={titleOf(x)}>
                <ScreenHost tabKey={x.key} path={x.path} query={x.query} active={x.key === activeKey} />
              </section>
            ))}
          </main>
        </div>
      </div>
    </ShellContext.Provider>
  );
}
