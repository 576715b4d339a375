import type { AttachmentFile, AttachmentUpload } from './attachment-button.ts';

export interface XhrUploadOptions {
  /** Endpoint receiving a multipart POST. */
  url: string;
  /** Form field of the files (default 'files'). */
  fieldName?: string;
  /** Extra form fields (e.g. path, functionId, businessId). */
  fields?: Record<string, string> | (() => Record<string, string>);
  /** Request headers, or a function answering them at upload time (fresh tokens). */
  headers?: Record<string, string> | (() => Record<string, string>);
  withCredentials?: boolean;
  /**
   * Turns the parsed JSON response into file records, throwing an Error with the server's
   * message when it reports a failure. Default: an array body, or its `data` array.
   */
  parse?: (body: unknown) => AttachmentFile[];
}

const defaultParse = (body: unknown): AttachmentFile[] => {
  if (Array.isArray(body)) return body as AttachmentFile[];
  const data = (body as { data?: unknown })?.data;
  if (Array.isArray(data)) return data as AttachmentFile[];
  throw new Error((body as { msg?: string; message?: string })?.msg ?? (body as { message?: string })?.message ?? 'unexpected upload response');
};

/**
 * An `upload` callback for `<srm-attachment-button>` on XMLHttpRequest, so the progress
 * bar follows the real upload progress (fetch cannot report it). Endpoint, fields,
 * headers and response shape all come from the host.
 */
export function xhrUpload(options: XhrUploadOptions): AttachmentUpload {
  return (files, onProgress, signal) =>
    new Promise<AttachmentFile[]>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      const form = new FormData();
      for (const file of files) form.append(options.fieldName ?? 'files', file, file.name);
      const fields = typeof options.fields === 'function' ? options.fields() : (options.fields ?? {});
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      xhr.open('POST', options.url);
      xhr.withCredentials = Boolean(options.withCredentials);
      const headers = typeof options.headers === 'function' ? options.headers() : (options.headers ?? {});
      for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) onProgress((e.loaded / e.total) * 100);
      };
      xhr.onload = () => {
        let body: unknown = xhr.responseText;
        try {
          body = JSON.parse(xhr.responseText);
        } catch {
          /* not JSON: keep the text */
        }
        if (xhr.status < 200 || xhr.status >= 300) {
          const m = (body as { msg?: string; message?: string })?.msg ?? (body as { message?: string })?.message;
          reject(new Error(m || `${xhr.status} ${xhr.statusText}`));
          return;
        }
        try {
          onProgress(100);
          resolve((options.parse ?? defaultParse)(body));
        } catch (error) {
          reject(error);
        }
      };
      xhr.onerror = () => reject(new Error('network error'));
      xhr.onabort = () => reject(new DOMException('upload aborted', 'AbortError'));
      if (signal.aborted) return reject(new DOMException('upload aborted', 'AbortError'));
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(form);
    });
}
