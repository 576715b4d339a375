import { css } from 'lit';
import { tokenStyles } from '../../styles/tokens.ts';

export const selectStyles = [
  tokenStyles,
  css`
    :host {
      display: inline-flex;
      flex-direction: column;
      gap: var(--srm-space-xs, 4px);
      min-inline-size: var(--srm-select-min-width, 160px);
    }
    [part='label'] {
      color: var(--srm-color-text-secondary, #595959);
    }
    .required::after {
      content: ' *';
      color: var(--srm-color-required, #f5222d);
    }
    select {
      font: inherit;
      color: inherit;
      block-size: var(--srm-control-height, 32px);
      padding-inline: var(--srm-space-s, 8px);
      border: 1px solid var(--srm-color-border, #d9d9d9);
      border-radius: var(--srm-radius, 4px);
      background: var(--srm-color-background, #ffffff);
    }
    select:focus-visible {
      outline: 2px solid var(--srm-color-focus-ring, #0958d980);
      border-color: var(--srm-color-primary, #0958d9);
    }
    :host([invalid]) select {
      border-color: var(--srm-color-danger, #d9363e);
    }
    [part='error'] {
      color: var(--srm-color-danger, #d9363e);
      font-size: var(--srm-font-size-s, 12px);
    }
  `,
];
