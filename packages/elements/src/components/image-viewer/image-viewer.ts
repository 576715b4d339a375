import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { localized, msg } from '../../localization.ts';
import { showServerError, showToast } from '../toast/show-toast.ts';
import { CROP_DEFAULTS, IMAGE_EXTENSIONS, cropImage, isAllowedImage } from './crop.ts';
import { imageViewerStyles } from './image-viewer.styles.ts';
import type { SrmImageCloseDetail, SrmImageCropDetail, SrmImageDownloadDetail, SrmImageErrorDetail } from './image-viewer.events.ts';

/** Host upload of the cropped image; may answer the stored image's URL to show it. */
// biome-ignore lint/suspicious/noConfusingVoidType: a host's upload function may return nothing at all
export type ImageUpload = (file: File) => Promise<string | void> | string | void;

export const ZOOM_STEP = 0.25;
export const ZOOM_MIN = 0.25;
export const ZOOM_MAX = 4;

/**
 * @summary Modal image viewer with zoom, rotation and download, and image upload with a square crop.
 *
 * Opens as a modal at z-index 1100 (`--srm-z-index-modal`). Toolbar: zoom in, zoom out,
 * rotate left, rotate right, download, close; Escape closes and focus returns to where it
 * was. With `uploadable`, an upload button accepts only gif, jpg, jpeg, png and bmp
 * (others are refused with "the type must be one of .gif, jpeg, jpg, png, bmp"), crops
 * the picture's centre to `cropWidth` × `cropHeight` (180 × 180) as JPEG, shows it, fires
 * `srm-image-crop` and hands it to the `upload` callback when set.
 *
 * @fires {CustomEvent<SrmImageDownloadDetail>} srm-image-download - Download asked; cancelable. Detail `{ src, fileName }`.
 * @fires {CustomEvent<SrmImageCropDetail>} srm-image-crop - An uploaded picture was cropped; detail `{ file, url, width, height, original }`.
 * @fires {CustomEvent<SrmImageErrorDetail>} srm-image-error - Wrong type, unreadable picture or failed upload; detail `{ reason, message, file?, error? }`.
 * @fires {CustomEvent<SrmImageCloseDetail>} srm-image-close - The viewer closed; detail `{ src }`.
 *
 * @csspart backdrop - The modal backdrop.
 * @csspart dialog - The dialog box.
 * @csspart toolbar - The buttons.
 * @csspart stage - The area holding the picture.
 * @csspart image - The picture.
 *
 * @cssproperty [--srm-image-viewer-width=860px] - Dialog width.
 * @cssproperty [--srm-image-viewer-height=640px] - Dialog height.
 * @cssproperty [--srm-image-viewer-stage-background=#f0f0f0] - Background behind the picture.
 */
@localized()
export class SrmImageViewer extends LitElement {
  static override styles = imageViewerStyles;

  /** Image address (URL, object URL or data URL). */
  @property() src = '';

  /** Text alternative of the picture; also the dialog title when `fileName` is empty. */
  @property() alt = '';

  /** Name used for the download. */
  @property({ attribute: 'file-name' }) fileName = '';

  /** Whether the viewer is open (also `show()` and `close()`). */
  @property({ type: Boolean, reflect: true }) open = false;

  /** Shows the upload button. */
  @property({ type: Boolean }) uploadable = false;

  /** Width in pixels an uploaded picture is cropped to. */
  @property({ type: Number, attribute: 'crop-width' }) cropWidth: number = CROP_DEFAULTS.width;

  /** Height in pixels an uploaded picture is cropped to. */
  @property({ type: Number, attribute: 'crop-height' }) cropHeight: number = CROP_DEFAULTS.height;

  /** Uploads the cropped JPEG; an answered URL replaces `src`. */
  @property({ attribute: false }) upload?: ImageUpload;

  /** Current zoom factor (1 = fit). */
  @state() scale = 1;

  /** Current rotation in degrees (multiples of 90, may be negative). */
  @state() rotation = 0;

  @query('[part=dialog]') private dialog?: HTMLElement;
  @query('input[type=file]') private fileInput?: HTMLInputElement;

  private returnFocus: HTMLElement | null = null;
  private objectUrls: string[] = [];

  /** Opens the viewer, optionally on another picture. */
  show(src?: string): void {
    if (src !== undefined) this.src = src;
    this.open = true;
  }

