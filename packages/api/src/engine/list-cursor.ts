/**
 * Keyset paging: `after: <key>` asks for the rows that follow that row in the
 * list's order, `before: <key>` for those that precede it. The row's own sort
 * values are read back by its key inside the caller's scope, so the cursor holds
 * no copy of them (no rounding of timestamps to milliseconds) and names only a
 * row the caller may see. Page 500 then costs what page 1 costs: the index is
 * entered at the row instead of walked from the start as OFFSET does.
 */
import type { EntityDef } from '@srm/domain/entity/types.ts';
import { ident, type Queryable } from '../db/db.ts';
import { ValidationError } from './app-error.ts';
import { columnOf } from './columns.ts';
import type { SortKey } from './list-query.ts';
import { Params } from './params.ts';

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
 * The cursor row's sort values as text (so a timestamp keeps its microseconds)
 * cast back to their column's type, read by its key within the caller's scope;
 * undefined when the caller cannot see it (deleted, or another supplier's).
 */
export async function readCursorRow(
  q: Queryable,
  def: EntityDef,
  keys: readonly SortKey[],
  cursor: Cursor,
  scope: (params: Params) => string[],
): Promise<CursorValue[] | undefined> {
  const params = new Params();
  const conds = [`t.${ident(columnOf(def, def.key))} = ${params.add(cursor.key)}`, ...scope(params)];
  const res = await q.query<{ v: (string | null)[]; types: string[] }>(
    `SELECT ARRAY[${keys.map((k) => `t.${ident(k.column)}::text`).join(', ')}] AS v,
            ARRAY[${keys.map((k) => `format_type(pg_typeof(t.${ident(k.column)}), NULL)`).join(', ')}] AS types
       FROM ${ident(def.table)} t WHERE ${conds.join(' AND ')}`,
    params.values,
  );
  const row = res.rows[0];
  return row?.v.map((text, i) => ({ text, type: row.types[i] }));
}

/** A sort value of the cursor row: its text, null for NULL, and its column's SQL type. */
export interface CursorValue {
  text: string | null;
  type: string;
}

/**
 * The rows after the cursor row (values `values`) in the order of `keys` (read
 * backwards for `before`), as conditions whose results follow one another in
 * that order. PostgreSQL sorts NULL as if above every value (last ascending,
 * first descending), so after a value v come, ascending: greater values, then
 * NULLs; descending: smaller values; after NULL: nothing ascending, every value
 * descending. Consecutive strict comparisons of one direction become one row
 * comparison, which the (sort columns, key) index serves as a range: sorted by
 * one nullable column, a deep page is one index range plus, ascending, the NULLs.
 */
export function keysetBranches(keys: readonly SortKey[], row: readonly CursorValue[], backwards: boolean, params: Params): string[] {
  const values = row.map((v) => v.text);
  const value = (i: number) => `${params.add(values[i])}::${row[i].type}`;
  const desc = (i: number) => keys[i].desc !== backwards;
  const col = (i: number) => `t.${ident(keys[i].column)}`;
  const prefix = (upTo: number) => keys.slice(0, upTo).map((_, i) => (values[i] === null ? `${col(i)} IS NULL` : `${col(i)} = ${value(i)}`));
  type Part = { at: number; cmp: true } | { at: number; cmp: false; cond: string };
  const parts: Part[] = [];
  for (let i = keys.length - 1; i >= 0; i--) {
    if (values[i] === null) {
      if (desc(i)) parts.push({ at: i, cmp: false, cond: `${col(i)} IS NOT NULL` });
      continue;
    }
    parts.push({ at: i, cmp: true });
    if (!desc(i) && !keys[i].notNull) parts.push({ at: i, cmp: false, cond: `${col(i)} IS NULL` });
  }
  const branches: string[] = [];
  for (let p = 0; p < parts.length; p++) {
    const part = parts[p];
    if (!part.cmp) {
      branches.push([...prefix(part.at), part.cond].join(' AND '));
      continue;
    }
    // The run of strict comparisons at part.at, part.at - 1, ... in one direction.
    const last = part.at;
    let first = last;
    while (parts[p + 1]?.cmp && parts[p + 1].at === first - 1 && desc(first - 1) === desc(last)) {
      p++;
      first--;
    }
    const span = keys.slice(first, last + 1).map((_, j) => first + j);
    const cols = span.map(col);
    const vals = span.map(value);
    const cmp = cols.length === 1 ? `${cols[0]} ${desc(last) ? '<' : '>'} ${vals[0]}` : `(${cols.join(', ')}) ${desc(last) ? '<' : '>'} (${vals.join(', ')})`;
    branches.push([...prefix(first), cmp].join(' AND '));
  }
  return branches;
}
