/**
 * A document as paper: the header's fields and every line of every child
 * collection, as plain tables (the virtualised line grids render only what is on
 * screen, so they cannot be printed). Hidden on screen; the Print button of the
 * edit screen shows it through `@media print` and calls `window.print()`.
 */
import type { EntityDef, FieldDef } from '@srm/domain/entity/types.ts';
import { FIELD_TYPES, shownDecimals, type DisplayKind } from '@srm/domain/entity/field-types.ts';
import { formatNumber } from '@srm/values/numbers.ts';
import type { LookupEntry } from '../shell/data.ts';
import { label, t } from '../lib/i18n.ts';
import { fieldByName, formatValue, lineColumnNames, type Row } from './entity-ui.ts';
import { refFieldText } from './refs/ref-labels.ts';

interface Props {
  def: EntityDef;
  record: Row;
  sections: { title: string; fields: FieldDef[] }[];
  lines: { title: string; lineDef: EntityDef; foreignKey: string; rows: Row[] }[];
  lookups: Record<string, LookupEntry[]>;
}

/** A value as printed, by its type's display kind (entity/field-types.ts). */
const PRINTED: Record<DisplayKind, ((field: FieldDef, row: Row, lookups: Props['lookups']) => string) | null> = {
  text: (f, row) => formatValue(f, row[f.name]),
  longText: (f, row) => formatValue(f, row[f.name]),
  html: (f, row) => new DOMParser().parseFromString(String(row[f.name]), 'text/html').body.textContent ?? '',
  number: (f, row) => formatNumber(row[f.name], { precision: shownDecimals(f) }),
  flag: (f, row) => (row[f.name] === 'Y' ? t('common.yes') : t('common.no')),
  lookup: (f, row, lookups) => lookups[f.lookupType ?? '']?.find((e) => e.lookupCode === row[f.name])?.meaning ?? String(row[f.name]),
  reference: (f, row) => refFieldText(f, row),
  date: (f, row) => formatValue(f, row[f.name]),
  datetime: (f, row) => formatValue(f, row[f.name]),
  secret: null,
  files: null,
};

const printed = (field: FieldDef) => PRINTED[FIELD_TYPES[field.type].display] !== null;

export function printable(field: FieldDef, row: Row, lookups: Props['lookups']): string {
  const value = row[field.name];
  if (value === null || value === undefined || value === '') return '';
  return PRINTED[FIELD_TYPES[field.type].display]?.(field, row, lookups) ?? '';
}

export default function PrintSheet({ def, record, sections, lines, lookups }: Props) {
  return (
    <div className="print-sheet" aria-hidden="true">
      <h1>{label(def.label)}</h1>
      {sections.map((s) => (
        <table className="print-fields" key={s.title}>
          <caption>{s.title}</caption>
          <tbody>
            {s.fields.filter(printed).map((f) => (
              <tr key={f.name}>
                <th>{label(f.label)}</th>
                <td>{printable(f, record, lookups)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
      {lines.map(({ title, lineDef, foreignKey, rows }) => {
        const fields = lineColumnNames(lineDef, foreignKey)
          .map((n) => fieldByName(lineDef, n))
          .filter((f): f is FieldDef => !!f && !f.hidden && printed(f));
        return (
          <table className="print-lines" key={title}>
            <caption>{title}</caption>
            <thead>
              <tr>
                <th>#</th>
                {fields.map((f) => (
                  <th key={f.name}>{label(f.label)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={String(row[lineDef.key] ?? `new-${i}`)}>
                  <td>{i + 1}</td>
                  {fields.map((f) => (
                    <td key={f.name}>{printable(f, row, lookups)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        );
      })}
    </div>
  );
}
