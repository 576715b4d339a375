import { css } from 'lit';
import { tokenStyles } from '../../styles/tokens.ts';

export const ynCheckboxStyles = [
  tokenStyles,
  css`
    :host {
      display: inline-flex;
      align-items: center;
    }
    label {
      display: inline-flex;
      align-items: center;
      gap: var(--srm-yn-checkbox-gap, var(--srm-space-s, 8px));
      cursor: pointer;
    }
    :host([disabled]) label,
    :host([readonly]) label {
      cursor: default;
    }
    /* A read-only value is still read: only a disabled one is greyed (axe: the grey fails contrast as text). */
    :host([disabled]) label {
      color: var(--srm-color-text-disabled, #8c8c8c);
    }
    input {
      inline-size: var(--srm-yn-checkbox-size, 16px);
      block-size: var(--srm-yn-checkbox-size, 16px);
      margin: 0;
      accent-color: var(--srm-color-primary, #0958d9);
    }
    input:focus-visible {
      outline: 2px solid var(--srm-color-focus-ring, #0958d980);
      outline-offset: 2px;
    }
    :host([invalid]) input {
      outline: 2px solid var(--srm-color-danger, #d9363e);
      outline-offset: 1px;
    }
    [part='error'] {
      color: var(--srm-color-danger, #d9363e);
      font-size: var(--srm-font-size-s, 12px);
      margin-inline-start: var(--srm-space-s, 8px);
    }
  `,
];
