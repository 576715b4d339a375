import { css } from 'lit';
import { tokenStyles } from '../../styles/tokens.ts';

export const dataGridStyles = [
  tokenStyles,
  css`
    :host {
      display: flex;
      flex-direction: column;
      gap: var(--srm-space-s, 8px);
      position: relative;
      min-width: 0;
    }
    .toolbar {
      display: flex;
      align-items: center;
      gap: var(--srm-space-s, 8px);
    }
    .toolbar .spacer {
      flex: 1;
    }
    .body {
      position: relative;
      min-height: 0;
    }
    vaadin-grid {
      height: var(--srm-data-grid-height, 440px);
      --vaadin-grid-cell-padding: var(--srm-space-xs, 4px) var(--srm-space-s, 8px);
      font-size: var(--srm-font-size, 14px);
    }
    :host([auto-height]) vaadin-grid {
      height: auto;
    }
    vaadin-grid::part(header-cell),
    vaadin-grid::part(footer-cell) {
      background: var(--srm-data-grid-header-background, var(--srm-color-header-background, #f5f5f5));
      color: var(--srm-color-header-text, #1f1f1f);
      font-weight: 600;
    }
    vaadin-grid::part(selected-row-cell) {
      background: var(--srm-color-row-selected, #cce8ff);
    }
    .required {
      color: var(--srm-color-required, #f5222d);
      margin-inline-end: var(--srm-space-2xs, 2px);
    }
    .header {
      display: inline-flex;
      align-items: center;
      gap: var(--srm-space-xs, 4px);
    }
    .sort {
      border: 0;
      background: none;
      cursor: pointer;
      padding: 0 var(--srm-space-2xs, 2px);
      color: var(--srm-color-header-text-secondary, #595959);
      font: inherit;
    }
    .sort[data-dir] {
      color: var(--srm-color-header-accent, #0958d9);
    }
    .ellipsis {
      display: block;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .num {
      display: block;
      text-align: end;
      font-variant-numeric: tabular-nums;
    }
    .cell-input {
      width: 100%;
      min-width: 0;
      height: 26px;
      box-sizing: border-box;
      border: 1px solid var(--srm-color-border, #d9d9d9);
      border-radius: var(--srm-radius, 4px);
      padding-inline: var(--srm-space-compact, 6px);
      font: inherit;
      color: inherit;
      background: var(--srm-color-background, #ffffff);
    }
    .cell-input.num-input {
      text-align: end;
    }
    .cell-input:focus-visible {
      outline: 2px solid var(--srm-color-focus-ring, #0958d980);
      border-color: var(--srm-color-primary, #0958d9);
    }
    .invalid,
    .cell-input[aria-invalid='true'] {
      border-color: var(--srm-color-danger, #d9363e);
      box-shadow: inset 0 0 0 1px var(--srm-color-danger, #d9363e);
    }
    .yn-icon {
      font-weight: 700;
    }
    .yn-icon.yes {
      color: var(--srm-color-success, #52c41a);
    }
    .yn-icon.no {
      color: var(--srm-color-danger, #d9363e);
    }
    a.link {
      color: var(--srm-color-primary, #0958d9);
      text-decoration: none;
      cursor: pointer;
    }
    a.link:hover {
      text-decoration: underline;
    }
    .btn,
    .op {
      font: inherit;
      border: 1px solid var(--srm-color-border, #d9d9d9);
      border-radius: var(--srm-radius, 4px);
      background: var(--srm-color-background, #ffffff);
      color: var(--srm-color-text, #1f1f1f);
      padding: 1px var(--srm-space-s, 8px);
      cursor: pointer;
      line-height: 1.4;
    }
    .btn:hover:not(:disabled),
    .op:hover:not(:disabled) {
      color: var(--srm-color-primary, #0958d9);
      border-color: var(--srm-color-primary, #0958d9);
    }
    .btn:disabled,
    .op:disabled {
      cursor: not-allowed;
      color: var(--srm-color-text-disabled, #8c8c8c);
      background: var(--srm-color-background-muted, #f5f5f5);
    }
    .btn.primary {
      background: var(--srm-color-primary, #0958d9);
      border-color: var(--srm-color-primary, #0958d9);
      color: var(--srm-color-primary-contrast, #ffffff);
    }
    .ops {
      display: flex;
      gap: var(--srm-space-2xs, 2px);
      justify-content: center;
    }
    .op {
      border: 0;
      background: none;
      padding: 0 var(--srm-space-2xs, 2px);
      color: var(--srm-color-primary, #0958d9);
    }
    .op:disabled {
      background: none;
    }
    .toggle {
      border: 0;
      background: none;
      cursor: pointer;
      padding: 0;
      width: 18px;
      font: inherit;
      color: var(--srm-color-text-secondary, #595959);
    }
    .state {
      position: absolute;
      inset: 40px 0 0 0;
      display: flex;
      align-items: center;
      justify-content: center;
      color: var(--srm-color-text-secondary, #595959);
      pointer-events: none;
    }
    /* The message sits between the header and the totals row, never over either. */
    .with-footer .state {
      bottom: 36px;
    }
    /* A grid as tall as its rows has no room inside for the message: it follows the grid. */
    :host([auto-height]) .body.empty .state {
      position: static;
      padding: var(--srm-space-m, 12px) 0;
    }
    .state.error {
      color: var(--srm-color-danger, #d9363e);
    }
    .loading-mask {
      position: absolute;
      inset: 0;
      display: flex;
      align-items: center;
      justify-content: center;
      background: var(--srm-color-loading-veil, rgba(255, 255, 255, 0.6));
      z-index: 2;
    }
    .pagination {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      justify-content: flex-end;
      gap: var(--srm-space-s, 8px);
      color: var(--srm-color-text-secondary, #595959);
    }
    .pagination input,
    .pagination select {
      font: inherit;
      height: 28px;
      border: 1px solid var(--srm-color-border, #d9d9d9);
      border-radius: var(--srm-radius, 4px);
      background: var(--srm-color-background, #ffffff);
      color: var(--srm-color-text, #1f1f1f);
    }
    .pagination input {
      width: 56px;
      padding-inline: var(--srm-space-xs, 4px);
    }
    .sr-only {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    .modal-backdrop {
      position: fixed;
      inset: 0;
      z-index: var(--srm-z-index-modal, 1100);
      background: var(--srm-color-overlay, rgba(0, 0, 0, 0.45));
      display: flex;
      align-items: center;
      justify-content: center;
    }
    .modal {
      background: var(--srm-color-background, #ffffff);
      border-radius: var(--srm-radius-l, 6px);
      box-shadow: var(--srm-shadow-modal, 0 6px 24px rgba(0, 0, 0, 0.2));
      width: min(720px, 94vw);
      max-height: 86vh;
      display: flex;
      flex-direction: column;
    }
    .modal header,
    .modal footer {
      padding: var(--srm-space-m, 12px) var(--srm-space-l, 16px);
      display: flex;
      align-items: center;
      gap: var(--srm-space-s, 8px);
    }
    .modal header {
      border-block-end: 1px solid var(--srm-color-border, #d9d9d9);
    }
    .modal header h2 {
      font-size: var(--srm-font-size-l, 16px);
      margin: 0;
      flex: 1;
    }
    .modal footer {
      border-block-start: 1px solid var(--srm-color-border, #d9d9d9);
      justify-content: flex-end;
      flex-wrap: wrap;
    }
    .modal .content {
      overflow: auto;
      padding: var(--srm-space-s, 8px) var(--srm-space-l, 16px);
    }
    .config-table {
      width: 100%;
      border-collapse: collapse;
    }
    .config-table th,
    .config-table td {
      padding: var(--srm-space-xs, 4px) var(--srm-space-compact, 6px);
      border-block-end: 1px solid var(--srm-color-border, #d9d9d9);
      text-align: start;
    }
    .config-table input[type='number'] {
      width: 80px;
    }
    .config-error {
      color: var(--srm-color-danger, #d9363e);
    }
  `,
];
