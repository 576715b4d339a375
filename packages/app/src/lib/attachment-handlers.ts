/**
 * What srm-attachment-button needs of the file service for one record of an
 * entity: uploads name the entity (functionId) and, once saved, the record
 * (businessId). PDFs and pictures are previewed from their bytes, fetched as a
 * Blob (the PDF view also turns office files into PDF where the server can). Used by the edit
 * screen's attachment fields and by legacy pages through the embed bundle.
 */
import type { AttachmentFile } from '@srm/elements/components/attachment-button/srm-attachment-button.ts';
import { api } from './api.ts';
import { asAttachment, deleteFiles, downloadPost, fetchBlob, FILE_BASE, listFiles, PDF_VIEW, uploadAttachments, type FileRecord } from './files.ts';

type FileRef = Pick<AttachmentFile, 'originalFileName'> & { fileId?: string | number; id?: string | number };

export function attachmentHandlers(entityName: string, recordId: string | null) {
  return {
    upload: (files: File[], onProgress: (p: number) => void, signal: AbortSignal) => uploadAttachments(files, entityName, recordId, onProgress, signal),
    deleteFiles: (files: FileRef[]) => deleteFiles(files.map((f) => f.fileId ?? f.id ?? '')),
    download: async (file: FileRef) => {
      await downloadPost(`${FILE_BASE}/downloadById`, { fileId: Number(file.fileId) }, file.originalFileName);
    },
    // The bytes, not a link: the server sends every stored file as a sandboxed attachment, which a tab or <img> would not show.
    previewUrl: (file: FileRef) => fetchBlob(/\.pdf$/i.test(file.originalFileName) ? PDF_VIEW : `${FILE_BASE}/download`, { fileId: Number(file.fileId) }),
    // Ids may name a file deleted without the record being saved: fall back to the record's own files.
    loadFiles: async (ids: string[]): Promise<FileRecord[]> => {
      try {
        return await listFiles(ids);
      } catch (err) {
        if (!recordId) throw err;
        const rows = await api.data<Record<string, unknown>[]>(`${FILE_BASE}/listBaseFile`, { functionId: entityName, businessId: Number(recordId) });
        return rows.map(asAttachment).filter((f) => ids.includes(String(f.fileId)));
      }
    },
  };
}
