/**
 * Shared design tokens for @srm/elements.
 *
 * Importing this module (every element's styles file does) has two effects, both
 * idempotent:
 * 1. loads the Lumo theme (`@vaadin/vaadin-lumo-styles/lumo.css`); Vaadin 25 renders
 *    its components unstyled without it;
 * 2. adds one document-level sheet declaring the `--srm-*` tokens on `:root`, so an
 *    app can override any of them with a later `:root { --srm-color-primary: ... }`.
 *
 * Elements add `tokenStyles` to their `static styles` for a consistent host baseline.
 */
import '@vaadin/vaadin-lumo-styles/lumo.css';
import { css, unsafeCSS } from 'lit';

/** Token name -> default value. Kept as data so stories and docs can list them. */
export const TOKENS = {
  '--srm-color-primary': '#0958d9',
  '--srm-color-primary-hover': '#1677ff',
  '--srm-color-primary-contrast': '#ffffff',
  '--srm-color-success': '#52c41a',
  '--srm-color-warning': '#faad14',
  '--srm-color-danger': '#d9363e',
  '--srm-color-required': '#f5222d',
  '--srm-color-text': '#1f1f1f',
  '--srm-color-text-secondary': '#595959',
  '--srm-color-text-disabled': '#8c8c8c',
  '--srm-color-border': '#d9d9d9',
  '--srm-color-border-strong': '#bfbfbf',
  '--srm-color-background': '#ffffff',
  '--srm-color-background-muted': '#f5f5f5',
  '--srm-color-row-hover': '#e6f4ff',
  // 4.9:1 behind a link's primary colour in a selected row (axe asks 4.5:1; #bae0ff gave 4.45).
  '--srm-color-row-selected': '#cce8ff',
  '--srm-color-focus-ring': '#0958d980',
  '--srm-color-overlay': 'rgba(0, 0, 0, 0.45)',
  '--srm-space-xs': '4px',
  '--srm-space-s': '8px',
  '--srm-space-m': '12px',
  '--srm-space-l': '16px',
  '--srm-space-xl': '24px',
  '--srm-radius': '4px',
  '--srm-font-family': "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'WenQuanYi Micro Hei', sans-serif",
  '--srm-font-size': '14px',
  '--srm-font-size-s': '12px',
  '--srm-line-height': '1.5715',
  '--srm-control-height': '32px',
  '--srm-z-index-modal': '1100',
  '--srm-z-index-toast': '1200',
} as const;

export type SrmToken = keyof typeof TOKENS;

const rootCss = `:where(:root){${Object.entries(TOKENS)
  .map(([k, v]) => `${k}:${v};`)
  .join('')}}`;

/** The `:root` token declarations as a Lit CSSResult (for shadow roots that need them). */
export const rootTokens = css`${unsafeCSS(rootCss)}`;

/** `var(--srm-…)` helper with the built-in default as fallback. */
export function token(name: SrmToken) {
  return unsafeCSS(`var(${name}, ${TOKENS[name]})`);
}

/** Host baseline shared by all elements. */
export const tokenStyles = css`
  :host {
    box-sizing: border-box;
    font-family: var(--srm-font-family, ${unsafeCSS(TOKENS['--srm-font-family'])});
    font-size: var(--srm-font-size, 14px);
    line-height: var(--srm-line-height, 1.5715);
    color: var(--srm-color-text, #1f1f1f);
    /* Lumo reads these; align it with our tokens. */
    --lumo-primary-color: var(--srm-color-primary, #0958d9);
    --lumo-primary-text-color: var(--srm-color-primary, #0958d9);
    --lumo-error-color: var(--srm-color-danger, #d9363e);
    --lumo-font-family: var(--srm-font-family);
  }
  :host([hidden]) {
    display: none !important;
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
`;

/** Installs the `:root` token sheet once per document. Safe to call repeatedly. */
export function installTokens(doc: Document | undefined = globalThis.document): void {
  if (!doc || (doc as unknown as { __srmTokens?: boolean }).__srmTokens) return;
  (doc as unknown as { __srmTokens?: boolean }).__srmTokens = true;
  const sheet = rootTokens.styleSheet;
  if (sheet) doc.adoptedStyleSheets = [sheet, ...doc.adoptedStyleSheets];
  else {
    const style = doc.createElement('style');
    style.id = 'srm-tokens';
    style.textContent = rootCss;
    doc.head.prepend(style);
  }
}

installTokens();
