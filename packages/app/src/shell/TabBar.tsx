/** The bar of open pages: switch, close, close the others, and the count against the limit. */
import { t } from '../lib/i18n.ts';
import { go } from '../lib/router.ts';
import { HOME, TAB_LIMIT, type Tab } from './tabs.ts';
import { Icon } from './Icon.tsx';
import { FavouriteStar } from '../screens/admin-console/favourite-store.tsx';

interface Props {
  tabs: Tab[];
  activeKey: string;
  titleOf: (tab: Tab) => string;
  onClose: (key: string) => void;
  onCloseOthers: () => void;
}

export function TabBar({ tabs, activeKey, titleOf, onClose, onCloseOthers }: Props) {
  const open = tabs.find((x) => x.key === activeKey);
  return (
    <div className="tabs-bar">
      <nav className="tabs" aria-label={t('shell.openPages')}>
        {tabs.map((x) => {
          const title = titleOf(x);
          const active = x.key === activeKey;
          return (
            <div key={x.key} className={active ? 'tab active' : 'tab'} data-tab-key={x.key}>
              <button type="button" aria-current={active ? 'page' : undefined} className="tab-label" onClick={() => go(x.url)} title={title}>
                {x.key === HOME ? <Icon name="home" /> : null}
                {title}
              </button>
              {x.key !== HOME ? (
                <button type="button" className="tab-close" aria-label={`${t('shell.closeTab')} ${title}`} onClick={() => onClose(x.key)}>
                  ×
                </button>
              ) : null}
            </div>
          );
        })}
      </nav>
      {tabs.length > 2 ? (
        <button type="button" className="btn btn-text btn-sm" onClick={onCloseOthers}>
          {t('shell.closeOthers')}
        </button>
      ) : null}
      {/* Stars the open page (a menu or a record) into the user's favourites (screens/admin-console). */}
      {open && open.key !== HOME ? <FavouriteStar path={open.path} query={open.query} title={titleOf(open)} /> : null}
      <span className="tab-count" aria-live="polite">
        {tabs.length}/{TAB_LIMIT}
      </span>
    </div>
  );
}
