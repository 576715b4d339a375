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
    /* Lumo draws a field grey and borderless, which reads as disabled beside our inputs: the field takes the
       look of every other control (background, border, radius, height) from the tokens. */
    vaadin-date-picker {
      inline-size: var(--srm-date-picker-width, 11em);
      padding: 0;
      --vaadin-input-field-background: var(--srm-color-background, #ffffff);
      --vaadin-input-field-border-width: 1px;
      --vaadin-input-field-border-color: var(--srm-color-border, #d9d9d9);
      --vaadin-input-field-border-radius: var(--srm-radius, 4px);
      --vaadin-input-field-height: var(--srm-control-height, 32px);
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
