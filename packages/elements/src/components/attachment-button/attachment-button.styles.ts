import { css } from 'lit';
import { tokenStyles } from '../../styles/tokens.ts';

export const attachmentButtonStyles = [
  tokenStyles,
  css`
    :host {
      display: inline-block;
      position: relative;
    }
    button {
      font: inherit;
      cursor: pointer;
    }
    button:focus-visible {
      outline: 2px solid var(--srm-color-focus-ring, #0958d980);
      outline-offset: 1px;
    }
    [part='trigger'] {
      display: inline-flex;
      align-items: center;
      gap: var(--srm-space-xs, 4px);
      block-size: var(--srm-control-height, 32px);
      padding-inline: var(--srm-space-m, 12px);
      border: 1px solid var(--srm-color-border, #d9d9d9);
      border-radius: var(--srm-radius, 4px);
      background: var(--srm-color-background, #ffffff);
      color: var(--srm-color-text, #1f1f1f);
    }
    [part='badge'] {
      min-inline-size: 20px;
      padding-inline: var(--srm-space-compact, 6px);
      border-radius: var(--srm-radius-pill, 10px);
      background: var(--srm-attachment-button-badge-color, #cf1322);
      color: var(--srm-color-primary-contrast, #ffffff);
      font-size: var(--srm-font-size-s, 12px);
      line-height: 20px;
      text-align: center;
    }
    [part='panel'] {
      position: fixed;
      inset: auto;
      margin: 0;
      inline-size: var(--srm-attachment-button-panel-width, 360px);
      padding: var(--srm-space-m, 12px);
      border: 1px solid var(--srm-color-border, #d9d9d9);
      border-radius: var(--srm-radius, 4px);
      background: var(--srm-color-background, #ffffff);
      color: var(--srm-color-text, #1f1f1f);
      box-shadow: var(--srm-shadow-popup, 0 6px 16px rgba(0, 0, 0, 0.12));
      font: inherit;
    }
    .toolbar {
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: var(--srm-space-s, 8px);
      margin-block-end: var(--srm-space-s, 8px);
    }
    .title {
      font-weight: 600;
    }
    [part='upload-button'],
    .confirm button {
      padding: var(--srm-space-2xs, 2px) var(--srm-space-m, 12px);
      border-radius: var(--srm-radius, 4px);
      border: 1px solid var(--srm-color-primary, #0958d9);
      background: var(--srm-color-primary-strong, #0958d9);
      color: var(--srm-color-primary-contrast, #ffffff);
    }
    [part='upload-button']:disabled {
      opacity: 0.6;
      cursor: progress;
    }
    [part='list'] {
      list-style: none;
      margin: 0;
      padding: 0;
      max-block-size: var(--srm-attachment-button-list-max-height, 240px);
      overflow: auto;
    }
    [part='file'] {
      display: flex;
      align-items: center;
      gap: var(--srm-space-s, 8px);
      padding: var(--srm-space-xs, 4px) 0;
      border-block-end: 1px solid var(--srm-color-background-muted, #f5f5f5);
    }
    .name {
      flex: 1;
      min-inline-size: 0;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .link {
      border: none;
      background: none;
      padding: 0;
      color: var(--srm-color-link, #0958d9);
      text-align: start;
      text-decoration: underline;
    }
    [part='delete-button'] {
      border: none;
      background: none;
      color: var(--srm-color-danger-strong, #cf1322);
      padding: 0 var(--srm-space-xs, 4px);
    }
    [part='empty'] {
      color: var(--srm-color-text-secondary, #595959);
      padding: var(--srm-space-s, 8px) 0;
    }
    [part='progress'] {
      display: flex;
      align-items: center;
      gap: var(--srm-space-s, 8px);
      margin-block-end: var(--srm-space-s, 8px);
    }
    progress {
      flex: 1;
      accent-color: var(--srm-color-primary, #0958d9);
    }
    :host([dragging]) [part='panel'] {
      outline: 2px dashed var(--srm-color-primary, #0958d9);
    }
    dialog {
      z-index: var(--srm-z-index-modal, 1100);
      border: none;
      border-radius: var(--srm-radius, 4px);
      padding: var(--srm-space-xl, 24px);
      max-inline-size: 420px;
      box-shadow: var(--srm-shadow-panel, 0 6px 16px rgba(0, 0, 0, 0.2));
      color: var(--srm-color-text, #1f1f1f);
    }
    dialog::backdrop {
      background: var(--srm-color-overlay, rgba(0, 0, 0, 0.45));
    }
    .confirm {
      display: flex;
      justify-content: flex-end;
      gap: var(--srm-space-s, 8px);
      margin-block-start: var(--srm-space-l, 16px);
    }
    .confirm button.secondary {
      background: var(--srm-color-background, #ffffff);
      color: var(--srm-color-text, #1f1f1f);
      border-color: var(--srm-color-border, #d9d9d9);
    }
    .visually-hidden {
      position: absolute;
      inline-size: 1px;
      block-size: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  `,
];
