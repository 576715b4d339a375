/** The signed-in user's name with a menu: change password, language, sign out. */
import { useState } from 'react';
import { t } from '../lib/i18n.ts';
import type { SessionUser } from '../lib/session.ts';
import { ChangePasswordDialog } from './ChangePasswordDialog.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Icon } from './Icon.tsx';
import { go, mainUrl } from '../lib/router.ts';

export function UserMenu({ user, onLogout }: { user: SessionUser; onLogout: () => void }) {
  const [open, setOpen] = useState(false);
  const [pwOpen, setPwOpen] = useState(false);
  const displayName = user.userFullName || user.userName;
  return (
    <div className="user-menu">
      <button type="button" className="user-btn" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        <span className="avatar" aria-hidden="true">
          {displayName.slice(0, 1).toUpperCase()}
        </span>
        <span className="user-name">{displayName}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {open ? (
        <>
          <div className="backdrop-transparent" onClick={() => setOpen(false)} />
          <ul className="dropdown" role="menu">
            <li role="none">
              <button type="button" role="menuitem" onClick={() => (setOpen(false), go(mainUrl('userCenter')))}>
                <Icon name="users" />
                {t('admin.uc.title')}
              </button>
            </li>
            <li role="none">
              <button type="button" role="menuitem" onClick={() => (setOpen(false), go(mainUrl('collect')))}>
                <Icon name="folder" />
                {t('admin.fav.title')}
              </button>
            </li>
            <li role="none">
              <button type="button" role="menuitem" onClick={() => (setOpen(false), setPwOpen(true))}>
                <Icon name="lock" />
                {t('shell.changePassword')}
              </button>
            </li>
            <li role="none">
              <LanguageSwitch onDone={() => setOpen(false)} />
            </li>
            <li role="none">
              <button type="button" role="menuitem" onClick={() => (setOpen(false), onLogout())}>
                <Icon name="logout" />
                {t('shell.logout')}
              </button>
            </li>
          </ul>
        </>
      ) : null}
      {pwOpen ? <ChangePasswordDialog onClose={() => setPwOpen(false)} /> : null}
    </div>
  );
}
