/** Detail of `srm-image-download` (cancelable: prevent it to download another way). */
export interface SrmImageDownloadDetail {
  src: string;
  fileName: string;
}

/** Detail of `srm-image-crop`: the uploaded image cropped to the crop size, as JPEG. */
export interface SrmImageCropDetail {
  file: File;
  /** Object URL of `file` (revoked when the element leaves the page). */
  url: string;
  width: number;
  height: number;
  /** The file the user picked. */
  original: File;
}

/** Detail of `srm-image-error`. */
export interface SrmImageErrorDetail {
  reason: 'type' | 'read' | 'upload';
  message: string;
  file?: File;
  error?: unknown;
}

/** Detail of `srm-image-close`. */
export interface SrmImageCloseDetail {
  src: string;
}
