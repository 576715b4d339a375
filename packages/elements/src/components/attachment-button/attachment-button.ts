import { icon } from '../../icons/icons.js';
import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { localized, msg, str } from '../../localization.ts';
import { showServerError, showToast } from '../toast/show-toast.ts';
import { attachmentButtonStyles } from './attachment-button.styles.ts';
import '../pdf-opener/srm-pdf-opener.ts';
import '../image-viewer/srm-image-viewer.ts';
import type {
  SrmAttachmentDeleteDetail,
  SrmAttachmentDownloadDetail,
  SrmAttachmentErrorDetail,
  SrmAttachmentsChangeDetail,
} from './attachment-button.events.ts';

/** An attachment (SPEC 3). Its id is `fileId`, or `id` when there is no `fileId`. */
export interface AttachmentFile {
  id?: string | number;
  fileId?: string | number;
  originalFileName: string;
  [field: string]: unknown;
}

/**
 * The host's upload function. The element checks format and size first, then calls it
 * with the chosen files, a progress callback (0 to 100) and an abort signal (aborted
 * when the element leaves the page). It answers the stored file records, which are
 * appended to the list; a rejection's `message` is shown to the user for 2.5 s.
 * `xhrUpload()` in `xhr-upload.ts` builds one on XMLHttpRequest for any endpoint.
 */
export type AttachmentUpload = (files: File[], onProgress: (percent: number) => void, signal: AbortSignal) => Promise<AttachmentFile[]>;

/** Optional server-side delete, called after the user confirmed; a rejection keeps the file and shows its message. */
export type AttachmentDelete = (files: AttachmentFile[]) => Promise<void> | void;

/** Download of one file (the host knows the download endpoint). */
export type AttachmentDownload = (file: AttachmentFile) => Promise<void> | void;

/**
 * Where a file can be seen (a signed link, or its bytes as a Blob), for the preview
 * of PDF and picture attachments.
 */
export type AttachmentPreviewUrl = (file: AttachmentFile) => string | URL | Blob | Promise<string | URL | Blob>;

/** Files shown in the picture viewer; PDFs open in a new tab through `srm-pdf-opener`. */
export const PREVIEW_IMAGE_EXTENSIONS = ['gif', 'jpg', 'jpeg', 'png', 'bmp', 'webp'];

/** Reads records for ids, used when `value` names ids that `files` lacks (SPEC 7 listBaseFile). */
export type AttachmentLoad = (ids: string[]) => Promise<AttachmentFile[]>;

/** Granted menu resources: codes, or objects with a `resourceCode`. */
export type GrantedResources = ReadonlyArray<string | { resourceCode: string }>;

/** SPEC 5/9: maximum upload size when the configuration gives none (2 GB). */
export const DEFAULT_MAX_UPLOAD_SIZE = 2147483648;

export const ATTACHMENT_RESOURCES = {
  upload: 'btnUploadAttachment',
  download: 'btnDownloadAttachment',
  delete: 'btnDelAttachment',
} as const;

export type AttachmentState = 'idle' | 'uploading';

/** The id of a file record as kept in the id list. */
export const attachmentId = (f: AttachmentFile): string => {
  const id = f.fileId ?? f.id;
  return id === undefined || id === null ? '' : String(id);
};

