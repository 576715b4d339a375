/**
 * Which control a header field of the edit form gets, by field type: the one
 * place that decides it (a read-only field is an `srm-display-field`, a
 * reference opens the record picker, an attachment field the file service).
 */
import type { ReactNode } from 'react';
import type { EntityDef, FieldDef } from '@srm/domain/entity/types.ts';
import { FIELD_TYPES, shownDecimals, type DisplayKind, type InputKind } from '@srm/domain/entity/field-types.ts';
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

interface ControlContext {
  p: FieldControlProps;
  f: FieldDef;
  value: unknown;
  name: string;
  err?: string;
  common: { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string };
}

const shownProps = (c: ControlContext) => ({ id: c.p.id, className: 'readonly-value', placeholder: '—' });

/** A read-only value, by how its field type displays (entity/field-types.ts). */
const DISPLAY: Record<DisplayKind, (c: ControlContext) => ReactNode> = {
  text: (c) => <SrmDisplayField {...shownProps(c)} value={c.value ?? ''} />,
  longText: (c) => <SrmDisplayField {...shownProps(c)} value={c.value ?? ''} />,
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeHtml just here
  html: (c) => <div className="readonly-value rich-view" id={c.p.id} dangerouslySetInnerHTML={{ __html: sanitizeHtml(String(c.value ?? '')) }} />,
  number: (c) => <SrmDisplayField {...shownProps(c)} type="number" precision={shownDecimals(c.f)} value={c.value ?? ''} />,
  flag: (c) => <SrmDisplayField {...shownProps(c)} value={c.value === 'Y' ? t('common.yes') : c.value === 'N' ? t('common.no') : ''} />,
  lookup: (c) => <SrmDisplayField {...shownProps(c)} type="lookup" entries={c.p.lookups[c.f.lookupType!] ?? []} value={c.value ?? ''} />,
  reference: (c) => <SrmDisplayField {...shownProps(c)} value={refFieldText(c.f, c.p.record)} />,
  date: (c) => <SrmDisplayField {...shownProps(c)} type="date" value={c.value ?? ''} />,
  datetime: (c) => <SrmDisplayField {...shownProps(c)} type="datetime" value={c.value ?? ''} />,
  secret: (c) => <SrmDisplayField {...shownProps(c)} value="••••••" />,
  files: (c) => files(c, true),
};

function files(c: ControlContext, readonly: boolean): ReactNode {
  const { p } = c;
  return (
    <AttachmentField
      id={p.id}
      def={p.def}
      field={c.f}
      recordId={p.isNew ? null : p.recordId}
      value={(c.value as string) ?? ''}
      menu={p.menu}
      readonly={readonly}
      onChange={(ids) => p.onChange(ids || null)}
    />
  );
}

function dateInput(c: ControlContext, type: 'date' | 'datetime'): ReactNode {
  return (
    <SrmDatePicker
      {...c.common}
      accessible-name={c.name}
      type={type}
      required={c.f.required}
      invalid={!!c.err}
      value={c.value ? formatDate(c.value as string, type === 'date' ? DATE_PATTERNS.date : DATE_PATTERNS.datetime) : ''}
      onChange={(e) => c.p.onChange((e.target as unknown as { value: string }).value || null)}
    />
  );
}

/** An editable value, by the input its field type takes (entity/field-types.ts). */
const INPUT: Record<InputKind, (c: ControlContext) => ReactNode> = {
  text: (c) => <input {...c.common} value={(c.value as string) ?? ''} maxLength={c.f.maxLength} onChange={(e) => c.p.onChange(e.target.value)} />,
  textarea: (c) => <textarea {...c.common} rows={4} value={(c.value as string) ?? ''} onChange={(e) => c.p.onChange(e.target.value)} />,
  html: (c) => <RichText id={c.p.id} label={c.name} value={(c.value as string) ?? ''} invalid={!!c.err} onChange={(v) => c.p.onChange(v)} />,
  password: (c) => (
    <input
      {...c.common}
      type="password"
      autoComplete="new-password"
      placeholder={c.p.isNew ? '' : t('edit.passwordKeep')}
      value={(c.value as string) ?? ''}
      onChange={(e) => c.p.onChange(e.target.value)}
    />
  ),
  number: (c) => (
    <input
      {...c.common}
      inputMode="decimal"
      className="num"
      value={c.value === null || c.value === undefined ? '' : String(c.value)}
      onChange={(e) => c.p.onChange(e.target.value)}
    />
  ),
  flag: (c) => <SrmYnCheckbox {...c.common} accessibleName={c.name} value={c.value ?? 'N'} onChange={(e) => c.p.onChange(eventValue(e))} />,
  lookup: (c) => (
    <SrmLookupSelect
      {...c.common}
      accessibleName={c.name}
      required={c.f.required}
      invalid={!!c.err}
      entries={c.p.lookups[c.f.lookupType!] ?? []}
      value={(c.value as string) ?? null}
      clearable={!c.f.required}
      onChange={(e) => c.p.onChange(eventValue(e))}
    />
  ),
  reference: (c) => (
    <RefField
      id={c.p.id}
      labelId={c.p.labelId}
      field={c.f}
      value={c.value}
      text={refFieldText(c.f, c.p.record)}
      required={c.f.required}
      invalid={!!c.err}
      describedBy={c.err ? `${c.p.id}-error` : undefined}
      onPick={(rows) => {
        const picked = pickedValues(c.f, rows[0] ?? null);
        c.p.onChange(picked[c.f.name], picked);
      }}
    />
  ),
  date: (c) => dateInput(c, 'date'),
  datetime: (c) => dateInput(c, 'datetime'),
  files: (c) => files(c, false),
};

export function fieldControl(p: FieldControlProps): ReactNode {
  const { field: f, record, id, readOnly, error: err } = p;
  const c: ControlContext = {
    p,
    f,
    value: record[f.name],
    name: label(f.label),
    err,
    common: { id, 'aria-invalid': !!err || undefined, 'aria-describedby': err ? `${id}-error` : undefined },
  };
  const kind = FIELD_TYPES[f.type];
  return readOnly ? DISPLAY[kind.display](c) : INPUT[kind.input](c);
}
