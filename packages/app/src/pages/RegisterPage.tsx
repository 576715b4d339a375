/**
 * `/register`: supplier self-registration (company, contact, e-mail code,
 * duplicate-name check; the company's name and unified social credit code may be
 * read off its business licence, register/LicenceRecognition.tsx). The
 * registration lands in the internal approval list; the account works once it
 * is approved. `/registerInfoEdit` is the registrant's own registration, to
 * withdraw while it waits and to correct and submit again (register/MyRegistration.tsx).
 */
// The registration's texts are among the screens' (texts/portal.ts, admin.ts), not the sign-in page's.
import '../lib/texts/all.ts';
import { useState, type FormEvent } from 'react';
import { isStrongPassword } from '@srm/domain/entity/validate-record.ts';
import { checkRule } from '@srm/domain/validation/rules.ts';
import { checkCreditCode } from '@srm/domain/validation/credit-code.ts';
import { format } from '@srm/domain/i18n/messages.ts';
import { declaredLookup } from '@srm/domain/lookups/catalogue.ts';
import { api, ApiError, errorMessage, LOGIN } from '../lib/api.ts';
import { SrmSelect } from '@srm/elements/react/srm-select.ts';
import { t, useLang } from '../lib/i18n.ts';
import { go } from '../lib/router.ts';
import { AuthLayout, Field } from './AuthLayout.tsx';
import { useCountdown } from './ForgetPage.tsx';
import { LicenceRecognitionBox, type LicenceValues } from './register/LicenceRecognition.tsx';
import MyRegistration from './register/MyRegistration.tsx';

const BASE = '/api/baseServer/v1/srmSupplierRegisterRestful';

type Form = Record<
  | 'supplierName'
  | 'supplierShortName'
  | 'supplierType'
  | 'taxRegistrationNumber'
  | 'companyPhone'
  | 'companyRegisteredAddress'
  | 'contactName'
  | 'contactEmail'
  | 'emailCode'
  | 'userName'
  | 'password'
  | 'password2',
  string
>;
const empty: Form = {
  supplierName: '',
  supplierShortName: '',
  supplierType: '',
  taxRegistrationNumber: '',
  companyPhone: '',
  companyRegisteredAddress: '',
  contactName: '',
  contactEmail: '',
  emailCode: '',
  userName: '',
  password: '',
  password2: '',
};

export default function RegisterPage({ mode }: { mode: 'register' | 'edit' }) {
  return mode === 'edit' ? <MyRegistration /> : <Registering />;
}

/** Where a submitted registration is read, withdrawn and corrected. */
const myRegistration = (e: { preventDefault(): void }) => (e.preventDefault(), go('/registerInfoEdit'));

