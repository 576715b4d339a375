/**
 * Many new header rows in one go (Excel import): the same pipeline as
 * `EntityOperations.saveOne` (permission, scope, validation, lookups, references,
 * defaults, hooks, audit), but lookups and references are checked in one query
 * per field for all rows, and rows and audit entries are written with multi-row
 * INSERTs. Any refusal throws; the caller's transaction then holds nothing of it.
 */
import type { EntityDef } from '@srm/domain/entity/types.ts';
import { validateRecord } from '@srm/domain/entity/validate-record.ts';
import type { Queryable } from '../db/db.ts';
import { diffValues, writeAudits } from './audit.ts';
import { insertRows } from './write-rows.ts';
import { AppError, ValidationError, type FieldViolation } from './app-error.ts';
import type { Caller } from './caller.ts';
import type { PendingEvents } from './events.ts';
import { hooksOf, type SaveContext } from './hooks.ts';
import { authorize } from './permissions.ts';
import { checkLookups, resolveReferences, type RecordRef } from './references.ts';
import { forcedValues } from './scope.ts';
import { applyInsertDefaults, pick, stripUnwritable, writableValues, type Row } from './operations.ts';

export async function insertMany(tx: Queryable, def: EntityDef, caller: Caller, rows: Row[], pending: PendingEvents): Promise<number[]> {
  if (def.readOnly || !def.rest) throw new AppError('READ_ONLY_ENTITY');
  authorize(def, caller, 'btnAdd');
  const childNames = new Set((def.children ?? []).map((c) => c.name));
  const violations: FieldViolation[] = [];
  const records = rows.map((row, index) => {
    if (row[def.key] !== undefined && row[def.key] !== null && row[def.key] !== '') throw new AppError('BODY_NOT_OBJECT');
    const record: Row = {};
    for (const [k, v] of Object.entries(row)) if (!childNames.has(k)) record[k] = v;
    stripUnwritable(def, record, caller);
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

  const ids = await insertRows(tx, def, valueRows, caller);
  await writeAudits(
    tx,
    caller,
    ids.map((id, i) => ({ entityName: def.name, recordId: id, operation: 'INSERT', changes: diffValues({}, pick(records[i], def)) })),
  );
  for (const [i, ctx] of contexts.entries()) {
    ctx.id = ids[i];
    for (const h of hooks) await h.afterSave?.(ctx);
  }
  pending.add('record', { entity: def.name, id: ids[0], operation: 'import' });
  return ids;
}
