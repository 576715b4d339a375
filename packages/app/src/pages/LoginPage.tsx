/** `/` and `/login`: user name, password, picture validate code and language. */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { api, ApiError, errorMessage, LOGIN } from '../lib/api.ts';
import { t, useLang } from '../lib/i18n.ts';
import { go } from '../lib/router.ts';
import { getSession, setResponsibilityNamesLang, setSession, type SessionUser } from '../lib/session.ts';
import { AuthLayout, Field } from './AuthLayout.tsx';

interface LoginAnswer extends SessionUser {
  authorizationCode: string;
  currentRespId: number | null;
}

function target(): string {
  const r = new URLSearchParams(location.search).get('redirect');
  return r?.startsWith('/main') ? r : '/main';
}

export default function LoginPage() {
  const lang = useLang();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [captcha, setCaptcha] = useState<{ captchaToken: string; image: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  // A new picture makes the typed code stale; the first picture must not wipe what
  // a quick typist already entered while it loaded.
  const refresh = useCallback(async (clearCode = true) => {
    try {
      setCaptcha(await api.data(`${LOGIN}/randomValidateCode`));
      if (clearCode) setCode('');
    } catch (err) {
      setMessage(errorMessage(err));
    }
  }, []);

  useEffect(() => {
    if (getSession() && location.pathname === '/') go('/main', { replace: true });
    else void refresh(false);
  }, [refresh]);

  // Single sign-on (api/src/sso/sso-login.ts): a button per enabled provider; back from the
  // provider (`?sso=1`), the session it started is taken as a password login's, or its refusal shown.
  const [ssoProviders, setSsoProviders] = useState<{ providerCode: string; providerName: string }[]>([]);
  useEffect(() => {
    api.data<{ providerCode: string; providerName: string }[]>(`${LOGIN}/ssoProviders`).then(setSsoProviders, () => setSsoProviders([]));
    if (new URLSearchParams(location.search).get('sso') !== '1') return;
    api.data<LoginAnswer>(`${LOGIN}/ssoSession`).then(
      ({ authorizationCode, currentRespId, ...user }) => {
        setSession({ token: authorizationCode, user, respId: currentRespId });
        go('/main');
      },
      (err) => setMessage(errorMessage(err)),
    );
  }, []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!userName.trim()) next.userName = t('login.required', { name: t('login.userName') });
    if (!password) next.password = t('login.required', { name: t('login.password') });
    if (!code.trim()) next.code = t('login.required', { name: t('login.captcha') });
    setErrors(next);
    setMessage('');
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      const data = await api.data<LoginAnswer>(`${LOGIN}/login`, {
        userName: userName.trim(),
        password,
        captchaToken: captcha?.captchaToken,
        captchaCode: code.trim(),
      });
      const { authorizationCode, currentRespId, ...user } = data;
      setSession({ token: authorizationCode, user, respId: currentRespId });
      setResponsibilityNamesLang(lang);
      go(target());
    } catch (err) {
      if (err instanceof ApiError && err.envelope.code === 'CAPTCHA') setErrors({ code: err.envelope.msg });
      else setMessage(errorMessage(err));
      void refresh();
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout title={t('login.title')}>
      <form className="auth-form" onSubmit={submit} noValidate lang={lang === 'EN' ? 'en' : 'zh-CN'}>
        {message ? (
          <div className="alert alert-error" role="alert">
            {message}
          </div>
        ) : null}
        <Field id="userName" label={t('login.userName')} error={errors.userName} required>
          <input
            id="userName"
            name="userName"
            autoComplete="username"
            value={userName}
            onChange={(e) => setUserName(e.target.value)}
            aria-invalid={!!errors.userName}
            aria-describedby={errors.userName ? 'userName-error' : undefined}
          />
        </Field>
        <Field id="password" label={t('login.password')} error={errors.password} required>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={!!errors.password}
            aria-describedby={errors.password ? 'password-error' : undefined}
          />
        </Field>
        <Field id="captchaCode" label={t('login.captcha')} error={errors.code} required>
          <div className="captcha-row">
            <input
              id="captchaCode"
              name="captchaCode"
              autoComplete="off"
              maxLength={8}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              aria-invalid={!!errors.code}
              aria-describedby={errors.code ? 'captchaCode-error' : undefined}
            />
            <button
              type="button"
              className="captcha-image"
              onClick={() => void refresh()}
              title={t('login.captchaRefresh')}
              aria-label={t('login.captchaRefresh')}
            >
              {captcha ? <img src={captcha.image} alt="" /> : null}
            </button>
          </div>
        </Field>
        <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={busy}>
          {t('login.submit')}
        </button>
        {ssoProviders.length ? (
          <div className="auth-sso" role="group" aria-label={t('login.ssoTitle')} style={{ display: 'grid', gap: 8, margin: '12px 0' }}>
            {ssoProviders.map((p) => (
              <a key={p.providerCode} className="btn btn-block" href={`${LOGIN}/ssoUrl?provider=${encodeURIComponent(p.providerCode)}`}>
                {t('login.sso', { name: p.providerName })}
              </a>
            ))}
          </div>
        ) : null}
        <div className="auth-links">
          <a href="/forget" onClick={(e) => (e.preventDefault(), go('/forget'))}>
            {t('login.forget')}
          </a>
          <a href="/register" onClick={(e) => (e.preventDefault(), go('/register'))}>
            {t('login.register')}
          </a>
        </div>
      </form>
    </AuthLayout>
  );
}
