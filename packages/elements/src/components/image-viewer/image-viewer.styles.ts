import { css } from 'lit';
import { tokenStyles } from '../../styles/tokens.ts';

export const imageViewerStyles = [
  tokenStyles,
  css`
    :host {
      display: contents;
    }
    [part='backdrop'] {
      position: fixed;
      inset: 0;
      z-index: var(--srm-z-index-modal, 1100);
      display: flex;
      align-items: center;
      justify-content: center;
      background: var(--srm-color-overlay, rgba(0, 0, 0, 0.45));
    }
    [part='dialog'] {
      display: flex;
      flex-direction: column;
      inline-size: min(var(--srm-image-viewer-width, 860px), calc(100vw - 32px));
      block-size: min(var(--srm-image-viewer-height, 640px), calc(100vh - 32px));
      background: var(--srm-color-background, #ffffff);
      border-radius: var(--srm-radius, 4px);
      box-shadow: var(--srm-shadow-panel, 0 6px 16px rgba(0, 0, 0, 0.2));
      overflow: hidden;
    }
    header {
      display: flex;
      align-items: center;
      justify-content: space-between;
      padding: var(--srm-space-s, 8px) var(--srm-space-l, 16px);
      border-block-end: 1px solid var(--srm-color-border, #d9d9d9);
    }
    h2 {
      margin: 0;
      font-size: var(--srm-font-size-l, 16px);
      font-weight: 600;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    [part='toolbar'] {
      display: flex;
      gap: var(--srm-space-xs, 4px);
      flex-wrap: wrap;
    }
    button {
      font: inherit;
      min-inline-size: 32px;
      block-size: 32px;
      padding-inline: var(--srm-space-s, 8px);
      border: 1px solid var(--srm-color-border, #d9d9d9);
      border-radius: var(--srm-radius, 4px);
      background: var(--srm-color-background, #ffffff);
      color: var(--srm-color-text, #1f1f1f);
      cursor: pointer;
    }
    button:focus-visible {
      outline: 2px solid var(--srm-color-focus-ring, #0958d980);
      outline-offset: 1px;
    }
    [part='stage'] {
      flex: 1;
      display: grid;
      place-items: center;
      overflow: hidden;
      background: var(--srm-image-viewer-stage-background, #f0f0f0);
    }
    [part='image'] {
      max-inline-size: 100%;
      max-block-size: 100%;
      transition: transform 150ms ease;
      transform-origin: center;
    }
    @media (prefers-reduced-motion: reduce) {
      [part='image'] {
        transition: none;
      }
    }
    [part='empty'] {
      color: var(--srm-color-text-secondary, #595959);
    }
  `,
];