function Registering() {
  const lang = useLang();
  const [form, setForm] = useState<Form>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  const [nameState, setNameState] = useState<'free' | 'taken' | null>(null);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [left, startCountdown] = useCountdown();
  const types = declaredLookup('POS_SUPPLIER_TYPE')?.values ?? [];

  const set = (k: keyof Form) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [k]: e.target.value }));
    if (k === 'supplierName') setNameState(null);
  };
  const required = (k: keyof Form, name: string) => (!form[k].trim() ? t('login.required', { name }) : undefined);

  async function checkName(supplierName = form.supplierName) {
    if (!supplierName.trim()) return;
    try {
      const res = await api.data<{ available: boolean }>(`${BASE}/checkSupplierName`, { supplierName });
      setNameState(res.available ? 'free' : 'taken');
    } catch {
      setNameState(null);
    }
  }

  /** Values the registrant confirmed from the licence: filled in, their old messages gone, the name checked again. */
  function acceptLicence(values: LicenceValues) {
    setForm((f) => ({ ...f, ...values }));
    setErrors((e) => ({ ...e, ...Object.fromEntries(Object.keys(values).map((k) => [k, undefined])) }));
    if (values.supplierName) {
      setNameState(null);
      void checkName(values.supplierName);
    }
  }

  async function sendCode() {
    const err = required('contactEmail', t('register.email'));
    if (err) return setErrors((e) => ({ ...e, contactEmail: err }));
    try {
      const env = await api.post(`${LOGIN}/sendEmailCode`, { email: form.contactEmail.trim(), purpose: 'REGISTER' });
      setMessage({ kind: 'ok', text: env.msg });
      startCountdown();
    } catch (e) {
      setMessage({ kind: 'error', text: errorMessage(e) });
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const lg = lang === 'EN' ? 'en' : 'zh';
    const next: Partial<Record<keyof Form, string>> = {
      supplierName: required('supplierName', t('register.supplierName')) ?? (nameState === 'taken' ? t('register.nameTaken') : undefined),
      contactName: required('contactName', t('register.contactName')),
      contactEmail:
        required('contactEmail', t('register.email')) ??
        (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.contactEmail.trim()) ? undefined : format('rule.type', lg, { expected: 'e-mail' })),
      emailCode: required('emailCode', t('forget.code')),
      userName: required('userName', t('register.userName')),
      password: isStrongPassword(form.password) ? undefined : t('forget.rule'),
      password2: form.password === form.password2 ? undefined : t('forget.mismatch'),
    };
    const creditCode = checkCreditCode(form.taxRegistrationNumber);
    if (creditCode.result !== true) next.taxRegistrationNumber = format(creditCode.result, lg, creditCode.params);
    if (form.companyPhone.trim()) {
      const r = checkRule('telephone', form.companyPhone);
      if (r !== true) next.companyPhone = format(r, lg);
    }
    const clean = Object.fromEntries(Object.entries(next).filter(([, v]) => v)) as typeof next;
    setErrors(clean);
    setMessage(null);
    if (Object.keys(clean).length) return;
    setBusy(true);
    try {
      const { password2: _p, ...payload } = form;
      await api.post(`${BASE}/register`, payload);
      setDone(form.userName);
    } catch (err) {
      if (err instanceof ApiError && err.envelope.errors?.length) {
        const fieldErrors: Partial<Record<keyof Form, string>> = {};
        for (const fe of err.envelope.errors)
          fieldErrors[(fe.field in empty ? fe.field : 'supplierName') as keyof Form] =
            fe.field === 'supplierName' && fe.code === 'rule.unique' ? t('register.nameTaken') : fe.message;
        setErrors(fieldErrors);
      } else if (err instanceof ApiError && err.envelope.code === 'EMAIL_CODE') setErrors({ emailCode: err.envelope.msg });
      else setMessage({ kind: 'error', text: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }

  const input = (
    k: keyof Form,
    labelText: string,
    opts: { type?: string; required?: boolean; autoComplete?: string; onBlur?: () => void; hint?: string } = {},
  ) => (
    <Field id={`reg-${k}`} label={labelText} error={errors[k]} required={opts.required} hint={opts.hint}>
      <input
        id={`reg-${k}`}
        type={opts.type ?? 'text'}
        value={form[k]}
        onChange={set(k)}
        onBlur={opts.onBlur}
        autoComplete={opts.autoComplete ?? 'off'}
        aria-invalid={!!errors[k]}
      />
    </Field>
  );

  if (done) {
    return (
      <AuthLayout title={t('register.title')}>
        <div className="auth-form">
          <div className="alert alert-success" role="status">
            {t('register.done', { user: done })}
          </div>
          <div className="auth-links">
            <a href="/registerInfoEdit" onClick={myRegistration}>
              {t('admin.registration.mine')}
            </a>
          </div>
          <button type="button" className="btn btn-primary btn-block btn-lg" onClick={() => go('/login')}>
            {t('common.backToLogin')}
          </button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('register.title')} wide>
      <form className="auth-form register-form" onSubmit={submit} noValidate>
        {message ? (
          <div className={`alert alert-${message.kind === 'ok' ? 'success' : 'error'}`} role={message.kind === 'ok' ? 'status' : 'alert'}>
            {message.text}
          </div>
        ) : null}
        <fieldset>
          <legend>{t('register.company')}</legend>
          <LicenceRecognitionBox onAccept={acceptLicence} />
          <div className="grid-2">
            <Field
              id="reg-supplierName"
              label={t('register.supplierName')}
              error={errors.supplierName}
              required
              hint={nameState === 'free' ? t('register.nameFree') : undefined}
            >
              <input
                id="reg-supplierName"
                value={form.supplierName}
                onChange={set('supplierName')}
                onBlur={() => void checkName()}
                aria-invalid={!!errors.supplierName || nameState === 'taken'}
              />
              {nameState === 'taken' && !errors.supplierName ? (
                <div className="field-error" role="alert">
                  {t('register.nameTaken')}
                </div>
              ) : null}
            </Field>
            {input('supplierShortName', t('register.shortName'))}
            <Field id="reg-supplierType" label={t('register.supplierType')}>
              <SrmSelect
                id="reg-supplierType"
                accessibleName={t('register.supplierType')}
                placeholder="—"
                value={form.supplierType}
                options={types.map((v) => ({ value: v.lookupCode, label: String((lang === 'EN' ? v.meaningEn : v.meaning) ?? v.lookupCode) }))}
                onChange={(e) => {
                  const supplierType = String((e.target as unknown as { value: unknown }).value ?? '');
                  setForm((f) => ({ ...f, supplierType }));
                }}
              />
            </Field>
            {input('taxRegistrationNumber', t('register.tax'))}
            {input('companyPhone', t('register.phone'), { hint: '021-66881234' })}
            {input('companyRegisteredAddress', t('register.address'))}
          </div>
        </fieldset>
        <fieldset>
          <legend>{t('register.contact')}</legend>
          <div className="grid-2">
            {input('contactName', t('register.contactName'), { required: true, autoComplete: 'name' })}
            {input('contactEmail', t('register.email'), { required: true, type: 'email', autoComplete: 'email' })}
            <Field id="reg-emailCode" label={t('forget.code')} error={errors.emailCode} required>
              <div className="captcha-row">
                <input id="reg-emailCode" value={form.emailCode} onChange={set('emailCode')} autoComplete="one-time-code" aria-invalid={!!errors.emailCode} />
                <button type="button" className="btn" disabled={left > 0} onClick={() => void sendCode()}>
                  {left ? t('forget.resend', { s: left }) : t('forget.send')}
                </button>
              </div>
            </Field>
            {input('userName', t('register.userName'), { required: true, autoComplete: 'username' })}
            {input('password', t('login.password'), { required: true, type: 'password', autoComplete: 'new-password', hint: t('forget.rule') })}
            {input('password2', t('forget.confirm'), { required: true, type: 'password', autoComplete: 'new-password' })}
          </div>
        </fieldset>
        <p className="muted small">{t('register.agree')}</p>
        <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={busy}>
          {t('register.submit')}
        </button>
        <div className="auth-links">
          <a href="/login" onClick={(e) => (e.preventDefault(), go('/login'))}>
            {t('common.backToLogin')}
          </a>
          <a href="/registerInfoEdit" onClick={myRegistration}>
            {t('admin.registration.mine')}
          </a>
        </div>
      </form>
    </AuthLayout>
  );
}
