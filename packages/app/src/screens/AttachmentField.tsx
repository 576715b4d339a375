/**
 * An `attachments` field of the edit screen: srm-attachment-button wired to the
 * file service. Uploads name the entity (functionId) and, once saved, the record
 * (businessId); the field keeps the comma-separated ids, saved with the record
 * like any other field. Upload, download and delete follow the attachment
 * buttons granted on the page's menu; `readonly` (record not editable) leaves
 * download only. PDFs and pictures can be seen without saving them: a signed link
 * to the PDF view (which also turns office files into PDF where the server can)
 * or to the file itself, for the element's PDF opener and image viewer.
 */
import { useMemo } from 'react';
import type { EntityDef, FieldDef } from '@srm/domain/entity/types.ts';
import { api } from '../lib/api.ts';
import { label, useLang } from '../lib/i18n.ts';
import { asAttachment, deleteFiles, downloadPost, FILE_BASE, listFiles, PDF_VIEW, signedUrl, uploadAttachments, type FileRecord } from '../lib/files.ts';
import type { MenuNode } from '../shell/data.ts';
import { SrmAttachmentButton } from '@srm/elements/react/srm-attachment-button.ts';

interface Props {
  id: string;
  def: EntityDef;
  field: FieldDef;
  recordId: string | null;
  value: string;
  menu?: MenuNode;
  readonly: boolean;
  onChange: (ids: string) => void;
}

export function AttachmentField({ id, def, field, recordId, value, menu, readonly, onChange }: Props) {
  useLang();
  const handlers = useMemo(
    () => ({
      upload: (files: File[], onProgress: (p: number) => void, signal: AbortSignal) => uploadAttachments(files, def.name, recordId, onProgress, signal),
      deleteFiles: (files: { fileId?: string | number; id?: string | number }[]) => deleteFiles(files.map((f) => f.fileId ?? f.id ?? '')),
      download: async (file: { fileId?: string | number; originalFileName: string }) => {
        await downloadPost(`${FILE_BASE}/downloadById`, { fileId: Number(file.fileId) }, file.originalFileName);
      },
      previewUrl: (file: { fileId?: string | number; originalFileName: string }) =>
        signedUrl(/\.pdf$/i.test(file.originalFileName) ? PDF_VIEW : `${FILE_BASE}/download`, { fileId: Number(file.fileId) }),
      // Ids may name a file deleted without the record being saved: fall back to the record's own files.
      loadFiles: async (ids: string[]): Promise<FileRecord[]> => {
        try {
          return await listFiles(ids);
        } catch (err) {
          if (!recordId) throw err;
          const rows = await api.data<Record<string, unknown>[]>(`${FILE_BASE}/listBaseFile`, { functionId: def.name, businessId: Number(recordId) });
          return rows.map(asAttachment).filter((f) => ids.includes(String(f.fileId)));
        }
      },
    }),
    [def.name, recordId],
  );
  return (
    <SrmAttachmentButton
      id={id}
      aria-label={label(field.label)}
      value={value}
      resources={menu?.resources ?? []}
      readonly={readonly}
      upload={handlers.upload}
      deleteFiles={handlers.deleteFiles}
      download={handlers.download}
      loadFiles={handlers.loadFiles}
      previewUrl={handlers.previewUrl}
      onSrmAttachmentsChange={(e) => onChange(e.detail.ids)}
    />
  );
}
