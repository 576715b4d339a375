/** The top bar: menu collapse, the company, live badges, the responsibility switch and the user menu. */
import { t } from '../lib/i18n.ts';
import { go } from '../lib/router.ts';
import type { SessionUser } from '../lib/session.ts';
import type { Counts } from './counts.ts';
import { Icon } from './Icon.tsx';
import { RespSwitch } from './RespSwitch.tsx';
import { UserMenu } from './UserMenu.tsx';

interface Props {
  user: SessionUser;
  respId: number | null;
  counts: Counts;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  confirmLeave: () => boolean;
  onRespSwitched: () => void;
  onLogout: () => void;
}

const badge = (n: number) => (n > 99 ? '99+' : n);

export function Header({ user, respId, counts, collapsed, onToggleCollapsed, confirmLeave, onRespSwitched, onLogout }: Props) {
  const toggle = collapsed ? t('common.expand') : t('common.collapse');
  return (
    <header className="topbar">
      <button type="button" className="icon-btn" onClick={onToggleCollapsed} aria-label={toggle} title={toggle}>
        <Icon name="menu" />
      </button>
      <div className="topbar-title">{user.supplierName ?? t('app.company')}</div>
      <div className="topbar-right">
        <button
          type="button"
          className="icon-btn badge-btn"
          onClick={() => go('/main')}
          aria-label={t('shell.todoBadge', { n: badge(counts.todo) })}
          title={t('shell.todoBadge', { n: counts.todo })}
        >
          <Icon name="check" />
          {counts.todo ? (
            <span className="badge" data-testid="todo-badge">
              {badge(counts.todo)}
            </span>
          ) : null}
        </button>
        <button
          type="button"
          className="icon-btn badge-btn"
          onClick={() => go('/main/notification/notificationMore')}
          aria-label={t('shell.unreadBadge', { n: badge(counts.unread) })}
          title={t('shell.unreadBadge', { n: counts.unread })}
        >
          <Icon name="bell" />
          {counts.unread ? (
            <span className="badge" data-testid="unread-badge">
              {badge(counts.unread)}
            </span>
          ) : null}
        </button>
        <RespSwitch responsibilities={user.responsibilities} respId={respId} confirmLeave={confirmLeave} onSwitched={onRespSwitched} />
        <UserMenu user={user} onLogout={onLogout} />
      </div>
    </header>
  );
}
