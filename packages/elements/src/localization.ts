/**
 * Localization runtime for @srm/elements (@lit/localize, runtime mode).
 *
 * - Source locale `en`, target locale `zh-CN`; the runtime starts in `zh-CN`.
 * - Elements use `msg('...', { id: 'data-grid.total', desc: '...' })` and the
 *   `@localized()` class decorator, which re-renders them when a locale has loaded.
 * - `setLocale()` also dispatches `srm-locale-changed` on `window` (detail `{ locale }`)
 *   and sets `<html lang>`, so non-Lit code (the React app, legacy pages) can follow.
 *
 * Translations live in `xliff/zh-CN.xlf`; `npx lit-localize build` (run in
 * packages/elements) regenerates `src/generated/locales/zh-CN.ts`.
 */
import { configureLocalization, msg, str, localized } from '@lit/localize';
import type { LocaleModule } from '@lit/localize';
import { sourceLocale, targetLocales } from './generated/locale-codes.ts';
import * as zhCN from './generated/locales/zh-CN.ts';

export { msg, str, localized };

export type SrmLocale = 'en' | 'zh-CN';
export const SOURCE_LOCALE: SrmLocale = sourceLocale as SrmLocale;
export const TARGET_LOCALES = targetLocales as readonly SrmLocale[];
export const ALL_LOCALES: readonly SrmLocale[] = [SOURCE_LOCALE, ...TARGET_LOCALES];
export const DEFAULT_LOCALE: SrmLocale = 'zh-CN';

export interface SrmLocaleChangedDetail {
  locale: SrmLocale;
}

declare global {
  interface WindowEventMap {
    'srm-locale-changed': CustomEvent<SrmLocaleChangedDetail>;
  }
}

const modules: Record<string, LocaleModule> = { 'zh-CN': zhCN as LocaleModule };

type Runtime = { getLocale: () => string; setLocale: (l: string) => Promise<void> };
const KEY = Symbol.for('srm.elements.localization');
const g = globalThis as unknown as Record<symbol, Runtime | undefined>;

// configureLocalization may only run once per page; share it if this module is loaded twice.
const runtime: Runtime =
  g[KEY] ??
  (g[KEY] = configureLocalization({
    sourceLocale: SOURCE_LOCALE,
    targetLocales: TARGET_LOCALES,
    // Bundled statically: the zh-CN table is small and this keeps the first render Chinese.
    loadLocale: async (locale) => modules[locale] ?? { templates: {} },
  }));

/** Normalises user input such as `zh`, `zh_CN`, `en-US` to a supported locale. */
export function normalizeLocale(value: string | null | undefined): SrmLocale {
  const v = (value ?? '').toLowerCase().replace('_', '-');
  if (v.startsWith('zh')) return 'zh-CN';
  if (v.startsWith('en')) return 'en';
  return DEFAULT_LOCALE;
}

/** The active locale. */
export function getLocale(): SrmLocale {
  return runtime.getLocale() as SrmLocale;
}

/**
 * Switches the active locale. Resolves when the translations are loaded and the
 * `@localized()` elements have been asked to re-render. Never throws on an unknown
 * value: it falls back to the default locale.
 */
export async function setLocale(locale: string): Promise<SrmLocale> {
  const next = normalizeLocale(locale);
  await runtime.setLocale(next);
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  if (typeof window !== 'undefined') {
    window.dispatchEvent(new CustomEvent<SrmLocaleChangedDetail>('srm-locale-changed', { detail: { locale: next } }));
  }
  return next;
}

/** Resolves once the default runtime locale (zh-CN) has been applied on first load. */
export const localeReady: Promise<SrmLocale> =
  getLocale() === SOURCE_LOCALE && DEFAULT_LOCALE !== SOURCE_LOCALE ? setLocale(DEFAULT_LOCALE) : Promise.resolve(getLocale());
