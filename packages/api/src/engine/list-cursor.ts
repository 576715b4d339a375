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
 * A page after (or before) the cursor row in one statement. The row is read by
 * its key within the caller's scope in a CTE, `srm_cursor` (no copy of its values
 * travels, so a timestamp keeps its microseconds, and another supplier's row
 * names nothing), and the conditions compare with its values as `c.s0`, `c.s1`...
 * (the CTE joined LATERALly as `c`).
 *
 * Which rows follow depends on which of the row's sort values are NULL:
 * PostgreSQL sorts NULL as if above every value (last ascending, first
 * descending), so after a value v come, ascending, greater values and then NULLs;
 * descending, smaller values; after NULL nothing ascending and every value
 * descending. So there is a list of conditions per pattern of NULLs among the
 * nullable sort columns, each guarded by its pattern: the planner turns the
 * guards into one-time filters and runs only the matching pattern's. Within a
 * pattern the conditions' rows follow one another in the list's order, and
 * consecutive strict comparisons of one direction become one row comparison,
 * which the (sort columns, key) index serves as a range.
 */
export function keysetConditions(
  def: EntityDef,
  keys: readonly SortKey[],
  cursor: Cursor,
  scope: string[],
  params: Params,
): { cte: string; branches: string[] } {
  const keyColumn = columnOf(def, def.key);
  const cte = `srm_cursor AS MATERIALIZED (SELECT ${keys.map((k, i) => `r.${ident(k.column)} AS s${i}`).join(', ')} FROM ${ident(def.table)} r WHERE ${[
    `r.${ident(keyColumn)} = ${params.add(cursor.key)}`,
    ...scope,
  ].join(' AND ')})`;
  const value = (i: number) => `c.s${i}`;
  const desc = (i: number) => keys[i].desc !== cursor.backwards;
  const col = (i: number) => `t.${ident(keys[i].column)}`;
  const nullable = keys.map((k, i) => (k.notNull ? -1 : i)).filter((i) => i >= 0);

  const branches: string[] = [];
  for (let mask = 0; mask < 1 << nullable.length; mask++) {
    const isNull = (i: number) => nullable.includes(i) && (mask & (1 << nullable.indexOf(i))) !== 0;
    const guard = nullable.map((i) => `${value(i)} IS ${isNull(i) ? '' : 'NOT '}NULL`);
    const prefix = (upTo: number) => keys.slice(0, upTo).map((_, i) => (isNull(i) ? `${col(i)} IS NULL` : `${col(i)} = ${value(i)}`));
    type Part = { at: number; cmp: true } | { at: number; cmp: false; cond: string };
    const parts: Part[] = [];
    for (let i = keys.length - 1; i >= 0; i--) {
      if (isNull(i)) {
        if (desc(i)) parts.push({ at: i, cmp: false, cond: `${col(i)} IS NOT NULL` });
        continue;
      }
      parts.push({ at: i, cmp: true });
      if (!desc(i) && !keys[i].notNull) parts.push({ at: i, cmp: false, cond: `${col(i)} IS NULL` });
    }
    for (let p = 0; p < parts.length; p++) {
      const part = parts[p];
      if (!part.cmp) {
        branches.push([...guard, ...prefix(part.at), part.cond].join(' AND '));
        continue;
      }
      // The run of strict comparisons at part.at, part.at - 1, ... in one direction.
      const last = part.at;
      let first = last;
      while (parts[p + 1]?.cmp && parts[p + 1].at === first - 1 && desc(first - 1) === desc(last)) {
        p++;
        first--;
      }
      const span = Array.from({ length: last - first + 1 }, (_, j) => first + j);
      const op = desc(last) ? '<' : '>';
      const cmp = span.length === 1 ? `${col(first)} ${op} ${value(first)}` : `(${span.map(col).join(', ')}) ${op} (${span.map(value).join(', ')})`;
      branches.push([...guard, ...prefix(first), cmp].join(' AND '));
    }
  }
  return { cte, branches };
}
