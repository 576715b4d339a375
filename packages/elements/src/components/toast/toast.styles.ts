import { css } from 'lit';
import { tokenStyles } from '../../styles/tokens.ts';

export const toastStyles = [
  tokenStyles,
  css`
    :host {
      position: fixed;
      inset-block-start: var(--srm-toast-top, 20px);
      inset-inline: 0;
      z-index: var(--srm-z-index-toast, 1200);
      display: flex;
      flex-direction: column;
      align-items: center;
      gap: var(--srm-space-s, 8px);
      pointer-events: none;
    }
    [part~='toast'] {
      pointer-events: auto;
      display: flex;
      align-items: center;
      gap: var(--srm-space-s, 8px);
      max-inline-size: min(560px, calc(100vw - 32px));
      padding: var(--srm-space-s, 8px) var(--srm-space-l, 16px);
      border-radius: var(--srm-radius, 4px);
      background: var(--srm-color-background, #ffffff);
      box-shadow: var(--srm-shadow-toast, 0 6px 16px rgba(0, 0, 0, 0.12), 0 3px 6px -4px rgba(0, 0, 0, 0.12));
      animation: srm-toast-in 160ms ease-out;
    }
    [part='detail'] {
      display: block;
      font-size: var(--srm-font-size-xs, 12px);
      color: var(--srm-color-text-secondary, #595959);
    }
    .icon {
      font-weight: bold;
      inline-size: 1.2em;
      text-align: center;
    }
    [part~='success'] .icon {
      color: var(--srm-color-success, #52c41a);
    }
    [part~='info'] .icon {
      color: var(--srm-color-primary, #0958d9);
    }
    [part~='warning'] .icon {
      color: var(--srm-color-warning, #faad14);
    }
    [part~='error'] .icon {
      color: var(--srm-color-danger, #d9363e);
    }
    button {
      border: none;
      background: none;
      cursor: pointer;
      font: inherit;
      color: var(--srm-color-text-secondary, #595959);
      padding: 0 var(--srm-space-xs, 4px);
    }
    @keyframes srm-toast-in {
      from {
        opacity: 0;
        transform: translateY(-8px);
      }
    }
    @media (prefers-reduced-motion: reduce) {
      [part~='toast'] {
        animation: none;
      }
    }
  `,
];
