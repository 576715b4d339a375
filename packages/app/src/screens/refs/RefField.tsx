/**
 * A reference field in a form or a search form: a button showing the chosen
 * record's name (never its id) that opens the picker, and a clear button when
 * the field may be empty. `multiple` (search forms) chooses several records.
 */
import { useEffect, useState } from 'react';
import type { FieldDef } from '@srm/domain/entity/types.ts';
import { label, t, useLang } from '../../lib/i18n.ts';
import type { GridRow } from '@srm/elements/components/data-grid/data-grid.types.ts';
import { refLabel, resolveRefLabels } from './ref-labels.ts';
import { pickTargetOf, RefPickerDialog } from './RefPickerDialog.tsx';

interface Props {
  /** Id of the button, which the field's <label for> names. */
  id: string;
  /** Id of that visible label, so the button reads "Supplier: the chosen name". */
  labelId?: string;
  field: FieldDef;
  /** The id, or the ids when `multiple`. */
  value: unknown;
  /** The chosen record's name when the record carries it (a copied display field). */
  text?: string;
  multiple?: boolean;
  required?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** The rows chosen (none when cleared). */
  onPick: (rows: GridRow[]) => void;
}

const idsOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value === null || value === undefined || value === '' ? [] : String(value).split(','))
    .map((v) => String(v).trim())
    .filter(Boolean);

export function RefField({ id, labelId, field, value, text, multiple = false, required = false, invalid = false, describedBy, onPick }: Props) {
  const lang = useLang();
  const target = pickTargetOf(field);
  const [open, setOpen] = useState(false);
  const [, setResolved] = useState(0);
  const ids = idsOf(value);
  const key = ids.join(',');
  const needsNames = ids.some((v) => refLabel(target.name, v) === undefined) && !(ids.length === 1 && text);
  useEffect(() => {
    if (!needsNames) return;
    let alive = true;
    void resolveRefLabels(target.name, key.split(',')).then(() => alive && setResolved((n) => n + 1));
    return () => {
      alive = false;
    };
  }, [key, needsNames, target.name]);

  const name = label(field.label);
  const names = ids.map((v) => (ids.length === 1 && text ? text : (refLabel(target.name, v) ?? v)));
  const sep = lang === 'EN' ? ', ' : '、';
  const shown = names.length > 2 ? `${names.slice(0, 2).join(sep)} ${t('picker.andMore', { n: names.length - 2 })}` : names.join(sep);
  const textId = `${id}-text`;
  return (
    <div className={`ref-field${invalid ? ' invalid' : ''}`} data-ref={target.name}>
      <button
        type="button"
        id={id}
        className="ref-trigger"
        aria-haspopup="dialog"
        aria-labelledby={labelId ? `${labelId} ${textId}` : undefined}
        aria-label={labelId ? undefined : `${name} ${shown}`.trim()}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        title={shown || undefined}
        onClick={() => setOpen(true)}
      >
        <span id={textId} className={shown ? 'ref-text' : 'ref-text muted'}>
          {shown || t('picker.choose')}
        </span>
        <svg className="icon" width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-4-4" />
        </svg>
      </button>
      {ids.length && (!required || multiple) ? (
        <button type="button" className="ref-clear" aria-label={t('picker.clear', { name })} title={t('picker.clear', { name })} onClick={() => onPick([])}>
          ×
        </button>
      ) : null}
      <RefPickerDialog
        target={target}
        fieldLabel={name}
        open={open}
        multiple={multiple}
        onPick={(rows) => {
          setOpen(false);
          onPick(rows);
        }}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}
