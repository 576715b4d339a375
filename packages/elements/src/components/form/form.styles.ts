import { css } from 'lit';
import { tokenStyles } from '../../styles/tokens.ts';

export const formStyles = [
  tokenStyles,
  css`
    :host {
      display: block;
    }
  `,
];
