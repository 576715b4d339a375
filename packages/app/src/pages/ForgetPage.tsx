/** `/forget`: e-mail code, then a new password that meets the complexity rule. */
import { useEffect, useState, type FormEvent } from 'react';
import { isStrongPassword } from '@srm/domain/entity/validate-record.ts';
import { api, ApiError, errorMessage, LOGIN } from '../lib/api.ts';
import { t } from '../lib/i18n.ts';
import { go } from '../lib/router.ts';
import { AuthLayout, Field } from './AuthLayout.tsx';

export function useCountdown(): [number, () => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (!left) return;
    const timer = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  return [left, () => setLeft(60)];
}

export default function ForgetPage() {
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [pw, setPw] = useState('');
  const [pw2, setPw2] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [left, startCountdown] = useCountdown();
  const [done, setDone] = useState(false);

  async function send() {
    if (!email.trim()) return setErrors({ email: t('login.required', { name: t('forget.email') }) });
    setErrors({});
    try {
      const env = await api.post(`${LOGIN}/sendEmailCode`, { email: email.trim(), purpose: 'FORGET' });
      setMessage({ kind: 'ok', text: env.msg });
      startCountdown();
    } catch (err) {
      if (err instanceof ApiError && err.envelope.code === 'EMAIL_UNKNOWN') setErrors({ email: err.envelope.msg });
      else setMessage({ kind: 'error', text: errorMessage(err) });
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!email.trim()) next.email = t('login.required', { name: t('forget.email') });
    if (!code.trim()) next.code = t('login.required', { name: t('forget.code') });
    if (!isStrongPassword(pw)) next.pw = t('forget.rule');
    if (pw !== pw2) next.pw2 = t('forget.mismatch');
    setErrors(next);
    if (Object.keys(next).length) return;
    try {
      await api.post(`${LOGIN}/resetPasswordByEmail`, { email: email.trim(), code: code.trim(), newPassword: pw });
      setDone(true);
    } catch (err) {
      if (err instanceof ApiError && err.envelope.code === 'EMAIL_CODE') setErrors({ code: err.envelope.msg });
      else setMessage({ kind: 'error', text: errorMessage(err) });
    }
  }

  return (
    <AuthLayout title={t('forget.title')}>
      {done ? (
        <div className="auth-form">
          <div className="alert alert-success" role="status">
            {t('forget.done')}
          </div>
          <button type="button" className="btn btn-primary btn-block btn-lg" onClick={() => go('/login')}>
            {t('common.backToLogin')}
          </button>
        </div>
      ) : (
        <form className="auth-form" onSubmit={submit} noValidate>
          {message ? (
            <div className={`alert alert-${message.kind === 'ok' ? 'success' : 'error'}`} role={message.kind === 'ok' ? 'status' : 'alert'}>
              {message.text}
            </div>
          ) : null}
          <Field id="email" label={t('forget.email')} error={errors.email} required>
            <input id="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} aria-invalid={!!errors.email} />
          </Field>
          <Field id="code" label={t('forget.code')} error={errors.code} required>
            <div className="captcha-row">
              <input id="code" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} aria-invalid={!!errors.code} />
              <button type="button" className="btn" disabled={left > 0} onClick={() => void send()}>
                {left ? t('forget.resend', { s: left }) : t('forget.send')}
              </button>
            </div>
          </Field>
          <Field id="pw" label={t('forget.newPassword')} error={errors.pw} hint={t('forget.rule')} required>
            <input id="pw" type="password" autoComplete="new-password" value={pw} onChange={(e) => setPw(e.target.value)} aria-invalid={!!errors.pw} />
          </Field>
          <Field id="pw2" label={t('forget.confirm')} error={errors.pw2} required>
            <input id="pw2" type="password" autoComplete="new-password" value={pw2} onChange={(e) => setPw2(e.target.value)} aria-invalid={!!errors.pw2} />
          </Field>
          <button type="submit" className="btn btn-primary btn-block btn-lg">
            {t('forget.submit')}
          </button>
          <div className="auth-links">
            <a href="/login" onClick={(e) => (e.preventDefault(), go('/login'))}>
              {t('common.backToLogin')}
            </a>
          </div>
        </form>
      )}
    </AuthLayout>
  );
}