  /** Closes the viewer. */
  close(): void {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new CustomEvent<SrmImageCloseDetail>('srm-image-close', { detail: { src: this.src }, bubbles: true, composed: true }));
  }

  /** Enlarges the picture one step (up to `ZOOM_MAX`). */
  zoomIn(): void {
    this.scale = Math.min(ZOOM_MAX, +(this.scale + ZOOM_STEP).toFixed(2));
  }

  /** Shrinks the picture one step (down to `ZOOM_MIN`). */
  zoomOut(): void {
    this.scale = Math.max(ZOOM_MIN, +(this.scale - ZOOM_STEP).toFixed(2));
  }

  /** Turns the picture a quarter anticlockwise. */
  rotateLeft(): void {
    this.rotation -= 90;
  }

  /** Turns the picture a quarter clockwise. */
  rotateRight(): void {
    this.rotation += 90;
  }

  /** Downloads the picture (unless a listener prevents `srm-image-download`). */
  downloadImage(): void {
    if (!this.src) return;
    const fileName = this.fileName || this.alt || 'image';
    const go = this.dispatchEvent(
      new CustomEvent<SrmImageDownloadDetail>('srm-image-download', {
        detail: { src: this.src, fileName },
        bubbles: true,
        composed: true,
        cancelable: true,
      }),
    );
    if (!go) return;
    const a = document.createElement('a');
    a.href = this.src;
    a.download = fileName;
    a.rel = 'noopener';
    document.body.append(a);
    a.click();
    a.remove();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('src')) {
      this.scale = 1;
      this.rotation = 0;
    }
    if (changed.has('open') && this.open) {
      const active = document.activeElement as HTMLElement | null;
      this.returnFocus = active && active !== document.body ? active : null;
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('open')) {
      if (this.open) (this.renderRoot.querySelector('[part=toolbar] button') as HTMLElement | null)?.focus();
      else if (changed.get('open')) this.returnFocus?.focus?.();
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    for (const u of this.objectUrls) URL.revokeObjectURL(u);
    this.objectUrls = [];
  }

  private onKeyDown(event: KeyboardEvent): void {
    if (event.key === 'Escape') {
      event.stopPropagation();
      this.close();
      return;
    }
    if (event.key === 'Tab' && this.dialog) {
      // Keep focus inside the modal.
      const items = Array.from(this.dialog.querySelectorAll<HTMLElement>('button:not([disabled])'));
      if (!items.length) return;
      const first = items[0];
      const last = items[items.length - 1];
      const active = this.shadowRoot!.activeElement;
      if (event.shiftKey && active === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    }
  }

  private fail(detail: SrmImageErrorDetail, server = false): void {
    if (server) showServerError(detail.message);
    else showToast({ message: detail.message, type: 'warning' });
    this.dispatchEvent(new CustomEvent<SrmImageErrorDetail>('srm-image-error', { detail, bubbles: true, composed: true }));
  }

  /** Checks, crops and hands over a picked picture (also callable by the host). */
  async acceptImage(file: File): Promise<File | null> {
    if (!isAllowedImage(file)) {
      this.fail({
        reason: 'type',
        file,
        message: msg('the type must be one of .gif, jpeg, jpg, png, bmp', {
          id: 'image-viewer.badType',
          desc: 'Image upload refused: not an allowed image type',
        }),
      });
      return null;
    }
    let cropped: File;
    try {
      cropped = await cropImage(file, { width: this.cropWidth, height: this.cropHeight, type: CROP_DEFAULTS.type, name: file.name });
    } catch (error) {
      this.fail({
        reason: 'read',
        file,
        error,
        message: msg('the picture could not be read', { id: 'image-viewer.unreadable', desc: 'The picked file is not a readable image' }),
      });
      return null;
    }
    const url = URL.createObjectURL(cropped);
    this.objectUrls.push(url);
    this.src = url;
    this.fileName = cropped.name;
    this.dispatchEvent(
      new CustomEvent<SrmImageCropDetail>('srm-image-crop', {
        detail: { file: cropped, url, width: this.cropWidth, height: this.cropHeight, original: file },
        bubbles: true,
        composed: true,
      }),
    );
    if (this.upload) {
      try {
        const stored = await this.upload(cropped);
        if (typeof stored === 'string' && stored) this.src = stored;
      } catch (error) {
        this.fail({ reason: 'upload', file: cropped, error, message: (error as Error)?.message ?? String(error) }, true);
      }
    }
    return cropped;
  }

  private onPick(event: Event): void {
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (file) void this.acceptImage(file);
  }

  override render() {
    if (!this.open) return nothing;
    const title = this.fileName || this.alt || msg('Image preview', { id: 'image-viewer.title', desc: 'Title of the image viewer' });
    const tool = (label: string, icon: string, action: () => void, part = '') =>
      html`<button type="button" part=${part || nothing} aria-label=${label} title=${label} @click=${action}>${icon}</button>`;
    return html`<div part="backdrop" @click=${(e: Event) => e.target === e.currentTarget && this.close()}>
      <div part="dialog" role="dialog" aria-modal="true" aria-labelledby="title" @keydown=${this.onKeyDown}>
        <header>
          <h2 id="title">${title}</h2>
          <div part="toolbar" role="toolbar" aria-label=${msg('Image tools', { id: 'image-viewer.tools', desc: 'Accessible name of the toolbar' })}>
            ${tool(msg('Zoom in', { id: 'image-viewer.zoomIn', desc: 'Toolbar button' }), '＋', () => this.zoomIn(), 'zoom-in')}
            ${tool(msg('Zoom out', { id: 'image-viewer.zoomOut', desc: 'Toolbar button' }), '－', () => this.zoomOut(), 'zoom-out')}
            ${tool(msg('Rotate left', { id: 'image-viewer.rotateLeft', desc: 'Toolbar button' }), '⟲', () => this.rotateLeft(), 'rotate-left')}
            ${tool(msg('Rotate right', { id: 'image-viewer.rotateRight', desc: 'Toolbar button' }), '⟳', () => this.rotateRight(), 'rotate-right')}
            ${tool(msg('Download', { id: 'image-viewer.download', desc: 'Toolbar button' }), '⤓', () => this.downloadImage(), 'download')}
            ${
              this.uploadable
                ? html`${tool(msg('Upload image', { id: 'image-viewer.upload', desc: 'Toolbar button' }), '⤒', () => this.fileInput?.click(), 'upload')}
                  <input type="file" hidden tabindex="-1" aria-hidden="true" accept=${IMAGE_EXTENSIONS.map((e) => `.${e}`).join(',')} @change=${this.onPick} />`
                : nothing
            }
            ${tool(msg('Close', { id: 'image-viewer.close', desc: 'Toolbar button' }), '✕', () => this.close(), 'close')}
          </div>
        </header>
        <div part="stage">
          ${
            this.src
              ? html`<img part="image" src=${this.src} alt=${this.alt || title} style="transform: scale(${this.scale}) rotate(${this.rotation}deg)" />`
              : html`<span part="empty">${msg('No image', { id: 'image-viewer.empty', desc: 'The viewer has no picture' })}</span>`
          }
        </div>
      </div>
    </div>`;
  }
}
