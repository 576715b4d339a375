/** Detail of `srm-pdf-open` (cancelable: call `preventDefault()` to stop the opening). */
export interface SrmPdfOpenDetail {
  fileId: string;
}

/** Detail of `srm-pdf-error`. */
export interface SrmPdfErrorDetail {
  fileId: string;
  /** `no-file-id`: nothing to preview; `no-source`: neither `urlFor` nor `baseUrl`; `load-failed`: `urlFor` failed. */
  reason: 'no-file-id' | 'no-source' | 'load-failed';
  message: string;
  error?: unknown;
}
