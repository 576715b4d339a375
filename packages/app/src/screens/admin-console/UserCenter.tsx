/**
 * The user centre (userCenter) and its edit page (userCenter/editUserCenter):
 * the signed-in user's own profile, responsibilities and open sessions (any
 * other one may be ended: its browser signs in again), and the forms for the
 * profile, the language and the password. Everything acts on the caller only
 * (packages/api/src/admin-console/user-center.ts). The `profile` menu is the
 * system settings (config profiles), not a person's: it is not duplicated here.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { showToast } from '@srm/elements/components/toast/show-toast.ts';
import type { GridColumnDef } from '@srm/elements/components/data-grid/data-grid.types.ts';
import { SrmDataGrid } from '@srm/elements/react/srm-data-grid.ts';
import { SrmSelect } from '@srm/elements/react/srm-select.ts';
import { isStrongPassword } from '@srm/domain/entity/validate-record.ts';
import { formatDate, DATE_PATTERNS } from '@srm/domain/dates.ts';
import { api, ApiError, errorToast } from '../../lib/api.ts';
import { t, useLang } from '../../lib/i18n.ts';
import { mainUrl } from '../../lib/router.ts';
import { getSession, setLang, setSession, type LangCode } from '../../lib/session.ts';
import { usePage, useShell } from '../../shell/data.ts';
import { ScreenError, ScreenLoading } from '../ScreenState.tsx';
import './admin-console.css';

const UC = '/api/baseServer/v1/userCenterRestful';

interface Profile {
  userId: number;
  userName: string;
  userFullName: string;
  userType: string;
  supplierName: string | null;
  email: string | null;
  phone: string | null;
  mobile: string | null;
  language: string | null;
  lastLoginDate: string | null;
  passwordChangedDate: string | null;
  versionNum: number;
  responsibilities: { respId: number; respName: string }[];
}

interface SessionRow {
  sessionId: number;
  ip: string | null;
  creationDate: string;
  lastActiveDate: string;
  expiresAt: string;
  current: boolean;
}

const when = (v: string | null | undefined) => (v ? formatDate(v, DATE_PATTERNS.datetime) : '—');

function useProfile() {
  const lang = useLang();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [error, setError] = useState<unknown>(null);
  const reload = useCallback(() => {
    api.data<Profile>(`${UC}/profile`).then(setProfile, setError);
  }, []);
  // lang: responsibility names follow the language.
  useEffect(reload, [reload, lang]);
  return { profile, setProfile, error, reload };
}

function Loading({ error }: { error: unknown }) {
  return error ? <ScreenError error={error} /> : <ScreenLoading />;
}

export function UserCenter() {
  const lang = useLang();
  const shell = useShell();
  const { profile, error } = useProfile();
  const languageName = (code: string | null) => shell.lookups.SYSTEM_LANGUAGE?.find((e) => e.lookupCode === code)?.meaning ?? code ?? '';
  const typeName = (code: string) => shell.lookups.USER_TYPE?.find((e) => e.lookupCode === code)?.meaning ?? code;
  if (!profile) return <Loading error={error} />;
  return (
    <div className="page" lang={lang === 'EN' ? 'en' : 'zh-CN'}>
      <div className="ac-columns">
        <section className="card" aria-labelledby="uc-profile">
          <div className="toolbar">
            <h1 id="uc-profile" className="card-title">
              {t('admin.uc.title')}
            </h1>
            <button type="button" className="btn btn-primary" onClick={() => shell.open(mainUrl('userCenter/editUserCenter'))}>
              {t('admin.uc.edit')}
            </button>
          </div>
          <dl className="ac-kv" data-testid="uc-profile">
            <dt>{t('admin.uc.userName')}</dt>
            <dd>{profile.userName}</dd>
            <dt>{t('admin.uc.fullName')}</dt>
            <dd>{profile.userFullName}</dd>
            <dt>{t('admin.uc.userType')}</dt>
            <dd>{typeName(profile.userType)}</dd>
            {profile.supplierName ? (
              <>
                <dt>{t('admin.uc.company')}</dt>
                <dd>{profile.supplierName}</dd>
              </>
            ) : null}
            <dt>{t('admin.uc.email')}</dt>
            <dd>{profile.email || '—'}</dd>
            <dt>{t('admin.uc.mobile')}</dt>
            <dd>{profile.mobile || '—'}</dd>
            <dt>{t('admin.uc.phone')}</dt>
            <dd>{profile.phone || '—'}</dd>
            <dt>{t('admin.uc.language')}</dt>
            <dd data-testid="uc-language">{languageName(profile.language)}</dd>
            <dt>{t('admin.uc.lastLogin')}</dt>
            <dd>{when(profile.lastLoginDate)}</dd>
            <dt>{t('admin.uc.passwordChanged')}</dt>
            <dd>{when(profile.passwordChangedDate)}</dd>
            <dt>{t('admin.uc.resps')}</dt>
            <dd>
              {profile.responsibilities.map((r) => (
                <span key={r.respId} className="ac-chip">
                  {r.respName}
                </span>
              ))}
            </dd>
          </dl>
          <p className="muted small">{t('admin.uc.profileLink')}</p>
        </section>
        <Sessions />
      </div>
    </div>
  );
}

function Sessions() {
  const [rows, setRows] = useState<SessionRow[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const load = useCallback(() => {
    api.data<SessionRow[]>(`${UC}/sessions`).then(setRows, setError);
  }, []);
  useEffect(load, [load]);
  async function signOut(body: { sessionId?: number; others?: boolean }) {
    try {
      const env = await api.post(`${UC}/signOutSession`, body);
      showToast({ message: env.msg, type: 'success' });
      load();
    } catch (err) {
      showToast(errorToast(err));
    }
  }
  const others = rows?.filter((r) => !r.current) ?? [];
  return (
    <section className="card ac-wide" aria-labelledby="uc-sessions">
      <div className="toolbar">
        <h2 id="uc-sessions" className="card-title">
          {t('admin.uc.sessions')}
        </h2>
        <button type="button" className="btn btn-danger-ghost" disabled={!others.length} onClick={() => void signOut({ others: true })}>
          {t('admin.uc.signOutOthers')}
        </button>
      </div>
      <p className="muted small">{t('admin.uc.sessionsHint')}</p>
      {error ? <ScreenError error={error} onRetry={load} /> : null}
      {rows ? (
        <SrmDataGrid
          data-testid="uc-sessions"
          rows={rows.map((r) => ({
            ...r,
            ip: r.ip ?? '—',
            creationDate: when(r.creationDate),
            lastActiveDate: when(r.lastActiveDate),
            expiresAt: when(r.expiresAt),
          }))}
          columns={sessionColumns()}
          resources={[{ resourceCode: 'signOut', resourceName: t('admin.uc.signOut'), show: (r) => !r.current }]}
          rowKey="sessionId"
          readonly
          autoHeight
          configHidden
          paginationHidden
          onSrmRowAction={(e) => void signOut({ sessionId: Number(e.detail.row.sessionId) })}
        />
      ) : error ? null : (
        <ScreenLoading />
      )}
      {rows && !others.length ? <p className="muted small">{t('admin.uc.noOthers')}</p> : null}
    </section>
  );
}

type Errors = Record<string, string>;

function FieldBox({
  id,
  text,
  error,
  hint,
  required,
  children,
}: {
  id: string;
  text: string;
  error?: string;
  hint?: string;
  required?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className={error ? 'form-item has-error' : 'form-item'}>
      <label htmlFor={id} className={required ? 'required' : undefined}>
        {text}
      </label>
      {children}
      {error ? (
        <div className="field-error" role="alert" id={`${id}-error`}>
          {error}
        </div>
      ) : hint ? (
        <div className="field-hint">{hint}</div>
      ) : null}
    </div>
  );
}

/** The server's refusal, by field: what it names goes under that field. */
function fieldErrorsOf(err: unknown): Errors | null {
  if (!(err instanceof ApiError) || !err.envelope.errors?.length) return null;
  return Object.fromEntries(err.envelope.errors.map((e) => [e.field, e.message]));
}

