import { css } from 'lit';
import { tokenStyles } from '../../styles/tokens.ts';

export const signaturePadStyles = [
  tokenStyles,
  css`
    :host {
      display: inline-block;
      font: inherit;
    }
    .pad {
      position: relative;
      width: var(--srm-signature-pad-width, 420px);
      height: var(--srm-signature-pad-height, 160px);
      border: 1px dashed var(--srm-color-border, #d9d9d9);
      border-radius: var(--srm-radius, 4px);
      background: var(--srm-signature-pad-background, #fff);
      touch-action: none;
    }
    canvas {
      width: 100%;
      height: 100%;
      display: block;
      cursor: crosshair;
    }
    canvas:focus-visible {
      outline: 2px solid var(--srm-color-focus-ring, #0958d980);
      outline-offset: 2px;
    }
    .hint {
      position: absolute;
      inset: 0;
      display: flex;
      align-items: center;
      justify-content: center;
      color: var(--srm-color-text-secondary, #595959);
      pointer-events: none;
    }
    .actions {
      display: flex;
      gap: var(--srm-space-s, 8px);
      margin-top: var(--srm-space-s, 8px);
    }
    button {
      font: inherit;
      padding: var(--srm-space-xs, 4px) var(--srm-button-padding-inline, 15px);
      border-radius: var(--srm-radius, 4px);
      border: 1px solid var(--srm-color-border, #d9d9d9);
      background: var(--srm-color-background, #ffffff);
      color: var(--srm-color-text, #1f1f1f);
      cursor: pointer;
    }
    button.primary {
      background: var(--srm-color-primary, #0958d9);
      border-color: var(--srm-color-primary, #0958d9);
      color: var(--srm-color-primary-contrast, #ffffff);
    }
    button:disabled {
      opacity: 0.55;
      cursor: not-allowed;
    }
    button:focus-visible {
      outline: 2px solid var(--srm-color-focus-ring, #0958d980);
      outline-offset: 1px;
    }
  `,
];
