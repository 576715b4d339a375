/**
 * Which control a header field of the edit form gets, by field type: the one
 * place that decides it (a read-only field is an `srm-display-field`, a
 * reference opens the record picker, an attachment field the file service).
 */
import type { ReactNode } from 'react';
import type { EntityDef, FieldDef } from '@srm/domain/entity/types.ts';
import { formatDate, DATE_PATTERNS } from '@srm/domain/dates.ts';
import { SrmDatePicker } from '@srm/elements/react/srm-date-picker.ts';
import { SrmDisplayField } from '@srm/elements/react/srm-display-field.ts';
import { SrmLookupSelect } from '@srm/elements/react/srm-lookup-select.ts';
import { SrmYnCheckbox } from '@srm/elements/react/srm-yn-checkbox.ts';
import { label, t } from '../../lib/i18n.ts';
import type { Lookups, MenuNode } from '../../shell/data.ts';
import type { Row } from '../entity-ui.ts';
import { AttachmentField } from '../AttachmentField.tsx';
import { RichText, sanitizeHtml } from '../RichText.tsx';
import { RefField } from '../refs/RefField.tsx';
import { pickedValues, refFieldText } from '../refs/ref-labels.ts';

export interface FieldControlProps {
  def: EntityDef;
  field: FieldDef;
  record: Row;
  /** Id of the control, named by the field's <label for>. */
  id: string;
  /** Id of that label. */
  labelId: string;
  readOnly: boolean;
  isNew: boolean;
  recordId: string;
  error?: string;
  lookups: Lookups;
  menu?: MenuNode;
  /** Sets the field, and other fields that come with it (a reference's copied names). */
  onChange: (value: unknown, extra?: Row) => void;
}

const eventValue = (e: Event) => (e.target as unknown as { value: unknown }).value;

/** The decimals a number field shows. */
const decimals = (f: FieldDef) => (f.type === 'integer' ? 0 : f.precision ?? (f.type === 'money' ? 2 : undefined));

export function fieldControl(p: FieldControlProps): ReactNode {
  const { field: f, record, id, readOnly, error: err, lookups, onChange } = p;
  const value = record[f.name];
  const name = label(f.label);
  const common = { id, 'aria-invalid': !!err || undefined, 'aria-describedby': err ? `${id}-error` : undefined };
  if (f.type === 'attachments') {
    return <AttachmentField id={id} def={p.def} field={f} recordId={p.isNew ? null : p.recordId} value={(value as string) ?? ''} menu={p.menu} readonly={readOnly} onChange={(ids) => onChange(ids || null)} />;
  }
  if (readOnly) {
    const shown = { id, className: 'readonly-value', placeholder: '—' };
    switch (f.type) {
      case 'lookup':
        return <SrmDisplayField {...shown} type="lookup" entries={lookups[f.lookupType!] ?? []} value={value ?? ''} />;
      case 'flag':
        return <SrmDisplayField {...shown} value={value === 'Y' ? t('common.yes') : value === 'N' ? t('common.no') : ''} />;
      case 'integer':
      case 'number':
      case 'money':
        return <SrmDisplayField {...shown} type="number" precision={decimals(f)} value={value ?? ''} />;
      case 'date':
      case 'datetime':
        return <SrmDisplayField {...shown} type={f.type} value={value ?? ''} />;
      case 'ref':
        return <SrmDisplayField {...shown} value={refFieldText(f, record)} />;
      case 'richtext':
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeHtml just here
        return <div className="readonly-value rich-view" id={id} dangerouslySetInnerHTML={{ __html: sanitizeHtml(String(value ?? '')) }} />;
      case 'password':
        return <SrmDisplayField {...shown} value="••••••" />;
      default:
        return <SrmDisplayField {...shown} value={value ?? ''} />;
    }
  }
  switch (f.type) {
    case 'lookup':
      return <SrmLookupSelect {...common} accessibleName={name} required={f.required} invalid={!!err} entries={lookups[f.lookupType!] ?? []} value={(value as string) ?? null} clearable={!f.required} onChange={(e) => onChange(eventValue(e))} />;
    case 'flag':
      return <SrmYnCheckbox {...common} accessibleName={name} value={value ?? 'N'} onChange={(e) => onChange(eventValue(e))} />;
    case 'ref': {
      return (
        <RefField
          id={id}
          labelId={p.labelId}
          field={f}
          value={value}
          text={refFieldText(f, record)}
          required={f.required}
          invalid={!!err}
          describedBy={err ? `${id}-error` : undefined}
          onPick={(rows) => {
            const picked = pickedValues(f, rows[0] ?? null);
            onChange(picked[f.name], picked);
          }}
        />
      );
    }
    case 'date':
    case 'datetime':
      return (
        <SrmDatePicker
          {...common}
          accessible-name={name}
          type={f.type}
          required={f.required}
          invalid={!!err}
          value={value ? formatDate(value as string, f.type === 'date' ? DATE_PATTERNS.date : DATE_PATTERNS.datetime) : ''}
          onChange={(e) => onChange((e.target as unknown as { value: string }).value || null)}
        />
      );
    case 'longtext':
      return <textarea {...common} rows={4} value={(value as string) ?? ''} onChange={(e) => onChange(e.target.value)} />;
    case 'richtext':
      return <RichText id={id} label={name} value={(value as string) ?? ''} invalid={!!err} onChange={(v) => onChange(v)} />;
    case 'password':
      return <input {...common} type="password" autoComplete="new-password" placeholder={p.isNew ? '' : t('edit.passwordKeep')} value={(value as string) ?? ''} onChange={(e) => onChange(e.target.value)} />;
    case 'integer':
    case 'number':
    case 'money':
      return <input {...common} inputMode="decimal" className="num" value={value === null || value === undefined ? '' : String(value)} onChange={(e) => onChange(e.target.value)} />;
    default:
      return <input {...common} value={(value as string) ?? ''} maxLength={f.maxLength} onChange={(e) => onChange(e.target.value)} />;
  }
}