export function EditUserCenter() {
  const lang = useLang();
  const shell = useShell();
  const page = usePage();
  const { profile, setProfile, error } = useProfile();
  const [form, setForm] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (profile)
      setForm({
        userFullName: profile.userFullName ?? '',
        email: profile.email ?? '',
        phone: profile.phone ?? '',
        mobile: profile.mobile ?? '',
        language: profile.language ?? 'CN',
      });
  }, [profile]);
  useEffect(() => shell.retitle(page.tabKey, t('admin.uc.editTitle')), [shell, page.tabKey, lang]);

  async function save(e: FormEvent) {
    e.preventDefault();
    if (!profile) return;
    setBusy(true);
    setErrors({});
    try {
      const env = await api.post<Profile>(`${UC}/saveProfile`, { ...form, versionNum: profile.versionNum });
      setProfile(env.data);
      const session = getSession();
      if (session) setSession({ ...session, user: { ...session.user, userFullName: env.data.userFullName } });
      // The portal speaks the language just chosen, as the sign-in would next time.
      if (env.data.language === 'CN' || env.data.language === 'EN') setLang(env.data.language as LangCode);
      showToast({ message: env.msg, type: 'success' });
    } catch (err) {
      const byField = fieldErrorsOf(err);
      if (byField) setErrors(byField);
      showToast(errorToast(err));
    } finally {
      setBusy(false);
    }
  }

  const input = (name: string, text: string, type = 'text', required = false) => (
    <FieldBox id={`uc-${name}`} text={text} error={errors[name]} required={required}>
      <input
        id={`uc-${name}`}
        type={type}
        value={form[name] ?? ''}
        onChange={(e) => setForm((f) => ({ ...f, [name]: e.target.value }))}
        aria-invalid={!!errors[name]}
        aria-describedby={errors[name] ? `uc-${name}-error` : undefined}
      />
    </FieldBox>
  );

  if (!profile) return <Loading error={error} />;
  return (
    <div className="page" lang={lang === 'EN' ? 'en' : 'zh-CN'}>
      <div className="ac-columns">
        <section className="card" aria-labelledby="uc-edit">
          <div className="toolbar">
            <h1 id="uc-edit" className="card-title">
              {t('admin.uc.editTitle')}
            </h1>
            <button type="button" className="btn" onClick={() => shell.open(mainUrl('userCenter'))}>
              {t('admin.uc.back')}
            </button>
          </div>
          <form onSubmit={save} noValidate data-testid="uc-profile-form">
            <div className="form-grid">
              {input('userFullName', t('admin.uc.fullName'), 'text', true)}
              {input('email', t('admin.uc.email'), 'email')}
              {input('mobile', t('admin.uc.mobile'), 'tel')}
              {input('phone', t('admin.uc.phone'), 'tel')}
              <FieldBox id="uc-language" text={t('admin.uc.language')} error={errors.language}>
                <SrmSelect
                  id="uc-language"
                  accessibleName={t('admin.uc.language')}
                  value={form.language ?? 'CN'}
                  clearHidden
                  options={(shell.lookups.SYSTEM_LANGUAGE ?? []).map((o) => ({ value: o.lookupCode, label: o.meaning }))}
                  onChange={(e) => {
                    const language = String((e.target as unknown as { value: unknown }).value ?? '');
                    setForm((f) => ({ ...f, language }));
                  }}
                />
              </FieldBox>
            </div>
            <div className="ac-actions">
              <button type="submit" className="btn btn-primary" disabled={busy}>
                {t('admin.uc.saveProfile')}
              </button>
            </div>
          </form>
        </section>
        <PasswordForm />
      </div>
    </div>
  );
}

