/**
 * Imports rows into an entity, all or nothing, in one transaction, through the
 * form's own pipeline (permission, scope, validation, lookups, references, hooks,
 * audit): new rows in bulk (engine/bulk-insert.ts), rows that update through
 * EntityOperations.saveOne. While every row passes, rows run without savepoints; at the first failure the work so far is rolled back
 * and every row is checked again inside its own savepoint, so all failures are
 * reported and none is written.
 */
import type { EntityDef } from '@srm/domain/entity/types.ts';
import { errorCodes } from '@srm/domain/errors.ts';
import { format, type Lang } from '@srm/domain/i18n/messages.ts';
import type { Db, Queryable } from '../db/db.ts';
import { AppError, ValidationError } from '../engine/app-error.ts';
import type { Caller } from '../engine/caller.ts';
import { translateDbError } from '../engine/db-errors.ts';
import { PendingEvents } from '../engine/events.ts';
import type { EntityOperations } from '../engine/operations.ts';
import { authorize } from '../engine/permissions.ts';
import { insertMany } from '../engine/bulk-insert.ts';
import { exportField } from './cells.ts';
import type { ImportRow } from './import-reader.ts';

export interface RowFailure {
  line: number;
  message: string;
  cells: unknown[];
}

export type ImportResult = { ok: true; count: number } | { ok: false; failures: RowFailure[] };

export function describe(def: EntityDef, err: unknown, lang: Lang): string {
  const e = translateDbError(err);
  if (e instanceof ValidationError) {
    return e.violations.map((v) => `${exportField(def, v.field)?.label[lang] ?? v.field}: ${format(v.key, lang, { ...v.params, field: v.field })}`).join('; ');
  }
  if (e instanceof AppError) return format(errorCodes[e.code].message, lang, e.params);
  return e instanceof Error ? e.message : String(e);
}

export async function importRows(db: Db, ops: EntityOperations, def: EntityDef, caller: Caller, rows: ImportRow[]): Promise<ImportResult> {
  authorize(def, caller, 'btnImport');
  if (!rows.length) throw new AppError('IMPORT_EMPTY');
  const pending = new PendingEvents();
  const result = await db
    .transaction(async (tx): Promise<ImportResult> => {
      await tx.query('SAVEPOINT srm_import');
      let failed = false;
      if (rows.every((r) => isNew(def, r.record))) {
        // New rows only: checked and written in bulk, one query per check for all rows.
        failed = await insertMany(
          tx,
          def,
          caller,
          rows.map((r) => ({ ...r.record })),
          pending,
        ).then(
          () => false,
          () => true,
        );
      } else {
        for (const row of rows) {
          try {
            await ops.saveOne(tx, def, caller, { ...row.record }, pending);
          } catch {
            failed = true;
            break;
          }
        }
      }
      if (!failed) return { ok: true, count: rows.length };
      await tx.query('ROLLBACK TO SAVEPOINT srm_import');
      const failures = await checkEach(tx, ops, def, caller, rows);
      throw new ImportAborted(failures);
    })
    .catch((err) => {
      if (err instanceof ImportAborted) return { ok: false as const, failures: err.failures };
      throw err;
    });
  if (result.ok) pending.flush();
  return result;
}

function isNew(def: EntityDef, record: Record<string, unknown>): boolean {
  const key = record[def.key];
  return (key === undefined || key === null || key === '') && !(def.children ?? []).some((c) => c.name in record);
}

class ImportAborted extends Error {
  readonly failures: RowFailure[];
  constructor(failures: RowFailure[]) {
    super('import aborted');
    this.failures = failures;
  }
}

async function checkEach(tx: Queryable, ops: EntityOperations, def: EntityDef, caller: Caller, rows: ImportRow[]): Promise<RowFailure[]> {
  const failures: RowFailure[] = [];
  const ignored = new PendingEvents();
  for (const row of rows) {
    await tx.query('SAVEPOINT srm_row');
    try {
      await ops.saveOne(tx, def, caller, { ...row.record }, ignored);
      // Kept until the end, so a later duplicate of this row is caught too.
      await tx.query('RELEASE SAVEPOINT srm_row');
    } catch (err) {
      await tx.query('ROLLBACK TO SAVEPOINT srm_row');
      failures.push({ line: row.line, message: describe(def, err, caller.lang), cells: row.cells });
    }
  }
  return failures;
}
