import { css } from 'lit';
import { tokenStyles } from '../../styles/tokens.ts';

export const displayFieldStyles = [
  tokenStyles,
  css`
    :host {
      display: inline-flex;
      flex-direction: column;
      gap: var(--srm-space-xs, 4px);
      min-inline-size: 0;
    }
    :host([layout='inline']) {
      flex-direction: row;
      gap: var(--srm-space-s, 8px);
    }
    [part='label'] {
      color: var(--srm-color-text-secondary, #595959);
    }
    [part='value'] {
      color: var(--srm-display-field-color, var(--srm-color-text, #1f1f1f));
      overflow-wrap: anywhere;
      /* A long text (a letter, an answer) keeps the lines it was written in. */
      white-space: pre-line;
    }
    :host([type='number']) [part='value'] {
      font-variant-numeric: tabular-nums;
      text-align: end;
    }
    [part='empty'] {
      color: var(--srm-color-text-disabled, #8c8c8c);
    }
  `,
];
