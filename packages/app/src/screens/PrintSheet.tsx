/**
 * A document as paper: the header's fields and every line of every child
 * collection, as plain tables (the virtualised line grids render only what is on
 * screen, so they cannot be printed). Hidden on screen; the Print button of the
 * edit screen shows it through `@media print` and calls `window.print()`.
 */
import type { EntityDef, FieldDef } from '@srm/domain/entity/types.ts';
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

function printable(field: FieldDef, row: Row, lookups: Props['lookups']): string {
  const value = row[field.name];
  if (value === null || value === undefined || value === '') return '';
  switch (field.type) {
    case 'lookup':
      return lookups[field.lookupType ?? '']?.find((e) => e.lookupCode === value)?.meaning ?? String(value);
    case 'flag':
      return value === 'Y' ? t('common.yes') : t('common.no');
    case 'ref':
      return refFieldText(field, row);
    case 'number':
    case 'money':
      return Number(value).toLocaleString(undefined, { maximumFractionDigits: field.precision ?? (field.type === 'money' ? 2 : 6) });
    case 'richtext':
      return new DOMParser().parseFromString(String(value), 'text/html').body.textContent ?? '';
    case 'attachments':
    case 'password':
      return '';
    default:
      return formatValue(field, value);
  }
}

export default function PrintSheet({ def, record, sections, lines, lookups }: Props) {
  return (
    <div className="print-sheet" aria-hidden="true">
      <h1>{label(def.label)}</h1>
      {sections.map((s) => (
        <table className="print-fields" key={s.title}>
          <caption>{s.title}</caption>
          <tbody>
            {s.fields.filter((f) => f.type !== 'attachments' && f.type !== 'password').map((f) => (
              <tr key={f.name}>
                <th>{label(f.label)}</th>
                <td>{printable(f, record, lookups)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
      {lines.map(({ title, lineDef, foreignKey, rows }) => {
        const fields = lineColumnNames(lineDef, foreignKey).map((n) => fieldByName(lineDef, n)).filter((f): f is FieldDef => !!f && !f.hidden && f.type !== 'password');
        return (
          <table className="print-lines" key={title}>
            <caption>{title}</caption>
            <thead>
              <tr>
                <th>#</th>
                {fields.map((f) => <th key={f.name}>{label(f.label)}</th>)}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={String(row[lineDef.key] ?? `new-${i}`)}>
                  <td>{i + 1}</td>
                  {fields.map((f) => <td key={f.name}>{printable(f, row, lookups)}</td>)}
                </tr>
              ))}
            </tbody>
          </table>
        );
      })}
    </div>
  );
}
