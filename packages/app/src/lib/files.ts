/**
 * The portal's side of the file service (packages/api/src/files/file-routes.ts)
 * and of Excel import: signed multipart uploads with real progress, signed
 * downloads saved under the server's file name, links with a one-use ticket
 * for what the browser opens by itself (a preview tab), and object URLs for
 * what it reads in several requests (a video element).
 */
import { xhrUpload } from '@srm/elements/components/attachment-button/xhr-upload.ts';
import type { AttachmentFile } from '@srm/elements/components/attachment-button/srm-attachment-button.ts';
import { api, ApiError } from './api.ts';

export const FILE_BASE = '/api/fileServer/v2/file';
/** A file as PDF, shown inline (office files converted where the server can). */
export const PDF_VIEW = '/api/fileServer/v2/pageoffice/doFilePdfView';

/** A file record of the server as the attachment element shows it. */
export interface FileRecord extends AttachmentFile {
  fileId: number;
  fileName: string;
  fileSize?: number;
}
export const asAttachment = (r: Record<string, unknown>): FileRecord => ({
  ...r,
  fileId: Number(r.fileId ?? r.id),
  fileName: String(r.fileName ?? ''),
  originalFileName: String(r.fileName ?? r.originalFileName ?? ''),
});

/** Headers of a signed call without the JSON content type (multipart sets its own). */
async function uploadHeaders(): Promise<Record<string, string>> {
  const h = await api.headers();
  delete h['content-type'];
  return h;
}

/**
 * Multipart POST with `fields` before the files (the import route reads its
 * entity field first, so xhrUpload, which appends files first, does not fit),
 * answering the parsed envelope whatever its status: a refusal still carries
 * data (an import's error workbook).
 */
export async function uploadMultipart<T = unknown>(
  url: string,
  files: File[],
  fields: Record<string, string>,
  onProgress: (percent: number) => void = () => undefined,
  fieldName = 'files',
): Promise<T> {
  const headers = await uploadHeaders();
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const file of files) form.append(fieldName, file, file.name);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => e.lengthComputable && e.total > 0 && onProgress((e.loaded / e.total) * 100);
    xhr.onload = () => {
      try {
        resolve(JSON.parse(xhr.responseText) as T);
      } catch {
        reject(new Error(`${xhr.status} ${xhr.statusText}`));
      }
    };
    xhr.onerror = () => reject(new Error('network error'));
    xhr.send(form);
  });
}

/** Uploads attachments of a record; answers the stored file records. */
export async function uploadAttachments(
  files: File[],
  functionId: string,
  businessId: string | null,
  onProgress: (p: number) => void,
  signal: AbortSignal,
): Promise<FileRecord[]> {
  const headers = await uploadHeaders();
  const fields: Record<string, string> = { functionId };
  if (businessId) fields.businessId = businessId;
  const rows = await xhrUpload({
    url: `${FILE_BASE}/upload`,
    fields,
    headers,
    parse: (body) => {
      const env = body as { status?: string; msg?: string; data?: unknown };
      if (env.status !== 'S' || !Array.isArray(env.data)) throw new Error(env.msg || 'upload failed');
      return env.data as AttachmentFile[];
    },
  })(files, onProgress, signal);
  return rows.map((r) => asAttachment(r as Record<string, unknown>));
}

export async function listFiles(ids: (string | number)[]): Promise<FileRecord[]> {
  if (!ids.length) return [];
  const rows = await api.data<Record<string, unknown>[]>(`${FILE_BASE}/listBaseFile`, { ids: ids.map(Number) });
  return rows.map(asAttachment);
}

export async function deleteFiles(ids: (string | number)[]): Promise<void> {
  await api.post(`${FILE_BASE}/batchDelete`, { ids: ids.map(Number) });
}

function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) return decodeURIComponent(star[1]);
  const plain = /filename="([^"]+)"/i.exec(disposition);
  return plain ? plain[1] : fallback;
}

/** POSTs a signed call answering bytes and saves them; a JSON answer is the server's refusal. */
export async function downloadPost(path: string, payload: unknown, fallbackName: string): Promise<string> {
  const res = await fetch(path, { method: 'POST', headers: await api.headers(), body: JSON.stringify(payload) });
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || type.includes('application/json')) {
    const env = (await res.json().catch(() => null)) as { status: 'E' | 'M'; msg: string; data: null } | null;
    throw new ApiError(env ?? { status: 'E', msg: res.statusText, data: null }, res.status);
  }
  const name = fileNameOf(res.headers.get('content-disposition'), fallbackName);
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
  return name;
}

/**
 * POSTs a signed call answering bytes and answers them as a Blob of the type the
 * server gave: how a preview shows a stored file, which the server always sends
 * as a sandboxed attachment (a link to it would download, not show).
 */
export async function fetchBlob(path: string, payload: unknown): Promise<Blob> {
  const res = await fetch(path, { method: 'POST', headers: await api.headers(), body: JSON.stringify(payload) });
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || type.includes('application/json')) {
    const env = (await res.json().catch(() => null)) as { status: 'E' | 'M'; msg: string; data: null } | null;
    throw new ApiError(env ?? { status: 'E', msg: res.statusText, data: null }, res.status);
  }
  const bytes = await res.blob();
  return bytes.type === type ? bytes : new Blob([bytes], { type });
}

/**
 * The bytes of a signed POST as an object URL, for what the browser reads in
 * several requests (a video seeks with Range requests, and a one-use ticket
 * would serve only the first). Revoke it when done.
 */
export async function blobUrl(path: string, payload: unknown): Promise<string> {
  return URL.createObjectURL(await fetchBlob(path, payload));
}
