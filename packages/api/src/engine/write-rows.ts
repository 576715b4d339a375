/**
 * Many rows in one statement: an Excel import's headers, a document's new and
 * changed lines. Rows are grouped by the columns they carry, so a column a row
 * leaves out keeps its database default (insert) or its value (update).
 */
import { toSnake } from '@srm/domain/entity/naming.ts';
import type { EntityDef } from '@srm/domain/entity/types.ts';
import { sqlType } from '../db/schema.ts';
import { ident, type Queryable } from '../db/db.ts';
import type { Caller } from './caller.ts';
import { hooksOf } from './hooks.ts';

/** PostgreSQL takes at most 65535 parameters in one statement. */
export const MAX_PARAMS = 60_000;

/** Indexes of `rows` grouped by the columns each carries, in their order. */
function byShape(rows: Record<string, unknown>[]): number[][] {
  const groups = new Map<string, number[]>();
  for (const [i, values] of rows.entries()) {
    const shape = Object.keys(values).join('\u0000');
    const group = groups.get(shape);
    if (group) group.push(i);
    else groups.set(shape, [i]);
  }
  return [...groups.values()];
}

/** Inserts `rows` (column -> value) and answers their new ids, in the same order. */
export async function insertRows(tx: Queryable, def: EntityDef, rows: Record<string, unknown>[], caller: Caller): Promise<number[]> {
  const ids = new Array<number>(rows.length);
  for (const indexes of byShape(rows)) {
    const columns = Object.keys(rows[indexes[0]]);
    const allColumns = [...columns, 'created_by', 'last_updated_by'];
    const perChunk = Math.max(1, Math.floor(MAX_PARAMS / allColumns.length));
    for (let start = 0; start < indexes.length; start += perChunk) {
      const chunk = indexes.slice(start, start + perChunk);
      const params: unknown[] = [];
      const tuples = chunk.map((i) => {
        const cells = [...columns.map((c) => rows[i][c]), caller.userId, caller.userId];
        return `(${cells.map((cell) => `$${params.push(cell)}`).join(', ')})`;
      });
      // RETURNING follows the VALUES order for a plain INSERT ... VALUES.
      const res = await tx.query<{ id: number }>(
        `INSERT INTO ${ident(def.table)} (${allColumns.map(ident).join(', ')}) VALUES ${tuples.join(', ')} RETURNING ${ident(toSnake(def.key))} AS id`,
        params,
      );
      for (const [n, row] of res.rows.entries()) ids[chunk[n]] = Number(row.id);
    }
  }
  return ids;
}

/**
 * Updates rows by key (`where` narrows further: a line's document) from one
 * VALUES list per shape, cast to the columns' types; each row's version goes up
 * by one and it is marked updated by the caller.
 */
export async function updateRows(
  tx: Queryable,
  def: EntityDef,
  rows: { id: number; values: Record<string, unknown> }[],
  caller: Caller,
  where: { column: string; value: unknown },
): Promise<void> {
  // The type without its length: a string too long is then refused by the column, not cut short by the cast.
  const types = new Map(def.fields.map((f) => [toSnake(f.name), sqlType(f).replace(/\(.*\)$/, '')]));
  const keyCol = ident(toSnake(def.key));
  const derived = hooksOf(def.name).find((h) => h.derivedColumns)?.derivedColumns;
  for (const indexes of byShape(rows.map((r) => r.values))) {
    const columns = Object.keys(rows[indexes[0]].values);
    const perChunk = Math.max(1, Math.floor(MAX_PARAMS / (columns.length + 1)));
    for (let start = 0; start < indexes.length; start += perChunk) {
      const params: unknown[] = [caller.userId, where.value];
      const tuples = indexes.slice(start, start + perChunk).map((i) => {
        const cells = [`$${params.push(rows[i].id)}::bigint`, ...columns.map((c) => `$${params.push(rows[i].values[c])}::${types.get(c)}`)];
        return `(${cells.join(', ')})`;
      });
      const carried = new Set(columns);
      const line = (c: string) => (carried.has(c) ? `v.${ident(c)}` : `t.${ident(c)}`);
      const derivedSets = derived?.sets(line, 'h').filter(([c]) => !carried.has(c)) ?? [];
      const sets = [
        ...columns.map((c) => `${ident(c)} = v.${ident(c)}`),
        ...derivedSets.map(([c, e]) => `${ident(c)} = ${e}`),
        'version_num = t.version_num + 1',
        'last_updated_by = $1',
        'last_update_date = now()',
      ];
      const header = derivedSets.length && derived ? derived.header : undefined;
      await tx.query(
        `UPDATE ${ident(def.table)} AS t SET ${sets.join(', ')} FROM (VALUES ${tuples.join(', ')}) AS v(${['srm_key', ...columns.map(ident)].join(', ')})${
          header ? `, ${ident(header.table)} h` : ''
        }
          WHERE t.${keyCol} = v.srm_key AND t.${ident(where.column)} = $2${header ? ` AND h.${ident(header.key)} = t.${ident(header.foreignKey)}` : ''}`,
        params,
      );
    }
  }
}
