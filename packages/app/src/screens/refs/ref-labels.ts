/**
 * The text a reference shows instead of its id. A definition usually copies the
 * target's name beside the id (`supplierName` beside `supplierId`); where it does
 * not, the names are asked of the target's listByPage by key, once per batch of
 * ids, and kept here. A row picked in a picker is remembered as it is.
 */
import type { EntityDef, FieldDef } from '@srm/domain/entity/types.ts';
import { fieldOf, findEntity } from '../../lib/registry.ts';
import { restPath } from '@srm/domain/entity/rest-path.ts';
import { recordText } from '@srm/domain/entity/record-names.ts';
import { api } from '../../lib/api.ts';
import { getLang } from '../../lib/session.ts';

type Row = Record<string, unknown>;

// Rows, not texts, so that a language switch names them anew.
const known = new Map<string, Map<string, Row>>();
const readerLang = () => (getLang() === 'EN' ? 'en' : 'zh');
const byEntity = (entity: string) => {
  let m = known.get(entity);
  if (!m) known.set(entity, (m = new Map()));
  return m;
};

/** Where a row keeps the looked-up text of a reference that copies no name of its own. */
export const refTextKey = (fieldName: string) => `${fieldName}__text`;

/** The own field holding the copied display of the target (`supplierName`), if the definition copies one. */
export function copiedDisplayOf(field: FieldDef): string | undefined {
  const r = field.ref;
  return r?.display ? r.copy?.[r.display] : undefined;
}

/** The key a grid column or a form shows for a reference field. */
export function refDisplayKey(field: FieldDef): string {
  return copiedDisplayOf(field) ?? refTextKey(field.name);
}

/** Remembers picked or listed rows of an entity under their key. */
export function rememberRows(target: EntityDef, rows: Row[]): void {
  const m = byEntity(target.name);
  for (const row of rows) if (row[target.key] !== undefined && row[target.key] !== null) m.set(String(row[target.key]), row);
}

export function refLabel(entity: string, id: unknown): string | undefined {
  if (id === null || id === undefined || id === '') return undefined;
  const row = known.get(entity)?.get(String(id));
  const target = row && findEntity(entity);
  return target ? recordText(target, row, undefined, readerLang()) : undefined;
}

/** Forgets what is known of an entity's rows (after it was saved or imported), or of every entity. */
export function forgetRefLabels(entity?: string): void {
  if (entity) known.delete(entity);
  else known.clear();
}

const PAGE = 500;

/** Asks the target for the names of the ids not known yet; ids the caller may not see stay unnamed. */
export async function resolveRefLabels(entity: string, ids: unknown[]): Promise<void> {
  const target = findEntity(entity);
  if (!target?.rest) return;
  const m = byEntity(entity);
  const missing = [...new Set(ids.filter((v) => v !== null && v !== undefined && v !== '').map(String))].filter((id) => !m.has(id) && /^\d+$/.test(id));
  for (let i = 0; i < missing.length; i += PAGE) {
    const chunk = missing.slice(i, i + PAGE);
    try {
      const env = await api.post<Row[]>(restPath(target, 'listByPage'), { pageIndex: 1, pageRows: chunk.length, [target.key]: chunk.map(Number) });
      rememberRows(target, env.data);
    } catch {
      // A target the caller may not read leaves the ids as they are.
      return;
    }
  }
}

/** Reference fields among `names` of `def` that copy no name of their own. */
function uncopiedRefs(def: EntityDef, names: readonly string[]): (FieldDef & { ref: NonNullable<FieldDef['ref']> })[] {
  return names
    .map((n) => fieldOf(def, n))
    .filter((f): f is FieldDef & { ref: NonNullable<FieldDef['ref']> } => !!f && f.type === 'ref' && !!f.ref && !copiedDisplayOf(f));
}

/**
 * Writes the text of each uncopied reference among `names` into the rows
 * (`refTextKey`), asking the targets for what is not known. Answers the rows.
 */
export async function withRefTexts<T extends Row>(def: EntityDef, names: readonly string[], rows: T[]): Promise<T[]> {
  const fields = uncopiedRefs(def, names);
  if (!fields.length || !rows.length) return rows;
  await Promise.all(
    fields.map((f) =>
      resolveRefLabels(
        f.ref.entity,
        rows.map((r) => r[f.name]),
      ),
    ),
  );
  for (const row of rows)
    for (const f of fields)
      (row as Row)[refTextKey(f.name)] =
        refLabel(f.ref.entity, row[f.name]) ?? (row[f.name] === null || row[f.name] === undefined ? null : String(row[f.name]));
  return rows;
}

/** The text of a reference field's value in a record: the copied name, the looked-up text, or the id. */
export function refFieldText(field: FieldDef, record: Row): string {
  const value = record[field.name];
  if (value === null || value === undefined || value === '') return '';
  const shown = record[refDisplayKey(field)];
  if (shown !== null && shown !== undefined && shown !== '') return String(shown);
  return (field.ref && refLabel(field.ref.entity, value)) ?? String(value);
}

/** The values a picked row gives a record: the id, the fields the definition copies, and the shown text. */
export function pickedValues(field: FieldDef, row: Row | null): Row {
  const target = field.ref ? findEntity(field.ref.entity) : undefined;
  const out: Row = { [field.name]: row && target ? row[target.key] : null };
  for (const [from, to] of Object.entries(field.ref?.copy ?? {})) out[to] = row ? (row[from] ?? null) : null;
  if (!copiedDisplayOf(field)) out[refTextKey(field.name)] = row && target ? recordText(target, row, undefined, readerLang()) : null;
  if (row && target) rememberRows(target, [row]);
  return out;
}
