/** The side menu: home, the menu groups of the current responsibility with their pages, and a search over page names. */
import { useState } from 'react';
import { t } from '../lib/i18n.ts';
import { go } from '../lib/router.ts';
import type { MenuNode } from './data.ts';
import { Icon } from './Icon.tsx';

interface Props {
  menus: MenuNode[];
  respId: number | null;
  collapsed: boolean;
  homeActive: boolean;
  activeMenuId: number | undefined;
}

export function MenuTree({ menus, respId, collapsed, homeActive, activeMenuId }: Props) {
  const [openGroups, setOpenGroups] = useState<Set<number> | null>(null);
  const [filter, setFilter] = useState('');
  const groups = menus.filter((m) => m.menuType === 'DIR' && !m.menuParentId);
  const needle = filter.trim().toLowerCase();
  const pagesOf = (dir: MenuNode) =>
    menus.filter((m) => m.menuParentId === dir.menuId && m.menuType === 'PAGE' && (!needle || m.menuName.toLowerCase().includes(needle)));
  const isOpen = (id: number) => !!needle || !openGroups || openGroups.has(id);
  const toggleGroup = (id: number) =>
    setOpenGroups((prev) => {
      const next = new Set(prev ?? groups.map((g) => g.menuId));
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const pageUrl = (p: MenuNode) => `/main/${p.htmlUrl}?menuId=${p.menuId}&respId=${respId}`;

  return (
    <aside className="sider" aria-label={t('shell.menu')}>
      <div className="sider-brand">
        <span className="logo">SRM</span>
        {!collapsed ? <span className="sider-title">{t('app.name')}</span> : null}
      </div>
      {!collapsed ? (
        <div className="menu-search">
          <input
            type="search"
            placeholder={t('shell.searchMenu')}
            aria-label={t('shell.searchMenu')}
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
          />
        </div>
      ) : null}
      <nav className="menu" aria-label={t('shell.menu')}>
        <ul>
          <li>
            <a
              href="/main"
              className={homeActive ? 'menu-item active' : 'menu-item'}
              onClick={(e) => (e.preventDefault(), go('/main'))}
              title={t('shell.home')}
            >
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
                  <span className="chevron" aria-hidden="true">
                    {open ? '▾' : '▸'}
                  </span>
                </button>
                {open ? (
                  <ul>
                    {pages.map((p) => (
                      <li key={p.menuId}>
                        <a
                          href={pageUrl(p)}
                          className={activeMenuId === p.menuId ? 'menu-item sub active' : 'menu-item sub'}
                          data-menu-code={p.menuCode}
                          onClick={(e) => (e.preventDefault(), go(pageUrl(p)))}
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
  );
}
