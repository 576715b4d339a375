/**
 * Two states of one record side by side, field by field and line by line, in
 * the reader's language: two versions of a document (VersionsPanel), or a
 * record and a proposed change of it (ComparisonPanel). A table by design
 * (CONVENTIONS' exception for a key/value sheet): each row is one field with
 * its two values, grouped under the line it belongs to; nothing to page, sort
 * or configure.
 */
import type { EntityDef, FieldDef } from '@srm/domain/entity/types.ts';
import { getEntity } from '../../lib/registry.ts';
import type { FieldChange, VersionComparison } from '@srm/domain/entity/versions.ts';
import { label, t } from '../../lib/i18n.ts';
import type { Lookups } from '../../shell/data.ts';
import { fieldByName, type Row } from '../entity-ui.ts';
import { printable } from '../PrintSheet.tsx';
import { refDisplayKey } from '../refs/ref-labels.ts';

const shown = (field: FieldDef | undefined, value: unknown, lookups: Lookups) =>
  field ? printable(field, { [field.name]: value }, lookups) || '—' : String(value ?? '—');

/** The field a reference is read by, where its record copies it (an account's bank name for its bank). */
function readBy(def: EntityDef, name: string): string {
  const field = fieldByName(def, name);
  const key = field?.ref ? refDisplayKey(field) : name;
  return fieldByName(def, key) ? key : name;
}

/** A long text's new value with what went struck through and what came underlined (FieldChange.diff). */
function TextDiff({ parts }: { parts: NonNullable<FieldChange['diff']> }) {
  return (
    <span className="versions-text-diff">
      {parts.map((p, i) =>
        p.op === 'removed' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts are answered in text order and never reordered
          <del key={i}>{p.text}</del>
        ) : p.op === 'added' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <ins key={i}>{p.text}</ins>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <span key={i}>{p.text}</span>
        ),
      )}
    </span>
  );
}

function ChangeRows({ def, changes, lookups }: { def: EntityDef; changes: FieldChange[]; lookups: Lookups }) {
  // A reference whose copied name changed with it is read by the name.
  const named = new Set(changes.map((c) => c.field));
  const rows = changes.filter((c) => readBy(def, c.field) === c.field || !named.has(readBy(def, c.field)));
  return (
    <>
      {rows.map((c) => {
        const field = fieldByName(def, c.field);
        return (
          <tr key={c.field}>
            <th scope="row">{field ? label(field.label) : c.field}</th>
            <td>{shown(field, c.from, lookups)}</td>
            <td>{c.diff ? <TextDiff parts={c.diff} /> : shown(field, c.to, lookups)}</td>
          </tr>
        );
      })}
    </>
  );
}

/** What an added or removed line holds (its list's columns that have a value), on the side it is on. */
const contentOf = (lineDef: EntityDef, row: Row, side: 'from' | 'to'): FieldChange[] =>
  [...new Set((lineDef.list?.columns ?? []).map((name) => readBy(lineDef, name)))]
    .filter((name) => row[name] !== undefined && row[name] !== null && row[name] !== '')
    .map((name) => ({ field: name, from: side === 'from' ? row[name] : null, to: side === 'to' ? row[name] : null }));

interface Props {
  def: EntityDef;
  diff: Pick<VersionComparison, 'fields' | 'lines'>;
  fromLabel: string;
  toLabel: string;
  lookups: Lookups;
  /** Said when nothing differs. */
  same?: string;
}

export function ComparisonTable({ def, diff, fromLabel, toLabel, lookups, same }: Props) {
  const lineChanges = diff.lines.filter((l) => l.added.length || l.removed.length || l.changed.length);
  if (!diff.fields.length && !lineChanges.length) return <p className="muted">{same ?? t('versions.none')}</p>;
  return (
    <table className="versions-diff">
      <thead>
        <tr>
          <th scope="col">{t('versions.field')}</th>
          <th scope="col">{fromLabel}</th>
          <th scope="col">{toLabel}</th>
        </tr>
      </thead>
      <tbody>
        <ChangeRows def={def} changes={diff.fields} lookups={lookups} />
        {lineChanges.map((l) => {
          const child = def.children?.find((c) => c.name === l.child);
          const lineDef = getEntity(child!.entity);
          // A line is named by its title (an account's number) where it has one, else by its number.
          // The title is the record's data (a contact's name), marked so: only the child's label is the portal's text.
          const lineName = (title: unknown, lineNumber: unknown) => (
            <>
              {label(child!.label)} ·{' '}
              {title !== undefined && title !== null && title !== '' ? (
                <span className="value">{String(title)}</span>
              ) : (
                t('versions.line', { n: String(lineNumber ?? '') })
              )}
            </>
          );
          const titleOf = (row: Row) => (lineDef.titleField ? row[lineDef.titleField] : undefined);
          return [
            ...l.changed.flatMap((c) => [
              <tr key={`c-${String(c.key)}`} className="versions-line">
                <th scope="row" colSpan={3}>
                  {lineName(c.title, c.lineNumber)} · {t('versions.changed')}
                </th>
              </tr>,
              <ChangeRows key={`cf-${String(c.key)}`} def={lineDef} changes={c.fields} lookups={lookups} />,
            ]),
            ...l.added.flatMap((row, i) => [
              <tr key={`a-${String(row[lineDef.key] ?? i)}`} className="versions-line versions-added">
                <th scope="row">{lineName(titleOf(row), row.lineNumber)}</th>
                <td>—</td>
                <td>{t('versions.added')}</td>
              </tr>,
              <ChangeRows key={`af-${String(row[lineDef.key] ?? i)}`} def={lineDef} changes={contentOf(lineDef, row, 'to')} lookups={lookups} />,
            ]),
            ...l.removed.flatMap((row) => [
              <tr key={`r-${String(row[lineDef.key])}`} className="versions-line versions-removed">
                <th scope="row">{lineName(titleOf(row), row.lineNumber)}</th>
                <td>{t('versions.removed')}</td>
                <td>—</td>
              </tr>,
              <ChangeRows key={`rf-${String(row[lineDef.key])}`} def={lineDef} changes={contentOf(lineDef, row, 'from')} lookups={lookups} />,
            ]),
          ];
        })}
      </tbody>
    </table>
  );
}
