import { css } from 'lit';
import { tokenStyles } from '../../styles/tokens.ts';

export const recordPickerStyles = [
  tokenStyles,
  css`
    :host {
      display: contents;
    }
    .backdrop {
      position: fixed;
      inset: 0;
      z-index: var(--srm-record-picker-z-index, var(--srm-z-index-modal, 1100));
      background: var(--srm-color-overlay, rgba(0, 0, 0, 0.45));
      display: flex;
      align-items: center;
      justify-content: center;
    }
    .dialog {
      background: var(--srm-color-background, #ffffff);
      color: var(--srm-color-text, #1f1f1f);
      border-radius: var(--srm-radius-l, 6px);
      box-shadow: var(--srm-shadow-modal, 0 6px 24px rgba(0, 0, 0, 0.2));
      width: var(--srm-record-picker-width, min(960px, 96vw));
      max-height: 92vh;
      display: flex;
      flex-direction: column;
      outline: none;
    }
    header,
    footer {
      display: flex;
      align-items: center;
      gap: var(--srm-space-s, 8px);
      padding: var(--srm-space-m, 12px) var(--srm-space-l, 16px);
    }
    header {
      border-block-end: 1px solid var(--srm-color-border, #d9d9d9);
    }
    header h2 {
      margin: 0;
      font-size: var(--srm-font-size-l, 16px);
      flex: 1;
    }
    footer {
      border-block-start: 1px solid var(--srm-color-border, #d9d9d9);
      justify-content: flex-end;
    }
    .content {
      padding: var(--srm-space-s, 8px) var(--srm-space-l, 16px);
      overflow: auto;
      display: flex;
      flex-direction: column;
      gap: var(--srm-space-s, 8px);
    }
    button {
      font: inherit;
      border: 1px solid var(--srm-color-border, #d9d9d9);
      border-radius: var(--srm-radius, 4px);
      background: var(--srm-color-background, #ffffff);
      color: var(--srm-color-text, #1f1f1f);
      padding: var(--srm-space-xs, 4px) var(--srm-button-padding-inline, 15px);
      cursor: pointer;
    }
    button.primary {
      background: var(--srm-color-primary, #0958d9);
      border-color: var(--srm-color-primary, #0958d9);
      color: var(--srm-color-primary-contrast, #ffffff);
    }
    button:disabled {
      cursor: not-allowed;
      background: var(--srm-color-background-muted, #f5f5f5);
      border-color: var(--srm-color-border, #d9d9d9);
      color: var(--srm-color-text-disabled, #8c8c8c);
    }
    button.close {
      border: 0;
      padding: 0 var(--srm-space-compact, 6px);
      font-size: var(--srm-font-size-xl, 18px);
    }
    .search {
      display: flex;
      gap: var(--srm-space-s, 8px);
    }
    .search input {
      flex: 1;
      font: inherit;
      padding: var(--srm-space-xs, 4px) var(--srm-control-padding-inline, 11px);
      border: 1px solid var(--srm-color-border, #d9d9d9);
      border-radius: var(--srm-radius, 4px);
      color: inherit;
      background: var(--srm-color-background, #ffffff);
    }
    .search input:focus-visible,
    button:focus-visible {
      outline: 2px solid var(--srm-color-primary, #0958d9);
      outline-offset: 1px;
    }
    srm-data-grid {
      --srm-data-grid-height: var(--srm-record-picker-grid-height, 360px);
    }
  `,
];
