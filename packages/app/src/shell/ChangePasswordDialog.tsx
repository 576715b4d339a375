/** Change password (user menu): current password and a new one meeting the complexity rule. */
import { useState, type FormEvent } from 'react';
import { showToast } from '@srm/elements/components/toast/show-toast.ts';
import { isStrongPassword } from '@srm/domain/entity/validate-record.ts';
import { api, ApiError, errorMessage, LOGIN } from '../lib/api.ts';
import { t } from '../lib/i18n.ts';
import { Dialog } from '../screens/Dialog.tsx';

export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const [oldPw, setOld] = useState('');
  const [pw, setPw] = useState('');
  const [pw2, setPw2] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!oldPw) next.old = t('login.required', { name: t('shell.oldPassword') });
    if (!isStrongPassword(pw)) next.pw = t('forget.rule');
    if (pw !== pw2) next.pw2 = t('forget.mismatch');
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      const env = await api.post(`${LOGIN}/changePassword`, { oldPassword: oldPw, newPassword: pw });
      showToast({ message: env.msg, type: 'success' });
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.envelope.code === 'OLD_PASSWORD') setErrors({ old: err.envelope.msg });
      else setErrors({ pw: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }

  const field = (id: string, text: string, value: string, set: (v: string) => void, auto: string, hint?: string) => (
    <div className={errors[id] ? 'form-item has-error' : 'form-item'}>
      <label htmlFor={`cp-${id}`} className="required">
        {text}
      </label>
      <input id={`cp-${id}`} type="password" autoComplete={auto} value={value} onChange={(e) => set(e.target.value)} aria-invalid={!!errors[id]} />
      {errors[id] ? (
        <div className="field-error" role="alert">
          {errors[id]}
        </div>
      ) : hint ? (
        <div className="field-hint">{hint}</div>
      ) : null}
    </div>
  );

  return (
    <Dialog title={t('shell.changePassword')} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        {field('old', t('shell.oldPassword'), oldPw, setOld, 'current-password')}
        {field('pw', t('forget.newPassword'), pw, setPw, 'new-password', t('forget.rule'))}
        {field('pw2', t('forget.confirm'), pw2, setPw2, 'new-password')}
        <div className="dialog-actions">
          <button type="button" className="btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('common.ok')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
