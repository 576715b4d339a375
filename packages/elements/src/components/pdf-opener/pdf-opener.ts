import { icon } from '../../icons/icons.js';
import { LitElement, html } from 'lit';
import { property } from 'lit/decorators.js';
import { localized, msg } from '../../localization.ts';
import { showServerError, showToast } from '../toast/show-toast.ts';
import { pdfOpenerStyles } from './pdf-opener.styles.ts';
import type { SrmPdfErrorDetail, SrmPdfOpenDetail } from './pdf-opener.events.ts';

/**
 * Where a PDF comes from: a URL to open, or the PDF itself (a Blob, shown through an
 * object URL), directly or as a promise. The host decides how its server serves files
 * (SPEC 7: POST /v2/pageoffice/doFilePdfView with `fileId` answers the binary).
 */
export type PdfSource = string | URL | Blob;
export type PdfUrlFor = (fileId: string) => PdfSource | Promise<PdfSource>;

/** How long an object URL made for a Blob stays valid after the tab opened. */
const OBJECT_URL_LIFETIME = 60_000;

/**
 * @summary Button that opens a PDF in a new tab from a file id.
 *
 * The PDF address comes from `urlFor(fileId)` (which may also answer a Blob or a promise)
 * or, failing that, `baseUrl` + `fileId=<id>` as a query parameter. Without a file id
 * the user is told "no file id information to preview" and nothing opens.
 *
 * @slot - Button text; "Preview" by default.
 *
 * @fires {CustomEvent<SrmPdfOpenDetail>} srm-pdf-open - Before opening; cancelable. Detail `{ fileId }`.
 * @fires {CustomEvent<SrmPdfErrorDetail>} srm-pdf-error - Nothing could be opened; detail `{ fileId, reason, message, error? }`.
 *
 * @csspart button - The button.
 *
 * @cssproperty [--srm-pdf-opener-color=var(--srm-color-link, #0958d9)] - Text colour.
 */
@localized()
export class SrmPdfOpener extends LitElement {
  static override styles = pdfOpenerStyles;

  /** Id of the stored file to open; without one a click says so (a warning toast, `srm-pdf-error`). */
  @property({ attribute: 'file-id' }) fileId = '';

  /** Answers the PDF (URL, Blob, or a promise of either) for a file id. */
  @property({ attribute: false }) urlFor?: PdfUrlFor;

  /** Used when `urlFor` is not set: opens `baseUrl?fileId=<id>`. */
  @property({ attribute: 'base-url' }) baseUrl = '';

  /** Greys the link out; nothing opens. */
  @property({ type: Boolean, reflect: true }) disabled = false;

  /** Set while `urlFor` is being awaited. */
  @property({ type: Boolean, reflect: true }) loading = false;

  private fail(reason: SrmPdfErrorDetail['reason'], message: string, error?: unknown): void {
    this.dispatchEvent(
      new CustomEvent<SrmPdfErrorDetail>('srm-pdf-error', {
        detail: { fileId: this.fileId, reason, message, error },
        bubbles: true,
        composed: true,
      }),
    );
  }

  /** Opens the PDF; answers whether a tab was opened. */
  async open(): Promise<boolean> {
    const fileId = String(this.fileId ?? '').trim();
    if (!fileId) {
      const message = msg('no file id information to preview', { id: 'pdf-opener.noFileId', desc: 'PDF preview asked without a file id' });
      showToast({ message, type: 'warning' });
      this.fail('no-file-id', message);
      return false;
    }
    const go = this.dispatchEvent(new CustomEvent<SrmPdfOpenDetail>('srm-pdf-open', { detail: { fileId }, bubbles: true, composed: true, cancelable: true }));
    if (!go) return false;

    if (!this.urlFor) {
      if (!this.baseUrl) {
        console.error('<srm-pdf-opener>: set urlFor or baseUrl');
        this.fail('no-source', 'urlFor or baseUrl is required');
        return false;
      }
      const sep = this.baseUrl.includes('?') ? '&' : '?';
      window.open(`${this.baseUrl}${sep}fileId=${encodeURIComponent(fileId)}`, '_blank', 'noopener');
      return true;
    }

    let answer: PdfSource | Promise<PdfSource>;
    try {
      answer = this.urlFor(fileId);
    } catch (error) {
      return this.loadFailed(error, null);
    }
    if (!(answer instanceof Promise)) {
      window.open(this.toUrl(answer), '_blank', 'noopener');
      return true;
    }
    // Open the tab during the click (popup blockers), fill it when the PDF is there.
    const tab = window.open('', '_blank');
    this.loading = true;
    try {
      const url = this.toUrl(await answer);
      if (tab && !tab.closed) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.open(url, '_blank', 'noopener');
      }
      return true;
    } catch (error) {
      return this.loadFailed(error, tab);
    } finally {
      this.loading = false;
    }
  }

  private toUrl(source: PdfSource): string {
    if (source instanceof Blob) {
      const url = URL.createObjectURL(source.type ? source : new Blob([source], { type: 'application/pdf' }));
      setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME);
      return url;
    }
    return String(source);
  }

  private loadFailed(error: unknown, tab: Window | null): false {
    tab?.close();
    const message =
      (error as { message?: string })?.message ||
      msg('The PDF could not be loaded', { id: 'pdf-opener.loadFailed', desc: 'Loading the PDF failed without a server message' });
    showServerError(message);
    this.fail('load-failed', message, error);
    return false;
  }

  override render() {
    return html`<button part="button" type="button" ?disabled=${this.disabled} aria-busy=${this.loading ? 'true' : 'false'} @click=${() => this.open()}>
      ${icon('file')}<slot>${msg('Preview', { id: 'pdf-opener.preview', desc: 'Default text of the PDF preview button' })}</slot>
    </button>`;
  }
}
