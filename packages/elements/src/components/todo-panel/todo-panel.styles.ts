import { css } from 'lit';
import { tokenStyles } from '../../styles/tokens.ts';

export const todoPanelStyles = [
  tokenStyles,
  css`
    :host {
      display: grid;
      grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
      gap: var(--srm-todo-panel-gap, var(--srm-space-l, 16px));
    }
    @media (max-width: 720px) {
      :host {
        grid-template-columns: 1fr;
      }
    }
    .side {
      display: flex;
      flex-direction: column;
      gap: var(--srm-todo-panel-gap, var(--srm-space-l, 16px));
    }
    section[part~='card'] {
      border: 1px solid var(--srm-color-border, #d9d9d9);
      border-radius: var(--srm-radius, 4px);
      background: var(--srm-color-background, #ffffff);
      padding: var(--srm-space-m, 12px) var(--srm-space-l, 16px);
      min-inline-size: 0;
    }
    section[hidden] {
      display: none;
    }
    .head {
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: var(--srm-space-s, 8px);
      margin-block-end: var(--srm-space-s, 8px);
    }
    h2 {
      margin: 0;
      font-size: var(--srm-font-size-l, 16px);
      font-weight: 600;
    }
    [role='tablist'] {
      display: flex;
      gap: var(--srm-space-l, 16px);
    }
    [role='tab'] {
      font: inherit;
      font-size: var(--srm-font-size-l, 16px);
      border: none;
      background: none;
      padding: var(--srm-space-xs, 4px) 0;
      border-block-end: 2px solid transparent;
      cursor: pointer;
      color: var(--srm-color-text-secondary, #595959);
    }
    [role='tab'][aria-selected='true'] {
      color: var(--srm-color-link, #0958d9);
      border-block-end-color: var(--srm-color-primary, #0958d9);
      font-weight: 600;
    }
    button:focus-visible {
      outline: 2px solid var(--srm-color-focus-ring, #0958d980);
      outline-offset: 2px;
    }
    .more {
      font: inherit;
      border: none;
      background: none;
      color: var(--srm-color-link, #0958d9);
      cursor: pointer;
      padding: 0;
    }
    table {
      inline-size: 100%;
      border-collapse: collapse;
    }
    th,
    td {
      text-align: start;
      padding: var(--srm-space-s, 8px);
      border-block-end: 1px solid var(--srm-color-background-muted, #f5f5f5);
      vertical-align: middle;
    }
    th {
      background: var(--srm-color-background-muted, #f5f5f5);
      font-weight: 600;
    }
    td.title {
      max-inline-size: 0;
      inline-size: 50%;
    }
    .title button {
      font: inherit;
      border: none;
      background: none;
      padding: 0;
      color: var(--srm-color-link, #0958d9);
      cursor: pointer;
      text-align: start;
      max-inline-size: 100%;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .handle {
      font: inherit;
      padding: 0 var(--srm-space-s, 8px);
      border: 1px solid var(--srm-color-link, #0958d9);
      border-radius: var(--srm-radius, 4px);
      background: var(--srm-color-background, #ffffff);
      color: var(--srm-color-link, #0958d9);
      cursor: pointer;
    }
    .handle:disabled {
      cursor: progress;
      opacity: 0.6;
    }
    [part='empty'] {
      text-align: center;
      color: var(--srm-color-text-secondary, #595959);
    }
    .scroll {
      max-block-size: var(--srm-todo-panel-list-max-height, 360px);
      overflow: auto;
    }
  `,
];
