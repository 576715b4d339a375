/** The frame shared by sign-in, password reset and registration: brand panel and a card. */
import type { ReactNode } from 'react';
// The document-level part of Lumo (its properties, typography and colours), which any element of
// @srm/elements installs (styles/tokens.ts): the sign-in pages load no element, and look the same.
import '@vaadin/vaadin-lumo-styles/src/props/index.css';
import '@vaadin/vaadin-lumo-styles/src/global/index.css';
import { t, useLang } from '../lib/i18n.ts';
import { setLang, type LangCode } from '../lib/session.ts';

/** Each language named in itself, so a reader finds theirs whatever the page speaks. */
const LANGUAGES = [
  { value: 'CN', label: '中文' },
  { value: 'EN', label: 'English' },
];

/**
 * The language choice of the sign-in pages: a native select dressed as `<srm-select>`, since
 * the sign-in page loads no element library (its script budget: scripts/check-login-budget.mjs).
 */
export function LanguageSelect({ id = 'lang' }: { id?: string }) {
  const lang = useLang();
  return (
    <div className="lang-select">
      <span aria-hidden="true">{t('login.language')}</span>
      <span id={id} className="lang-select-box">
        <select
          aria-label={t('login.language')}
          value={lang}
          onChange={(e) => {
            const v = e.target.value;
            if (v === 'CN' || v === 'EN') setLang(v as LangCode);
          }}
        >
          {LANGUAGES.map((l) => (
            <option key={l.value} value={l.value}>
              {l.label}
            </option>
          ))}
        </select>
      </span>
    </div>
  );
}

export function AuthLayout({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  useLang();
  return (
    <div className="auth-page">
      <aside className="auth-brand">
        <div className="brand-mark">
          <span className="logo">SRM</span>
          {t('app.company')}
        </div>
        <div className="auth-brand-body">
          <h2>{t('app.name')}</h2>
          <p>{t('app.slogan')}</p>
          <p className="auth-features">{t('login.features')}</p>
        </div>
        <div className="auth-brand-art" aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
        <small>© 2026 {t('app.company')}</small>
      </aside>
      <main className={wide ? 'auth-main wide' : 'auth-main'}>
        <div className="auth-card">
          <div className="auth-card-head">
            <h1>{title}</h1>
            <LanguageSelect />
          </div>
          {children}
        </div>
      </main>
    </div>
  );
}

export function Field({
  id,
  label,
  error,
  hint,
  required,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={error ? 'form-item has-error' : 'form-item'}>
      <label htmlFor={id} className={required ? 'required' : undefined}>
        {label}
      </label>
      {children}
      {error ? (
        <div className="field-error" id={`${id}-error`} role="alert">
          {error}
        </div>
      ) : hint ? (
        <div className="field-hint">{hint}</div>
      ) : null}
    </div>
  );
}
