/**
 * Keyset paging: `after: <key>` asks for the rows that follow that row in the
 * list's order, `before: <key>` for those that precede it. The row's own sort
 * values are read back by its key inside the caller's scope, so the cursor holds
 * no copy of them (no rounding of timestamps to milliseconds) and names only a
 * row the caller may see. Page 500 then costs what page 1 costs: the index is
 * entered at the row instead of walked from the start as OFFSET does.
 */
import type { EntityDef } from '@srm/domain/entity/types.ts';
import { ident } from '../db/db.ts';
import { ValidationError } from './app-error.ts';
import { columnOf } from './columns.ts';
import type { SortKey } from './list-query.ts';
import type { Params } from './params.ts';

export interface Cursor {
  key: number;
  /** `before`: the list is read backwards from the row, and the page turned round. */
  backwards: boolean;
}

export const CURSOR_PARAMS = ['after', 'before'] as const;

export function parseCursor(body: Record<string, unknown>): Cursor | undefined {
  const given = CURSOR_PARAMS.filter((name) => body[name] !== undefined && body[name] !== null && body[name] !== '');
  if (!given.length) return undefined;
  if (given.length > 1) throw new ValidationError([{ field: 'before', key: 'error.cursorBoth' }]);
  const name = given[0];
  const raw = body[name];
  const key = typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : raw;
  if (typeof key !== 'number' || !Number.isSafeInteger(key) || key < 1)
    throw new ValidationError([{ field: name, key: 'rule.type', params: { expected: 'integer' } }]);
  return { key, backwards: name === 'before' };
}

/**
 * The condition "comes after the cursor row" in the order of `keys` (read
 * backwards for `before`). `rowScope` limits the cursor row to what the caller
 * sees. All columns NOT NULL and one direction: a row comparison, which the
 * (sort columns, key) index serves as a range. Otherwise the column-by-column
 * form, with NULLs where PostgreSQL puts them (last ascending, first descending).
 */
export function cursorCondition(def: EntityDef, keys: readonly SortKey[], cursor: Cursor, rowScope: (alias: string) => string[], params: Params): string {
  const keyColumn = ident(columnOf(def, def.key));
  const key = params.add(cursor.key);
  const where = (alias: string) => [`${alias}.${keyColumn} = ${key}`, ...rowScope(alias)].join(' AND ');
  const desc = (k: SortKey) => k.desc !== cursor.backwards;
  const col = (k: SortKey) => `t.${ident(k.column)}`;
  const ref = (k: SortKey) => `(SELECT r.${ident(k.column)} FROM ${ident(def.table)} r WHERE ${where('r')})`;

  if (keys.every((k) => k.notNull) && keys.every((k) => desc(k) === desc(keys[0]))) {
    const cols = keys.map(col).join(', ');
    return `(${cols}) ${desc(keys[0]) ? '<' : '>'} (SELECT ${keys.map((k) => `r.${ident(k.column)}`).join(', ')} FROM ${ident(def.table)} r WHERE ${where('r')})`;
  }
  const after = (k: SortKey) => {
    if (k.notNull) return `${col(k)} ${desc(k) ? '<' : '>'} ${ref(k)}`;
    return desc(k)
      ? `(${col(k)} < ${ref(k)} OR (${ref(k)} IS NULL AND ${col(k)} IS NOT NULL))`
      : `(${col(k)} > ${ref(k)} OR (${ref(k)} IS NOT NULL AND ${col(k)} IS NULL))`;
  };
  const same = (k: SortKey) => (k.notNull ? `${col(k)} = ${ref(k)}` : `${col(k)} IS NOT DISTINCT FROM ${ref(k)}`);
  const branches = keys.map((k, i) => [...keys.slice(0, i).map(same), after(k)].join(' AND '));
  return `(EXISTS (SELECT 1 FROM ${ident(def.table)} r WHERE ${where('r')}) AND (${branches.map((b) => `(${b})`).join(' OR ')}))`;
}
