import { css } from 'lit';
import { tokenStyles } from '../../styles/tokens.ts';

export const inspectionSiteTableStyles = [
  tokenStyles,
  css`
    :host {
      display: block;
      overflow: auto;
    }
    table {
      inline-size: 100%;
      border-collapse: collapse;
    }
    caption {
      text-align: start;
      font-weight: 600;
      padding-block-end: var(--srm-space-s, 8px);
    }
    th,
    td {
      text-align: start;
      padding: var(--srm-space-s, 8px);
      border: 1px solid var(--srm-color-border, #d9d9d9);
    }
    th {
      background: var(--srm-inspection-site-table-header-background, var(--srm-color-header-background, #f5f5f5));
      color: var(--srm-color-header-text, #1f1f1f);
      font-weight: 600;
    }
    td.check,
    th.check {
      text-align: center;
      inline-size: 12em;
    }
    tbody tr:hover {
      background: var(--srm-color-row-hover, #e6f4ff);
    }
    [part='empty'] {
      text-align: center;
      color: var(--srm-color-text-secondary, #595959);
    }
  `,
];
