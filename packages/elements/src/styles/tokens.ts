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

/**
 * Token name -> default value, each with its meaning. Kept as data so the manifest (every element lists the
 * tokens its styles read as CSS custom properties), the README, the Storybook tokens page and the token
 * check (scripts/check-tokens.mjs) read the one list. A theme overrides any of them (src/styles/themes/).
 */
export const TOKENS = {
  /** Main action colour: primary buttons, links, the focused border, selected ticks. */
  '--srm-color-primary': '#0958d9',
  /** Primary colour under the pointer. */
  '--srm-color-primary-hover': '#1677ff',
  /** Primary colour pressed or emphasised (a primary button's fill). */
  '--srm-color-primary-strong': '#0958d9',
  /** Text and icons on a primary (or danger) fill. */
  '--srm-color-primary-contrast': '#ffffff',
  /** Link text. */
  '--srm-color-link': '#0958d9',
  /** Success: a done state, a positive figure. */
  '--srm-color-success': '#52c41a',
  /** Warning: something to look at. */
  '--srm-color-warning': '#faad14',
  /** Danger: errors, invalid borders, delete actions. */
  '--srm-color-danger': '#d9363e',
  /** Danger as text or a small fill (a delete link, a count badge), darker for contrast. */
  '--srm-color-danger-strong': '#cf1322',
  /** The asterisk of a required field. */
  '--srm-color-required': '#f5222d',
  /** Body text. */
  '--srm-color-text': '#1f1f1f',
  /** Labels and secondary text. */
  '--srm-color-text-secondary': '#595959',
  /** Text of a disabled control. */
  '--srm-color-text-disabled': '#8c8c8c',
  /** Placeholder text of an empty control. */
  '--srm-color-text-placeholder': '#737373',
  /** Borders of controls, cards and tables. */
  '--srm-color-border': '#d9d9d9',
  /** Stronger borders (a control under the pointer). */
  '--srm-color-border-strong': '#bfbfbf',
  /** Background of controls, cards and dialogs. */
  '--srm-color-background': '#ffffff',
  /** Muted background: table headers, disabled controls, toolbars. */
  '--srm-color-background-muted': '#f5f5f5',
  /** Background of table headers and footers (a legacy theme darkens it). */
  '--srm-color-header-background': '#f5f5f5',
  /** Text of table headers and footers. */
  '--srm-color-header-text': '#1f1f1f',
  /** Secondary marks in a table header (a column's idle sort arrow). */
  '--srm-color-header-text-secondary': '#595959',
  /** A table header's active mark (the sorted column's arrow). */
  '--srm-color-header-accent': '#0958d9',
  /** A table row under the pointer. */
  '--srm-color-row-hover': '#e6f4ff',
  // 4.9:1 behind a link's primary colour in a selected row (axe asks 4.5:1; #bae0ff gave 4.45).
  /** A selected table row. */
  '--srm-color-row-selected': '#cce8ff',
  /** The focus outline (keyboard focus). */
  '--srm-color-focus-ring': '#0958d980',
  /** The dimmed page behind a modal dialog. */
  '--srm-color-overlay': 'rgba(0, 0, 0, 0.45)',
  /** The veil over content that is loading. */
  '--srm-color-loading-veil': 'rgba(255, 255, 255, 0.6)',
  /** Shadow of a drop-down, popover or toast. */
  '--srm-shadow-popup': '0 6px 16px rgba(0, 0, 0, 0.12)',
  /** Shadow of a modal dialog. */
  '--srm-shadow-modal': '0 6px 24px rgba(0, 0, 0, 0.2)',
  /** Shadow of a floating panel over the page (a viewer, a file panel). */
  '--srm-shadow-panel': '0 6px 16px rgba(0, 0, 0, 0.2)',
  /** Shadow of a toast. */
  '--srm-shadow-toast': '0 6px 16px rgba(0, 0, 0, 0.12), 0 3px 6px -4px rgba(0, 0, 0, 0.12)',
  /** Smallest gap (between an icon and its text, inside a badge). */
  '--srm-space-2xs': '2px',
  /** Extra-small space. */
  '--srm-space-xs': '4px',
  /** Inline padding of compact controls (cells being edited, badges, small buttons). */
  '--srm-space-compact': '6px',
  /** Small space (between a label and its control). */
  '--srm-space-s': '8px',
  /** Medium space. */
  '--srm-space-m': '12px',
  /** Large space (between cards, inside dialogs). */
  '--srm-space-l': '16px',
  /** Extra-large space. */
  '--srm-space-xl': '24px',
  /** Inline padding of a text control inside its 1px border. */
  '--srm-control-padding-inline': '11px',
  /** Inline padding of a button inside its 1px border. */
  '--srm-button-padding-inline': '15px',
  /** Corner radius of controls and buttons. */
  '--srm-radius': '4px',
  /** Corner radius of dialogs and panels. */
  '--srm-radius-l': '6px',
  /** Corner radius of a count badge (a pill). */
  '--srm-radius-pill': '10px',
  /** Font stack of all text. */
  '--srm-font-family': "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'WenQuanYi Micro Hei', sans-serif",
  /** Body font size. */
  '--srm-font-size': '14px',
  /** Small text: messages, hints, badges. */
  '--srm-font-size-s': '12px',
  /** Extra-small text. */
  '--srm-font-size-xs': '12px',
  /** Titles of dialogs and cards. */
  '--srm-font-size-l': '16px',
  /** Large icons set as text (a dialog's close button). */
  '--srm-font-size-xl': '18px',
  /** Line height of body text. */
  '--srm-line-height': '1.5715',
  /** Height of a control (input, select, button). */
  '--srm-control-height': '32px',
  /** Stacking level of modal dialogs. */
  '--srm-z-index-modal': '1100',
  /** Stacking level of toasts (over dialogs). */
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
    /* Vaadin's Lumo (the grid, the date picker) reads these: mapped from our tokens, so a theme of --srm-*
       properties alone re-themes them too. */
    --lumo-primary-color: var(--srm-color-primary, #0958d9);
    --lumo-primary-text-color: var(--srm-color-primary, #0958d9);
    --lumo-primary-contrast-color: var(--srm-color-primary-contrast, #ffffff);
    --lumo-error-color: var(--srm-color-danger, #d9363e);
    --lumo-error-text-color: var(--srm-color-danger, #d9363e);
    --lumo-success-color: var(--srm-color-success, #52c41a);
    --lumo-warning-color: var(--srm-color-warning, #faad14);
    --lumo-base-color: var(--srm-color-background, #ffffff);
    --lumo-body-text-color: var(--srm-color-text, #1f1f1f);
    --lumo-header-text-color: var(--srm-color-text, #1f1f1f);
    --lumo-secondary-text-color: var(--srm-color-text-secondary, #595959);
    --lumo-disabled-text-color: var(--srm-color-text-disabled, #8c8c8c);
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
