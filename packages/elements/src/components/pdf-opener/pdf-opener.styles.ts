import { css } from 'lit';
import { tokenStyles } from '../../styles/tokens.ts';

export const pdfOpenerStyles = [
  tokenStyles,
  css`
    :host {
      display: inline-block;
    }
    button {
      font: inherit;
      display: inline-flex;
      align-items: center;
      gap: var(--srm-space-xs, 4px);
      padding: 0;
      border: none;
      background: none;
      color: var(--srm-pdf-opener-color, var(--srm-color-link, #0958d9));
      cursor: pointer;
      text-decoration: underline;
    }
    button:disabled {
      color: var(--srm-color-text-disabled, #8c8c8c);
      cursor: not-allowed;
    }
    button:focus-visible {
      outline: 2px solid var(--srm-color-focus-ring, #0958d980);
      outline-offset: 2px;
    }
    :host([loading]) button {
      cursor: progress;
    }
  `,
];
