/**
 * Many new header rows in one go (Excel import): the same pipeline as
 * `EntityOperations.saveOne` (permission, scope, validation, lookups, references,
 * defaults, hooks, audit), but lookups and references are checked in one query
 * per field for all rows, and rows and audit entries are written with multi-row
 * INSERTs. Any refusal throws; the caller's transaction then holds nothing of it.
 */
import type { EntityDef } from '@srm/domain/entity/types.ts';
import { toSnake } from '@srm/domain/entity/naming.ts';
import { validateRecord } from '@srm/domain/entity/validate-record.ts';
import { ident, type Queryable } from '../db/db.ts';
import { AppError, ValidationError, type FieldViolation } from './app-error.ts';
import type { Caller } from './caller.ts';
import type { PendingEvents } from './events.ts';
import { hooksOf, type SaveContext } from './hooks.ts';
import { authorize } from './permissions.ts';
import { checkLookups, resolveReferences, type RecordRef } from './references.ts';
import { forcedValues } from './scope.ts';
import { applyInsertDefaults, pick, stripReadOnly, writableValues, type Row } from './operations.ts';

/** PostgreSQL takes at most 65535 parameters in one statement. */
const MAX_PARAMS = 60_000;

export async function insertMany(tx: Queryable, def: EntityDef, caller: Caller, rows: Row[], pending: PendingEvents): Promise<number[]> {
  if (def.readOnly || !def.rest) throw new AppError('READ_ONLY_ENTITY');
  authorize(def, caller, 'btnAdd');
  const childNames = new Set((def.children ?? []).map((c) => c.name));
  const violations: FieldViolation[] = [];
  const records = rows.map((row, index) => {
    if (row[def.key] !== undefined && row[def.key] !== null && row[def.key] !== '') throw new AppError('BODY_NOT_OBJECT');
    const record: Row = {};
    for (const [k, v] of Object.entries(row)) if (!childNames.has(k)) record[k] = v;
    stripReadOnly(def, record);
    Object.assign(record, forcedValues(def, caller));
    for (const v of validateRecord(def, record, { mode: 'insert' })) violations.push({ ...v, row: index });
    return record;
  });
  if (violations.length) throw new ValidationError(violations);
  const refs: RecordRef[] = records.map((record, row) => ({ record, row }));
  await checkLookups(tx, def, refs, violations);
  await resolveReferences(tx, def, caller, refs, violations);
  if (violations.length) throw new ValidationError(violations);

  const hooks = hooksOf(def.name);
  const contexts: SaveContext[] = [];
  const valueRows: Record<string, unknown>[] = [];
  for (const record of records) {
    await applyInsertDefaults(tx, def, record);
    const ctx: SaveContext = { def, caller, tx, mode: 'insert', record, lines: {} };
    for (const h of hooks) await h.beforeSave?.(ctx);
    contexts.push(ctx);
    valueRows.push(await writableValues(def, record, 'insert'));
  }

  const columns = [...new Set(valueRows.flatMap((v) => Object.keys(v)))];
  const allColumns = [...columns, 'created_by', 'last_updated_by'];
  const perChunk = Math.max(1, Math.floor(MAX_PARAMS / allColumns.length));
  const ids: number[] = [];
  for (let start = 0; start < valueRows.length; start += perChunk) {
    const chunk = valueRows.slice(start, start + perChunk);
    const params: unknown[] = [];
    const tuples = chunk.map((values) => {
      const cells = [...columns.map((c) => values[c] ?? null), caller.userId, caller.userId];
      const placeholders = cells.map((cell) => `$${params.push(cell)}`);
      return `(${placeholders.join(', ')})`;
    });
    const res = await tx.query<{ id: number }>(
      `INSERT INTO ${ident(def.table)} (${allColumns.map(ident).join(', ')}) VALUES ${tuples.join(', ')} RETURNING ${ident(toSnake(def.key))} AS id`,
      params,
    );
    ids.push(...res.rows.map((r) => Number(r.id)));
  }

  {
    const perAuditChunk = Math.floor(MAX_PARAMS / 6);
    for (let start = 0; start < ids.length; start += perAuditChunk) {
      const params: unknown[] = [];
      const tuples = ids.slice(start, start + perAuditChunk).map((id, i) => {
        const changes = Object.fromEntries(Object.entries(pick(records[start + i], def)).map(([k, v]) => [k, [null, v ?? null]]));
        const cells = [def.name, id, 'INSERT', JSON.stringify(changes), caller.userId, caller.userName];
        const p = cells.map((cell) => `$${params.push(cell)}`);
        return `(${p.join(', ')}, ${p[4]}, ${p[4]})`;
      });
      await tx.query(
        `INSERT INTO saaf_audit_log (entity_name, record_id, operation, changes, user_id, user_name, created_by, last_updated_by) VALUES ${tuples.join(', ')}`,
        params,
      );
    }
  }
  for (const [i, ctx] of contexts.entries()) {
    ctx.id = ids[i];
    for (const h of hooks) await h.afterSave?.(ctx);
  }
  pending.add('record', { entity: def.name, id: ids[0], operation: 'import' });
  return ids;
}
