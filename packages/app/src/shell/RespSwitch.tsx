/**
 * The responsibility switch: the responsibilities the user holds, named in the
 * current language (fetched again when the language changes, since the server
 * names them), and the switch itself.
 */
import { useEffect } from 'react';
import { showToast } from '@srm/elements/components/toast/show-toast.ts';
import { SrmSelect } from '@srm/elements/react/srm-select.ts';
import { api, LOGIN, errorToast } from '../lib/api.ts';
import { t, useLang } from '../lib/i18n.ts';
import { getSession, responsibilityNamesLang, setRespId, setResponsibilityNamesLang, setSession, type Responsibility } from '../lib/session.ts';

interface Props {
  responsibilities: Responsibility[];
  respId: number | null;
  /** Asks about unsaved changes; false keeps the current responsibility. */
  confirmLeave: () => boolean;
  /** After the server switched: the shell starts over on the home page. */
  onSwitched: () => void;
}

/** Keeps the session's responsibility names in the current language. */
function useResponsibilityNames(): void {
  const lang = useLang();
  useEffect(() => {
    if (responsibilityNamesLang() === lang) return;
    let alive = true;
    api.data<{ responsibilities: Responsibility[] }>(`${LOGIN}/currentUser`).then(
      (me) => {
        const session = getSession();
        if (!alive || !session || !me?.responsibilities) return;
        setResponsibilityNamesLang(lang);
        const same = JSON.stringify(me.responsibilities) === JSON.stringify(session.user.responsibilities);
        if (!same) setSession({ ...session, user: { ...session.user, responsibilities: me.responsibilities } });
      },
      () => {
        /* the names shown stay those of the last answer */
      },
    );
    return () => {
      alive = false;
    };
  }, [lang]);
}

export function RespSwitch({ responsibilities, respId, confirmLeave, onSwitched }: Props) {
  useResponsibilityNames();

  async function switchTo(next: number) {
    if (next === respId || !confirmLeave()) return;
    try {
      await api.post(`${LOGIN}/switchResponsibility`, { respId: next });
      setRespId(next);
      onSwitched();
      const name = responsibilities.find((r) => r.respId === next)?.respName ?? '';
      showToast({ message: t('shell.switched', { name }), type: 'success' });
    } catch (e) {
      showToast(errorToast(e));
    }
  }

  return (
    <div className="resp-switch" title={t('shell.resp')}>
      <SrmSelect
        accessibleName={t('shell.resp')}
        value={respId ?? ''}
        clearHidden
        options={responsibilities.map((r) => ({ value: r.respId, label: r.respName }))}
        onChange={(e) => {
          const v = Number((e.target as unknown as { value: unknown }).value);
          if (v) void switchTo(v);
        }}
      />
    </div>
  );
}