const splitIds = (value: string | null | undefined): string[] =>
  String(value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/**
 * @summary Button with a count badge that opens the list of a record's attachments: upload, download, delete.
 *
 * The business record keeps a comma-separated id list (`value`). After every upload or
 * delete the list is rebuilt from `files` and announced by `change` and
 * `srm-attachments-change`.
 *
 * States (SPEC 4): `idle` → `uploading` (progress bar) → `idle`; on success the new files
 * are appended, on a refused format or size, or a failed upload, the user gets a message
 * and nothing changes.
 *
 * The element knows no server: uploads go through the `upload` callback, deletes through
 * `deleteFiles` (optional), downloads through `download`. Upload, download and delete are shown
 * only when `resources` grant btnUploadAttachment, btnDownloadAttachment, btnDelAttachment,
 * unless `skipResourceCheck` is set; `readonly` hides upload and delete.
 *
 * With `previewUrl`, a file that may be downloaded can also be seen without saving it:
 * a PDF opens in a new tab (`srm-pdf-opener`), a picture in the image viewer modal
 * (`srm-image-viewer`, zoom, rotate, download).
 *
 * @slot - Button text; "Attachments" by default.
 *
 * @fires {Event} change - The id list (`value`) changed after an upload or a delete.
 * @fires {CustomEvent<SrmAttachmentsChangeDetail>} srm-attachments-change - Same moment; detail `{ ids, files, reason }`.
 * @fires {CustomEvent<SrmAttachmentDeleteDetail>} srm-attachment-delete - The user confirmed a delete; cancelable. Detail `{ file }`.
 * @fires {CustomEvent<SrmAttachmentDownloadDetail>} srm-attachment-download - The user asked for a file; cancelable. Detail `{ file }`.
 * @fires {CustomEvent<SrmAttachmentErrorDetail>} srm-attachment-error - A refusal or failure; detail `{ reason, message, file?, error? }`.
 *
 * @csspart trigger - The button.
 * @csspart badge - The count.
 * @csspart panel - The popover.
 * @csspart upload-button - The upload button.
 * @csspart progress - The progress row.
 * @csspart list - The file list (max height 240 px).
 * @csspart file - One file row.
 * @csspart delete-button - A file's delete button.
 * @csspart preview-button - A file's preview (PDF or picture).
 * @csspart image-viewer - The `srm-image-viewer` of a picture being previewed.
 * @csspart empty - The empty-list text.
 * @csspart confirm-dialog - The delete confirmation.
 *
 * @cssproperty [--srm-attachment-button-list-max-height=240px] - Maximum height of the list.
 * @cssproperty [--srm-attachment-button-panel-width=360px] - Width of the popover.
 * @cssproperty [--srm-attachment-button-badge-color=#cf1322] - Badge colour.
 */
@localized()
export class SrmAttachmentButton extends LitElement {
  static override styles = attachmentButtonStyles;

  /** Comma-separated attachment ids of the business record. */
  @property() value = '';

  /** The attachment records shown in the list. */
  @property({ attribute: false }) files: AttachmentFile[] = [];

  /** Allowed extensions ('pdf,docx', '.pdf .docx' or an array); empty allows any format. */
  @property({ attribute: 'accept' }) accept: string | string[] = '';

  /** Largest file in bytes (default 2147483648). */
  @property({ type: Number, attribute: 'max-size' }) maxSize: number = DEFAULT_MAX_UPLOAD_SIZE;

  /** Granted resources of the current menu (codes or `{ resourceCode }`). */
  @property({ attribute: false }) resources: GrantedResources = [];

  /** Shows upload, download and delete without checking `resources` (configuration turned the check off). */
  @property({ type: Boolean, attribute: 'skip-resource-check' }) skipResourceCheck = false;

  /** Hides upload and delete (document no longer editable). */
  @property({ type: Boolean, reflect: true }) readonly = false;

  /** Greys the button out: no upload, no delete, no opening of the list. */
  @property({ type: Boolean, reflect: true }) disabled = false;

  /** Sends the chosen files to the server (`(files, onProgress, signal) => Promise<AttachmentFile[]>`); no upload without it. */
  @property({ attribute: false }) upload?: AttachmentUpload;

  /** Deletes files on the server after the user confirmed (`(files) => Promise<void>`); a rejection keeps the file. */
  @property({ attribute: false }) deleteFiles?: AttachmentDelete;

  /** Downloads one file (`(file) => void | Promise<void>`); the host knows the download endpoint. */
  @property({ attribute: false }) download?: AttachmentDownload;

  /** Reads the files of the ids in `value` (`(ids) => Promise<AttachmentFile[]>`), when the list opens. */
  @property({ attribute: false }) loadFiles?: AttachmentLoad;
  /** Where a PDF or a picture can be seen; no preview without it. */
  @property({ attribute: false }) previewUrl?: AttachmentPreviewUrl;

  /** Whether the popover is open. */
  @property({ type: Boolean, reflect: true }) open = false;

  /** 'idle' or 'uploading'. */
  @property({ reflect: true }) state: AttachmentState = 'idle';

  /** Upload progress, 0 to 100, while uploading. */
  @property({ type: Number }) progress = 0;

  @state() private pendingDelete: AttachmentFile | null = null;
  /** The picture open in the viewer. */
  @state() private viewing: { src: string; name: string; objectUrl: boolean } | null = null;

  @query('[part=panel]') private panel?: HTMLElement;
  @query('input[type=file]') private fileInput?: HTMLInputElement;
  @query('dialog') private dialog?: HTMLDialogElement;
  @query('[part=trigger]') private trigger?: HTMLButtonElement;

  private abort?: AbortController;
  private loadedFor = '';

  // ---- permissions ----

  private granted(code: string): boolean {
    if (this.skipResourceCheck) return true;
    return (this.resources ?? []).some((r) => (typeof r === 'string' ? r : r?.resourceCode) === code);
  }

  /** Whether the user may add files now: not read-only or disabled, and granted `btnUploadAttachment`. */
  get canUpload(): boolean {
    return !this.readonly && !this.disabled && this.granted(ATTACHMENT_RESOURCES.upload);
  }

  /** Whether the user may download: granted `btnDownloadAttachment`. */
  get canDownload(): boolean {
    return this.granted(ATTACHMENT_RESOURCES.download);
  }

  /** Whether the user may delete files now: not read-only or disabled, and granted `btnDelAttachment`. */
  get canDelete(): boolean {
    return !this.readonly && !this.disabled && this.granted(ATTACHMENT_RESOURCES.delete);
  }

  /** Number shown on the badge: the files, or the ids while the files are not loaded. */
  get count(): number {
    return Math.max(this.files?.length ?? 0, this.files?.length ? 0 : splitIds(this.value).length);
  }

  private get allowedExtensions(): string[] {
    const list = Array.isArray(this.accept) ? this.accept : String(this.accept ?? '').split(/[\s,;]+/);
    return list
      .map((e) =>
        e
          .trim()
          .replace(/^\*?\./, '')
          .toLowerCase(),
      )
      .filter(Boolean);
  }

  // ---- lifecycle ----

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener('pointerdown', this.onDocumentPointerDown, true);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('pointerdown', this.onDocumentPointerDown, true);
    this.abort?.abort();
    this.closeViewer();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if ((changed.has('value') || changed.has('loadFiles')) && this.loadFiles) this.maybeLoad();
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('open') && this.panel) {
      const panel = this.panel as HTMLElement & { showPopover?: () => void; hidePopover?: () => void };
      if (this.open) {
        if (panel.showPopover && !panel.matches(':popover-open')) panel.showPopover();
        this.position();
      } else if (panel.hidePopover && panel.matches(':popover-open')) panel.hidePopover();
    }
  }

  private maybeLoad(): void {
    const ids = splitIds(this.value);
    const known = new Set((this.files ?? []).map(attachmentId));
    const missing = ids.filter((id) => !known.has(id));
    const key = ids.join(',');
    if (!missing.length || key === this.loadedFor || !this.loadFiles) return;
    this.loadedFor = key;
    Promise.resolve(this.loadFiles(ids))
      .then((records) => {
        if (splitIds(this.value).join(',') === key) this.files = records ?? [];
      })
      .catch((error) => showServerError((error as Error)?.message ?? String(error)));
  }

  private position(): void {
    const t = this.trigger;
    if (!t || !this.panel) return;
    const r = t.getBoundingClientRect();
    const s = this.panel.style;
    s.top = `${r.bottom + 4}px`;
    s.left = `${Math.max(4, Math.min(r.left, window.innerWidth - this.panel.offsetWidth - 4))}px`;
  }

  private onDocumentPointerDown = (event: Event) => {
    if (this.open && !this.pendingDelete && !event.composedPath().includes(this)) this.open = false;
  };

  private onKeyDown(event: KeyboardEvent): void {
    if (event.key === 'Escape' && this.open && !this.pendingDelete) {
      event.stopPropagation();
      this.open = false;
      this.trigger?.focus();
    }
  }

  // ---- helpers ----

  private fail(detail: SrmAttachmentErrorDetail, server = false): void {
    if (server) showServerError(detail.message);
    else showToast({ message: detail.message, type: 'warning' });
    this.dispatchEvent(new CustomEvent<SrmAttachmentErrorDetail>('srm-attachment-error', { detail, bubbles: true, composed: true }));
  }

  private announce(reason: SrmAttachmentsChangeDetail['reason']): void {
    this.value = this.files.map(attachmentId).filter(Boolean).join(',');
    this.loadedFor = this.value;
    this.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
    this.dispatchEvent(
      new CustomEvent<SrmAttachmentsChangeDetail>('srm-attachments-change', {
        detail: { ids: this.value, files: [...this.files], reason },
        bubbles: true,
        composed: true,
      }),
    );
  }

  // ---- upload ----

  /** Checks format and size; answers the refusal message for the first bad file, or ''. */
  checkFiles(files: readonly File[]): { message: string; reason: 'format' | 'size'; file: File } | null {
    const allowed = this.allowedExtensions;
    for (const file of files) {
      if (allowed.length && !allowed.includes(extensionOf(file.name))) {
        return {
          reason: 'format',
          file,
          message: msg('unsupported file format', { id: 'attachment-button.unsupportedFormat', desc: 'Upload refused: extension not allowed' }),
        };
      }
      const max = Number(this.maxSize) > 0 ? Number(this.maxSize) : DEFAULT_MAX_UPLOAD_SIZE;
      if (file.size > max) {
        const name = file.name;
        return {
          reason: 'size',
          file,
          message: msg(str`${name} attachment too large`, { id: 'attachment-button.tooLarge', desc: 'Upload refused: file larger than the maximum size' }),
        };
      }
    }
    return null;
  }

  /** Uploads files as if the user had picked them (also used for drag and drop). */
  async addFiles(list: readonly File[]): Promise<boolean> {
    const files = Array.from(list ?? []);
    if (!files.length || !this.canUpload || this.state === 'uploading') return false;
    const refusal = this.checkFiles(files);
    if (refusal) {
      this.fail(refusal);
      return false;
    }
    if (typeof this.upload !== 'function') {
      console.error('<srm-attachment-button>: set the `upload` callback to enable uploads');
      this.fail({ reason: 'no-upload-callback', message: 'upload callback missing' });
      return false;
    }
    this.state = 'uploading';
    this.progress = 0;
    this.abort = new AbortController();
    try {
      const stored = await this.upload(
        files,
        (percent) => {
          this.progress = Math.max(0, Math.min(100, Math.round(Number(percent) || 0)));
        },
        this.abort.signal,
      );
      this.files = [...(this.files ?? []), ...(stored ?? [])];
      this.announce('upload');
      showToast({ message: msg('upload succeeded', { id: 'attachment-button.uploaded', desc: 'Upload finished' }), type: 'success' });
      return true;
    } catch (error) {
      const message =
        (error as Error)?.message || msg('upload failed', { id: 'attachment-button.uploadFailed', desc: 'Upload failed without a server message' });
      this.fail({ reason: 'upload', message, error }, true);
      return false;
    } finally {
      this.state = 'idle';
      this.progress = 0;
      this.abort = undefined;
    }
  }

  private onPick(event: Event): void {
    const input = event.target as HTMLInputElement;
    const files = Array.from(input.files ?? []);
    input.value = '';
    void this.addFiles(files);
  }

  private onDrop(event: DragEvent): void {
    event.preventDefault();
    this.removeAttribute('dragging');
    if (event.dataTransfer?.files?.length) void this.addFiles(Array.from(event.dataTransfer.files));
  }

  private onDragOver(event: DragEvent): void {
    if (!this.canUpload) return;
    event.preventDefault();
    this.setAttribute('dragging', '');
  }

  // ---- delete ----

  /** Starts the delete of a file: asks for confirmation first. */
  requestDelete(file: AttachmentFile): void {
    if (!this.canDelete) return;
    if (!attachmentId(file)) {
      this.fail({
        reason: 'no-id',
        file,
        message: msg('attachment ids cannot be empty', { id: 'attachment-button.noIds', desc: 'Delete asked for a file without id' }),
      });
      return;
    }
    this.pendingDelete = file;
    this.updateComplete.then(() => {
      if (this.dialog && !this.dialog.open) this.dialog.showModal();
    });
  }

  private cancelDelete(): void {
    this.pendingDelete = null;
    this.dialog?.close();
  }

  private async confirmDelete(): Promise<void> {
    const file = this.pendingDelete;
    this.pendingDelete = null;
    this.dialog?.close();
    if (!file) return;
    const go = this.dispatchEvent(
      new CustomEvent<SrmAttachmentDeleteDetail>('srm-attachment-delete', { detail: { file }, bubbles: true, composed: true, cancelable: true }),
    );
    if (!go) return;
    try {
      await this.deleteFiles?.([file]);
    } catch (error) {
      this.fail({ reason: 'delete', file, error, message: (error as Error)?.message ?? String(error) }, true);
      return;
    }
    const id = attachmentId(file);
    this.files = (this.files ?? []).filter((f) => f !== file && attachmentId(f) !== id);
    this.announce('delete');
    showToast({
      message: msg('attachment deleted successfully, because the attachment ID changed please save the business document in time', {
        id: 'attachment-button.deleted',
        desc: 'After deleting an attachment: tells the user to save the business document',
      }),
      type: 'success',
    });
  }

  // ---- download ----

  private async requestDownload(file: AttachmentFile): Promise<void> {
    if (!this.canDownload) return;
    const go = this.dispatchEvent(
      new CustomEvent<SrmAttachmentDownloadDetail>('srm-attachment-download', { detail: { file }, bubbles: true, composed: true, cancelable: true }),
    );
    if (!go) return;
    try {
      await this.download?.(file);
    } catch (error) {
      this.fail({ reason: 'download', file, error, message: (error as Error)?.message ?? String(error) }, true);
    }
  }

  // ---- preview ----

  /** How a file can be previewed: `pdf`, `image`, or not at all. */
  previewKind(file: AttachmentFile): 'pdf' | 'image' | null {
    if (!this.previewUrl || !this.canDownload) return null;
    const ext = extensionOf(file.originalFileName ?? '');
    if (ext === 'pdf') return 'pdf';
    return PREVIEW_IMAGE_EXTENSIONS.includes(ext) ? 'image' : null;
  }

  /** Opens a picture attachment in the image viewer (the popover closes: the viewer is modal). */
  async previewImage(file: AttachmentFile): Promise<void> {
    if (this.previewKind(file) !== 'image') return;
    const name = file.originalFileName || attachmentId(file);
    try {
      const source = await this.previewUrl!(file);
      this.closeViewer();
      const objectUrl = source instanceof Blob;
      this.viewing = { src: objectUrl ? URL.createObjectURL(source) : String(source), name, objectUrl };
      // The viewer is modal: the popover (top layer) would stay above it.
      this.open = false;
    } catch (error) {
      this.fail({ reason: 'preview', file, error, message: (error as Error)?.message ?? String(error) }, true);
    }
  }

  private closeViewer(): void {
    if (this.viewing?.objectUrl) URL.revokeObjectURL(this.viewing.src);
    this.viewing = null;
  }

  private renderPreview(file: AttachmentFile, name: string) {
    const kind = this.previewKind(file);
    const text = msg('Preview', { id: 'attachment-button.preview', desc: 'Button that shows a PDF or picture attachment' });
    const label = msg(str`Preview ${name}`, { id: 'attachment-button.previewFile', desc: 'Accessible name of a file preview button' });
    if (kind === 'pdf')
      return html`<srm-pdf-opener part="preview-button" file-id=${attachmentId(file)} .urlFor=${() => this.previewUrl!(file)}
        >${text}<span class="visually-hidden"> ${name}</span></srm-pdf-opener
      >`;
    if (kind === 'image')
      return html`<button type="button" class="link" part="preview-button" aria-label=${label} @click=${() => this.previewImage(file)}>${text}</button>`;
    return nothing;
  }

  // ---- render ----

  private renderFile(file: AttachmentFile) {
    const name = file.originalFileName || attachmentId(file);
    return html`<li part="file">
      ${
        this.canDownload
          ? html`<button type="button" class="name link" title=${name} @click=${() => this.requestDownload(file)}>${name}</button>`
          : html`<span class="name" title=${name}>${name}</span>`
      }
      ${this.renderPreview(file, name)}
      ${
        this.canDelete
          ? html`<button
            type="button"
            part="delete-button"
            aria-label=${msg(str`Delete ${name}`, { id: 'attachment-button.deleteFile', desc: 'Accessible name of a file delete button' })}
            @click=${() => this.requestDelete(file)}
          >
            ✕
          </button>`
          : nothing
      }
    </li>`;
  }

  override render() {
    const count = this.count;
    const title = msg('Attachments', { id: 'attachment-button.title', desc: 'Button text and popover title' });
    const files = this.files ?? [];
    return html`<button
        part="trigger"
        type="button"
        aria-haspopup="dialog"
        aria-expanded=${this.open ? 'true' : 'false'}
        aria-controls="panel"
        @click=${() => (this.open = !this.open)}
      >
        ${icon('paperclip')}<slot>${title}</slot>
        <span part="badge" aria-hidden="true">${count}</span>
        <span class="visually-hidden">${msg(str`${count} files`, { id: 'attachment-button.count', desc: 'Screen-reader text of the badge' })}</span>
      </button>
      <div
        id="panel"
        part="panel"
        role="dialog"
        aria-label=${title}
        popover="manual"
        ?hidden=${!this.open}
        @keydown=${this.onKeyDown}
        @dragover=${this.onDragOver}
        @dragleave=${() => this.removeAttribute('dragging')}
        @drop=${this.onDrop}
      >
        <div class="toolbar">
          <span class="title">${title} (${count})</span>
          ${
            this.canUpload
              ? html`<button type="button" part="upload-button" ?disabled=${this.state === 'uploading'} @click=${() => this.fileInput?.click()}>
                  ${msg('Upload', { id: 'attachment-button.upload', desc: 'Upload button' })}
                </button>
                <input type="file" multiple hidden tabindex="-1" aria-hidden="true" accept=${this.allowedExtensions.map((e) => `.${e}`).join(',')} @change=${this.onPick} />`
              : nothing
          }
        </div>
        ${
          this.state === 'uploading'
            ? html`<div part="progress">
              <progress max="100" .value=${this.progress} aria-label=${msg('Upload progress', { id: 'attachment-button.progress', desc: 'Accessible name of the upload progress bar' })}></progress>
              <span>${this.progress}%</span>
            </div>`
            : nothing
        }
        ${
          files.length
            ? html`<ul part="list">${files.map((f) => this.renderFile(f))}</ul>`
            : html`<div part="empty">${msg('file information not found', { id: 'attachment-button.empty', desc: 'The attachment list is empty' })}</div>`
        }
      </div>
      ${
        this.viewing
          ? html`<srm-image-viewer
            part="image-viewer"
            open
            src=${this.viewing.src}
            alt=${this.viewing.name}
            file-name=${this.viewing.name}
            @srm-image-close=${() => {
              this.closeViewer();
              this.trigger?.focus();
            }}
          ></srm-image-viewer>`
          : nothing
      }
      <dialog part="confirm-dialog" aria-labelledby="confirm-text" @cancel=${this.cancelDelete}>
        <p id="confirm-text">
          ${msg('Delete attachment: please confirm whether to continue deleting attachment information?', {
            id: 'attachment-button.confirmDelete',
            desc: 'Delete confirmation question',
          })}
        </p>
        ${this.pendingDelete ? html`<p class="file-name">${this.pendingDelete.originalFileName}</p>` : nothing}
        <div class="confirm">
          <button type="button" class="secondary" @click=${this.cancelDelete}>${msg('Cancel', { id: 'attachment-button.cancel', desc: 'Cancel the delete' })}</button>
          <button type="button" class="ok" @click=${this.confirmDelete}>${msg('OK', { id: 'attachment-button.ok', desc: 'Confirm the delete' })}</button>
        </div>
      </dialog>`;
  }
}
