import { LitElement, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import { localized, msg } from '../../localization.ts';
import { toastStyles } from './toast.styles.ts';
import type { SrmToastCloseDetail } from './toast.events.ts';

export type ToastType = 'info' | 'success' | 'warning' | 'error';

/** SPEC 9: toasts at top offset 20 px for 4 seconds; server errors 2.5 seconds. */
export const TOAST_TOP_OFFSET = 20;
export const TOAST_DURATION = 4000;
export const SERVER_ERROR_TOAST_DURATION = 2500;

export interface ToastOptions {
  message: string;
  /** A small second line under the message (a server error's request id, for support). */
  detail?: string;
  type?: ToastType;
  /** Milliseconds before it closes; default 4000. 0 keeps it until closed. */
  duration?: number;
}

export interface ToastHandle {
  id: number;
  close(): void;
}

interface ToastItem extends Required<ToastOptions> {
  id: number;
  timer?: ReturnType<typeof setTimeout>;
}

const ICONS: Record<ToastType, string> = { info: 'i', success: '✓', warning: '!', error: '×' };

let nextId = 0;

/**
 * @summary The stack of toast messages at the top of the page.
 *
 * Usually not placed by hand: `showToast()` (in `show-toast.ts`) creates one on
 * `document.body`. Toasts sit 20 px from the top (`--srm-toast-top`) above modals
 * (`--srm-z-index-toast`, modals use `--srm-z-index-modal` 1100), close after 4 s by
 * default, and are announced: errors and warnings as alerts, others politely.
 *
 * @fires {CustomEvent<SrmToastCloseDetail>} srm-toast-close - A toast closed; detail `{ id, message, type, reason }`.
 *
 * @csspart toast - One toast; also `success`, `info`, `warning` or `error`.
 * @csspart detail - The small line under a toast's message (a server error's request id).
 * @csspart close-button - Its close button.
 *
 * @cssproperty [--srm-toast-top=20px] - Offset from the top of the viewport.
 */
@localized()
export class SrmToast extends LitElement {
  static override styles = toastStyles;

  @state() private items: ToastItem[] = [];

  /** Default duration in milliseconds for toasts that give none. */
  @property({ type: Number }) duration: number = TOAST_DURATION;

  /** The open toasts, oldest first (read-only; use `show()` and `close()`). */
  get toasts(): readonly { id: number; message: string; type: ToastType; duration: number }[] {
    return this.items.map(({ id, message, type, duration }) => ({ id, message, type, duration }));
  }

  /** Shows a toast; answers a handle to close it early. */
  show(options: ToastOptions): ToastHandle {
    const item: ToastItem = {
      id: ++nextId,
      message: String(options?.message ?? ''),
      detail: String(options?.detail ?? ''),
      type: options?.type ?? 'info',
      duration: options?.duration ?? this.duration,
    };
    if (item.duration > 0) item.timer = setTimeout(() => this.dismiss(item.id, 'timeout'), item.duration);
    this.items = [...this.items, item];
    return { id: item.id, close: () => this.dismiss(item.id, 'api') };
  }

  /** Closes one toast. */
  close(id: number): void {
    this.dismiss(id, 'api');
  }

  private dismiss(id: number, reason: SrmToastCloseDetail['reason']): void {
    const item = this.items.find((t) => t.id === id);
    if (!item) return;
    clearTimeout(item.timer);
    this.items = this.items.filter((t) => t.id !== id);
    this.dispatchEvent(
      new CustomEvent<SrmToastCloseDetail>('srm-toast-close', {
        detail: { id, message: item.message, type: item.type, reason },
        bubbles: true,
        composed: true,
      }),
    );
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    for (const t of this.items) clearTimeout(t.timer);
    this.items = [];
  }

  override render() {
    return repeat(
      this.items,
      (t) => t.id,
      (t) => html`<div
        part="toast ${t.type}"
        role=${t.type === 'error' || t.type === 'warning' ? 'alert' : 'status'}
        data-type=${t.type}
      >
        <span class="icon" aria-hidden="true">${ICONS[t.type]}</span>
        <span part="message"
          >${t.message}${t.detail ? html`<small part="detail">${t.detail}</small>` : nothing}</span
        >
        <button
          type="button"
          part="close-button"
          aria-label=${msg('Close', { id: 'toast.close', desc: 'Close button of a toast message' })}
          @click=${() => this.dismiss(t.id, 'user')}
        >
          ×
        </button>
      </div>`,
    );
  }
}
