import type { AttachmentFile } from './attachment-button.ts';

/** Detail of `srm-attachments-change`: the rebuilt id list and the files after an upload or delete. */
export interface SrmAttachmentsChangeDetail {
  /** The comma-separated id list, as stored on the business record. */
  ids: string;
  files: AttachmentFile[];
  /** What changed it. */
  reason: 'upload' | 'delete';
}

/** Detail of `srm-attachment-delete` (cancelable; fired after the user confirmed). */
export interface SrmAttachmentDeleteDetail {
  file: AttachmentFile;
}

/** Detail of `srm-attachment-download` (cancelable; the `download` callback runs unless prevented). */
export interface SrmAttachmentDownloadDetail {
  file: AttachmentFile;
}

/** Detail of `srm-attachment-error`. */
export interface SrmAttachmentErrorDetail {
  reason: 'format' | 'size' | 'upload' | 'delete' | 'download' | 'no-id' | 'no-upload-callback' | 'preview';
  message: string;
  file?: File | AttachmentFile;
  error?: unknown;
}
