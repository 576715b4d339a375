import { css } from 'lit';
import { tokenStyles } from '../../styles/tokens.ts';

export const datePickerStyles = [
  tokenStyles,
  css`
    :host {
      display: inline-flex;
      flex-direction: column;
      gap: var(--srm-space-xs, 4px);
    }
    .row {
      display: flex;
      gap: var(--srm-space-s, 8px);
      align-items: end;
    }
    vaadin-date-picker {
      inline-size: var(--srm-date-picker-width, 11em);
      padding: 0;
    }
    input[type='time'] {
      font: inherit;
      block-size: var(--srm-control-height, 32px);
      padding-inline: var(--srm-space-s, 8px);
      border: 1px solid var(--srm-color-border, #d9d9d9);
      border-radius: var(--srm-radius, 4px);
      background: var(--srm-color-background, #ffffff);
      color: inherit;
    }
    input[type='time']:focus-visible {
      outline: 2px solid var(--srm-color-focus-ring, #0958d980);
    }
    :host([invalid]) input[type='time'] {
      border-color: var(--srm-color-danger, #d9363e);
    }
    [part='error'] {
      color: var(--srm-color-danger, #d9363e);
      font-size: var(--srm-font-size-s, 12px);
    }
  `,
];