function PasswordForm() {
  const [values, setValues] = useState({ oldPassword: '', newPassword: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    const next: Errors = {};
    if (!values.oldPassword) next.oldPassword = t('admin.uc.required', { name: t('admin.uc.oldPassword') });
    if (!isStrongPassword(values.newPassword)) next.newPassword = t('admin.uc.passwordRule');
    if (values.newPassword !== values.confirm) next.confirm = t('admin.uc.mismatch');
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      const env = await api.post<{ endedSessions: number }>(`${UC}/changePassword`, { oldPassword: values.oldPassword, newPassword: values.newPassword });
      const ended = env.data.endedSessions;
      showToast({ message: ended ? `${env.msg}. ${t('admin.uc.passwordOthersEnded', { n: ended })}` : env.msg, type: 'success' });
      setValues({ oldPassword: '', newPassword: '', confirm: '' });
    } catch (err) {
      const byField = fieldErrorsOf(err);
      if (byField) setErrors(byField);
      else showToast(errorToast(err));
    } finally {
      setBusy(false);
    }
  }
  const field = (name: 'oldPassword' | 'newPassword' | 'confirm', text: string, auto: string, hint?: string) => (
    <FieldBox id={`uc-${name}`} text={text} error={errors[name]} hint={hint} required>
      <input
        id={`uc-${name}`}
        type="password"
        autoComplete={auto}
        value={values[name]}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
        aria-invalid={!!errors[name]}
        aria-describedby={errors[name] ? `uc-${name}-error` : undefined}
      />
    </FieldBox>
  );
  return (
    <section className="card" aria-labelledby="uc-password">
      <div className="toolbar">
        <h2 id="uc-password" className="card-title">
          {t('admin.uc.password')}
        </h2>
      </div>
      <form onSubmit={submit} noValidate data-testid="uc-password-form">
        <div className="form-grid">
          {field('oldPassword', t('admin.uc.oldPassword'), 'current-password')}
          {field('newPassword', t('admin.uc.newPassword'), 'new-password', t('admin.uc.passwordRule'))}
          {field('confirm', t('admin.uc.confirmPassword'), 'new-password')}
        </div>
        <div className="ac-actions">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('admin.uc.savePassword')}
          </button>
        </div>
      </form>
    </section>
  );
}

/** This session is marked in its row, so a reader tells it from those they may end. */
function currentMark(): HTMLElement {
  const chip = document.createElement('span');
  chip.className = 'ac-chip current';
  chip.textContent = t('admin.uc.thisSession');
  return chip;
}

const sessionColumns = (): GridColumnDef[] => [
  { key: 'ip', title: t('admin.uc.sessionIp'), width: 140 },
  { key: 'creationDate', title: t('admin.uc.sessionStarted'), width: 170 },
  { key: 'lastActiveDate', title: t('admin.uc.sessionActive'), width: 170 },
  { key: 'expiresAt', title: t('admin.uc.sessionExpires'), width: 170 },
  { key: 'current', title: t('admin.uc.sessionWhich'), editType: 'slot', width: 120, render: ({ row }) => (row.current ? currentMark() : '') },
];
