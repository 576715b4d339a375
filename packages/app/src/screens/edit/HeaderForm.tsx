/**
 * The header of a document as form sections: each field with its label, its
 * control (field-control.tsx) and its error in the user's language.
 */
import { isAnswered } from '@srm/domain/entity/field-types.ts';
import type { EntityDef, FieldDef } from '@srm/domain/entity/types.ts';
import { writable } from '@srm/domain/entity/writable.ts';
import { label } from '../../lib/i18n.ts';
import { isSupplierUser } from '../../lib/session.ts';
import type { Lookups, MenuNode } from '../../shell/data.ts';
import type { Row } from '../entity-ui.ts';
import { fieldControl } from './field-control.tsx';
import type { Errors } from './validate.ts';

interface Props {
  def: EntityDef;
  /** Prefix of element ids, unique per tab. */
  idPrefix: string;
  sections: { title: string; fields: FieldDef[] }[];
  record: Row;
  errors: Errors;
  editable: boolean;
  isNew: boolean;
  recordId: string;
  lookups: Lookups;
  menu?: MenuNode;
  onChange: (field: FieldDef, value: unknown, extra?: Row) => void;
}

const WIDE = ['longtext', 'richtext'];

export function HeaderForm({ def, idPrefix, sections, record, errors, editable, isNew, recordId, lookups, menu, onChange }: Props) {
  const idOf = (suffix: string) => `${idPrefix}-${suffix}`.replace(/[^\w-]/g, '_');
  // A saved record answers every field the caller may read; one it left out (a tender's jury, to a bidder) is not shown at all.
  // A write-only field (a password, a secret) is never answered, yet may be typed again.
  const kept = (f: FieldDef) => f.name in record || !isAnswered(f);
  const shown = sections.map((s) => ({ ...s, fields: isNew ? s.fields : s.fields.filter(kept) })).filter((s) => s.fields.length);
  return (
    <>
      {shown.map((s, si) => (
        <section className="card form-section" key={s.title} aria-labelledby={idOf(`sec-${si}`)}>
          <h3 className="section-title" id={idOf(`sec-${si}`)}>
            {s.title}
          </h3>
          <div className="form-grid">
            {s.fields.map((f) => {
              const id = idOf(f.name);
              const err = errors[f.name];
              const readOnly = !editable || !writable(f, isSupplierUser());
              return (
                <div key={f.name} className={`form-item${err ? ' has-error' : ''}${WIDE.includes(f.type) ? ' span-all' : ''}`} data-field={f.name}>
                  <label htmlFor={id} id={`${id}-label`} className={f.required && !readOnly ? 'required' : undefined}>
                    {label(f.label)}
                  </label>
                  {fieldControl({
                    def,
                    field: f,
                    record,
                    id,
                    labelId: `${id}-label`,
                    readOnly,
                    isNew,
                    recordId,
                    error: err,
                    lookups,
                    menu,
                    onChange: (value, extra) => onChange(f, value, extra),
                  })}
                  {err ? (
                    <div className="field-error" id={`${id}-error`} role="alert">
                      {err}
                    </div>
                  ) : null}
                </div>
              );
            })}
          </div>
        </section>
      ))}
    </>
  );
}
