/**
 * Rows written with multi-row INSERTs: an Excel import's headers, a document's
 * new lines. Rows are grouped by the columns they carry, so a column a row leaves
 * out keeps its database default instead of becoming NULL.
 */
import { toSnake } from '@srm/domain/entity/naming.ts';
import type { EntityDef } from '@srm/domain/entity/types.ts';
import { ident, type Queryable } from '../db/db.ts';
import type { Caller } from './caller.ts';

/** PostgreSQL takes at most 65535 parameters in one statement. */
export const MAX_PARAMS = 60_000;

/** Inserts `rows` (column -> value) and answers their new ids, in the same order. */
export async function insertRows(tx: Queryable, def: EntityDef, rows: Record<string, unknown>[], caller: Caller): Promise<number[]> {
  const ids = new Array<number>(rows.length);
  const groups = new Map<string, number[]>();
  for (const [i, values] of rows.entries()) {
    const shape = Object.keys(values).join('\u0000');
    const group = groups.get(shape);
    if (group) group.push(i);
    else groups.set(shape, [i]);
  }
  for (const indexes of groups.values()) {
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
