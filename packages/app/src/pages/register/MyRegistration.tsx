/**
 * `/registerInfoEdit`: the registrant's own registration. Its user cannot sign
 * in before approval, so it names itself with the user name and password it
 * registered with (registration/registrant-routes.ts), then sees where the
 * registration stands: waiting for approval, it may withdraw it; withdrawn, it
 * corrects the company details and submits again; approved, it signs in and
 * completes its record under "My company".
 */
import { useState, type FormEvent } from 'react';
import { checkCreditCode } from '@srm/domain/validation/credit-code.ts';
import { checkRule } from '@srm/domain/validation/rules.ts';
import { format } from '@srm/domain/i18n/messages.ts';
import { declaredLookup } from '@srm/domain/lookups/catalogue.ts';
import { api, ApiError, errorMessage } from '../../lib/api.ts';
import { SrmSelect } from '@srm/elements/react/srm-select.ts';
import { t, useLang } from '../../lib/i18n.ts';
import { go } from '../../lib/router.ts';
import { AuthLayout, Field } from '../AuthLayout.tsx';

const BASE = '/api/baseServer/v1/srmSupplierRegisterRestful';

type Details = Record<
  'supplierName' | 'supplierShortName' | 'supplierType' | 'taxRegistrationNumber' | 'companyPhone' | 'companyRegisteredAddress' | 'contactName',
  string
>;
interface Registration extends Partial<Record<keyof Details, string | null>> {
  supplierId: number;
  supplierNumber: string;
  contactEmail: string | null;
  registerStatus: string;
}
const FIELDS: (keyof Details)[] = [
  'supplierName',
  'supplierShortName',
  'supplierType',
  'taxRegistrationNumber',
  'companyPhone',
  'companyRegisteredAddress',
  'contactName',
];
const detailsOf = (r: Registration): Details => Object.fromEntries(FIELDS.map((k) => [k, r[k] ?? ''])) as Details;

