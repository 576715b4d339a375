/**
 * An `attachments` field of the edit screen: srm-attachment-button wired to the
 * file service (lib/attachment-handlers.ts); the field keeps the comma-separated
 * ids, saved with the record like any other field. Upload, download and delete
 * follow the attachment buttons granted on the page's menu; `readonly` (record
 * not editable) leaves download only.
 */
import { useMemo } from 'react';
import type { EntityDef, FieldDef } from '@srm/domain/entity/types.ts';
import { label, useLang } from '../lib/i18n.ts';
import { attachmentHandlers } from '../lib/attachment-handlers.ts';
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
  const handlers = useMemo(() => attachmentHandlers(def.name, recordId), [def.name, recordId]);
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
