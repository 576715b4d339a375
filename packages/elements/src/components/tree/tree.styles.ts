import { css } from 'lit';
import { tokenStyles } from '../../styles/tokens.ts';

export const treeStyles = [
  tokenStyles,
  css`
    :host {
      display: block;
    }
    ul {
      list-style: none;
      margin: 0;
      padding: 0;
    }
    ul[role='group'] {
      padding-inline-start: var(--srm-tree-indent, 20px);
    }
    .node {
      display: flex;
      align-items: center;
      gap: var(--srm-space-xs, 4px);
      min-height: 28px;
      padding-inline: var(--srm-space-xs, 4px);
      border-radius: var(--srm-radius, 4px);
      cursor: default;
    }
    li:focus-visible > .node {
      outline: 2px solid var(--srm-color-focus-ring, #0958d980);
    }
    li:focus {
      outline: none;
    }
    li[aria-selected='true'] > .node {
      background: var(--srm-color-row-selected, #cce8ff);
    }
    .node:hover {
      background: var(--srm-color-row-hover, #e6f4ff);
    }
    .toggle {
      width: 18px;
      border: 0;
      background: none;
      padding: 0;
      font: inherit;
      cursor: pointer;
      color: var(--srm-color-text-secondary, #595959);
    }
    .toggle[hidden] {
      visibility: hidden;
      display: inline-block;
    }
    .error {
      color: var(--srm-color-danger, #d9363e);
    }
  `,
];