export default function MyRegistration() {
  const lang = useLang();
  const [me, setMe] = useState({ userName: '', password: '' });
  const [reg, setReg] = useState<Registration | null>(null);
  const [details, setDetails] = useState<Details | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const meaning = (type: string, code: string | null | undefined) => {
    const v = declaredLookup(type)?.values.find((x) => x.lookupCode === code);
    return v ? (lang === 'EN' ? v.meaningEn : v.meaning) : (code ?? '');
  };
  const types = declaredLookup('POS_SUPPLIER_TYPE')?.values ?? [];
  const labels: Record<keyof Details, string> = {
    supplierName: t('register.supplierName'),
    supplierShortName: t('register.shortName'),
    supplierType: t('register.supplierType'),
    taxRegistrationNumber: t('register.tax'),
    companyPhone: t('register.phone'),
    companyRegisteredAddress: t('register.address'),
    contactName: t('register.contactName'),
  };

  /** Calls one of the registrant's routes; field errors go under their fields, the rest above the form. */
  async function call(operation: string, payload: Record<string, unknown>, done?: string) {
    setBusy(true);
    setMessage(null);
    setErrors({});
    try {
      const env = await api.post<Registration>(`${BASE}/${operation}`, { ...me, ...payload });
      setReg(env.data);
      setDetails(detailsOf(env.data));
      if (done) setMessage({ kind: 'ok', text: env.msg });
    } catch (err) {
      if (err instanceof ApiError && err.envelope.errors?.length) {
        setErrors(Object.fromEntries(err.envelope.errors.map((e) => [e.field, e.message])));
      } else setMessage({ kind: 'error', text: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }

  function open(e: FormEvent) {
    e.preventDefault();
    const next = {
      userName: me.userName.trim() ? undefined : t('login.required', { name: t('register.userName') }),
      password: me.password ? undefined : t('login.required', { name: t('login.password') }),
    };
    setErrors(next);
    if (!next.userName && !next.password) void call('myRegistration', {});
  }

  function resubmit(e: FormEvent) {
    e.preventDefault();
    if (!details) return;
    const lg = lang === 'EN' ? 'en' : 'zh';
    const next: Partial<Record<string, string>> = {
      supplierName: details.supplierName.trim() ? undefined : t('login.required', { name: labels.supplierName }),
      contactName: details.contactName.trim() ? undefined : t('login.required', { name: labels.contactName }),
    };
    const code = checkCreditCode(details.taxRegistrationNumber);
    if (code.result !== true) next.taxRegistrationNumber = format(code.result, lg, code.params);
    if (details.companyPhone.trim()) {
      const r = checkRule('telephone', details.companyPhone);
      if (r !== true) next.companyPhone = format(r, lg);
    }
    const clean = Object.fromEntries(Object.entries(next).filter(([, v]) => v));
    setErrors(clean);
    if (!Object.keys(clean).length) void call('resubmit', details, 'done');
  }

  if (!reg) {
    return (
      <AuthLayout title={t('admin.myReg.title')}>
        <form className="auth-form" onSubmit={open} noValidate>
          <div className="alert alert-info">{t('admin.myReg.intro')}</div>
          {message ? (
            <div className="alert alert-error" role="alert">
              {message.text}
            </div>
          ) : null}
          <Field id="myreg-userName" label={t('register.userName')} error={errors.userName} required>
            <input
              id="myreg-userName"
              value={me.userName}
              onChange={(e) => setMe((m) => ({ ...m, userName: e.target.value }))}
              autoComplete="username"
              aria-invalid={!!errors.userName}
            />
          </Field>
          <Field id="myreg-password" label={t('login.password')} error={errors.password} required>
            <input
              id="myreg-password"
              type="password"
              value={me.password}
              onChange={(e) => setMe((m) => ({ ...m, password: e.target.value }))}
              autoComplete="current-password"
              aria-invalid={!!errors.password}
            />
          </Field>
          <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={busy}>
            {t('admin.myReg.open')}
          </button>
          <div className="auth-links">
            <BackToLogin />
          </div>
        </form>
      </AuthLayout>
    );
  }

  const editable = reg.registerStatus === 'DRAFT';
  return (
    <AuthLayout title={t('admin.myReg.title')} wide>
      <form className="auth-form register-form" onSubmit={resubmit} noValidate>
        {message ? (
          <div className={`alert alert-${message.kind === 'ok' ? 'success' : 'error'}`} role={message.kind === 'ok' ? 'status' : 'alert'}>
            {message.text}
          </div>
        ) : null}
        <p>
          <strong>{t('admin.myReg.status')}：</strong>
          <span className={`status-tag status-${reg.registerStatus.toLowerCase()}`}>{meaning('POS_REGISTER_STATUS', reg.registerStatus)}</span> ·{' '}
          {reg.supplierNumber}
        </p>
        <div className="alert alert-info" role="status">
          {t(
            reg.registerStatus === 'SUBMITTED'
              ? 'admin.myReg.submittedHint'
              : editable
                ? 'admin.myReg.draftHint'
                : reg.registerStatus === 'APPROVED'
                  ? 'admin.myReg.approvedHint'
                  : 'admin.myReg.rejectedHint',
          )}
        </div>
        <fieldset>
          <legend>{t('register.company')}</legend>
          <div className="grid-2">
            {FIELDS.map((k) => (
              <Field key={k} id={`myreg-${k}`} label={labels[k]} error={errors[k]} required={k === 'supplierName' || k === 'contactName'}>
                {k === 'supplierType' ? (
                  <SrmSelect
                    id={`myreg-${k}`}
                    accessibleName={labels[k]}
                    placeholder="—"
                    value={details?.[k] ?? ''}
                    disabled={!editable}
                    options={types.map((v) => ({ value: v.lookupCode, label: String((lang === 'EN' ? v.meaningEn : v.meaning) ?? v.lookupCode) }))}
                    onChange={(e) => {
                      const value = String((e.target as unknown as { value: unknown }).value ?? '');
                      setDetails((d) => d && { ...d, [k]: value });
                    }}
                  />
                ) : (
                  <input
                    id={`myreg-${k}`}
                    value={details?.[k] ?? ''}
                    readOnly={!editable}
                    onChange={(e) => setDetails((d) => d && { ...d, [k]: e.target.value })}
                    aria-invalid={!!errors[k]}
                  />
                )}
              </Field>
            ))}
            <Field id="myreg-contactEmail" label={t('register.email')}>
              <input id="myreg-contactEmail" value={reg.contactEmail ?? ''} readOnly />
            </Field>
          </div>
        </fieldset>
        {reg.registerStatus === 'SUBMITTED' ? (
          <>
            <Field id="myreg-reason" label={t('admin.myReg.reason')} error={errors.reason}>
              <textarea id="myreg-reason" value={reason} maxLength={2000} rows={2} onChange={(e) => setReason(e.target.value)} />
            </Field>
            <button
              type="button"
              className="btn btn-danger btn-block btn-lg"
              disabled={busy}
              onClick={() => void call('withdraw', reason.trim() ? { reason } : {}, 'done')}
            >
              {t('admin.myReg.withdraw')}
            </button>
          </>
        ) : null}
        {editable ? (
          <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={busy}>
            {t('admin.myReg.resubmit')}
          </button>
        ) : null}
        {reg.registerStatus === 'APPROVED' ? (
          <button type="button" className="btn btn-primary btn-block btn-lg" onClick={() => go('/login')}>
            {t('common.backToLogin')}
          </button>
        ) : null}
        <div className="auth-links">
          <button
            type="button"
            className="btn btn-text btn-sm"
            onClick={() => (setReg(null), setDetails(null), setMessage(null), setErrors({}), setMe({ userName: '', password: '' }))}
          >
            {t('admin.myReg.other')}
          </button>
          <BackToLogin />
        </div>
      </form>
    </AuthLayout>
  );
}

function BackToLogin() {
  return (
    <a href="/login" onClick={(e) => (e.preventDefault(), go('/login'))}>
      {t('common.backToLogin')}
    </a>
  );
}
