/** An administrator sets a new password for a user. */
import { useState } from 'react';
import { isStrongPassword } from '@srm/domain/entity/validate-record.ts';
import { showToast } from '@srm/elements/components/toast/show-toast.ts';
import { api, errorMessage, LOGIN } from '../../lib/api.ts';
import { t } from '../../lib/i18n.ts';
import { Dialog } from '../Dialog.tsx';

export function AdminResetPassword({ userId, onClose }: { userId: number; onClose: () => void }) {
  const [pw, setPw] = useState('');
  const [error, setError] = useState('');
  async function submit() {
    if (!isStrongPassword(pw)) return setError(t('forget.rule'));
    try {
      const env = await api.post(`${LOGIN}/adminResetPassword`, { userId, newPassword: pw });
      showToast({ message: env.msg, type: 'success' });
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    }
  }
  return (
    <Dialog title={t('edit.resetPassword')} onClose={onClose}>
      <div className={error ? 'form-item has-error' : 'form-item'}>
        <label htmlFor="reset-pw" className="required">
          {t('forget.newPassword')}
        </label>
        <input id="reset-pw" type="password" autoComplete="new-password" value={pw} onChange={(e) => setPw(e.target.value)} />
        {error ? (
          <div className="field-error" role="alert">
            {error}
          </div>
        ) : (
          <div className="field-hint">{t('forget.rule')}</div>
        )}
      </div>
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => void submit()}>
          {t('common.ok')}
        </button>
      </div>
    </Dialog>
  );
}
