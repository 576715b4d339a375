import { css } from 'lit';
import { tokenStyles } from '../../styles/tokens.ts';

export const lookupSelectStyles = [
  tokenStyles,
  css`
    :host {
      display: inline-flex;
      flex-direction: column;
      gap: var(--srm-space-xs, 4px);
      min-inline-size: var(--srm-lookup-select-min-width, 180px);
      position: relative;
    }
    [part='label'] {
      color: var(--srm-color-text-secondary, #595959);
    }
    .required::after {
      content: ' *';
      color: var(--srm-color-required, #f5222d);
    }
    .field {
      display: flex;
      align-items: center;
      gap: var(--srm-space-xs, 4px);
      min-block-size: var(--srm-control-height, 32px);
      padding-inline: var(--srm-space-s, 8px) var(--srm-space-xs, 4px);
      border: 1px solid var(--srm-color-border, #d9d9d9);
      border-radius: var(--srm-radius, 4px);
      background: var(--srm-color-background, #ffffff);
    }
    :host([invalid]) .field {
      border-color: var(--srm-color-danger, #d9363e);
    }
    :host([disabled]) .field {
      background: var(--srm-color-background-muted, #f5f5f5);
      color: var(--srm-color-text-disabled, #8c8c8c);
    }
    [part='combobox'] {
      flex: 1;
      display: flex;
      flex-wrap: wrap;
      gap: var(--srm-space-xs, 4px);
      align-items: center;
      min-block-size: calc(var(--srm-control-height, 32px) - 2px);
      cursor: pointer;
      outline: none;
    }
    :host([disabled]) [part='combobox'] {
      cursor: not-allowed;
    }
    .field:focus-within {
      border-color: var(--srm-color-primary, #0958d9);
      box-shadow: 0 0 0 2px var(--srm-color-focus-ring, #0958d980);
    }
    [part='placeholder'] {
      color: var(--srm-color-text-placeholder, #737373);
    }
    [part~='tag'] {
      padding-inline: var(--srm-space-xs, 4px);
      border-radius: var(--srm-radius, 4px);
      background: var(--srm-color-background-muted, #f5f5f5);
      border: 1px solid var(--srm-color-border, #d9d9d9);
      font-size: var(--srm-font-size-s, 12px);
      line-height: 20px;
    }
    button.clear {
      border: none;
      background: none;
      cursor: pointer;
      color: var(--srm-color-text-secondary, #595959);
      font: inherit;
      padding: 0 var(--srm-space-xs, 4px);
    }
    [part='listbox'] {
      position: fixed;
      inset: auto;
      margin: 0;
      padding: var(--srm-space-xs, 4px) 0;
      list-style: none;
      max-block-size: var(--srm-lookup-select-list-max-height, 256px);
      overflow: auto;
      border: 1px solid var(--srm-color-border, #d9d9d9);
      border-radius: var(--srm-radius, 4px);
      background: var(--srm-color-background, #ffffff);
      color: var(--srm-color-text, #1f1f1f);
      box-shadow: var(--srm-shadow-popup, 0 6px 16px rgba(0, 0, 0, 0.12));
      font: inherit;
    }
    [part~='option'] {
      display: flex;
      align-items: center;
      gap: var(--srm-space-s, 8px);
      padding: var(--srm-space-xs, 4px) var(--srm-space-m, 12px);
      cursor: pointer;
    }
    [part~='option'][aria-selected='true'] {
      background: var(--srm-color-row-selected, #cce8ff);
    }
    [part~='option'].active {
      outline: 2px solid var(--srm-color-primary, #0958d9);
      outline-offset: -2px;
    }
    [part~='option'][aria-disabled='true'] {
      color: var(--srm-color-text-disabled, #8c8c8c);
      cursor: not-allowed;
    }
    .check {
      inline-size: 14px;
      text-align: center;
    }
    [part='empty'] {
      padding: var(--srm-space-s, 8px) var(--srm-space-m, 12px);
      color: var(--srm-color-text-placeholder, #737373);
    }
  `,
];
