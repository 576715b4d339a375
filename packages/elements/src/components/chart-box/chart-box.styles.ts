import { css } from 'lit';
import { tokenStyles } from '../../styles/tokens.ts';

export const chartBoxStyles = [
  tokenStyles,
  css`
    :host {
      display: block;
      position: relative;
      min-inline-size: 0;
    }
    [part='chart'] {
      inline-size: 100%;
      block-size: var(--srm-chart-box-height, 300px);
    }
    [part='empty'] {
      position: absolute;
      inset: 0;
      display: grid;
      place-items: center;
      color: var(--srm-color-text-secondary, #595959);
    }
  `,
];
