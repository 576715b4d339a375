import type { EntityDef } from '@srm/domain/entity/types.ts';
import type { ErrorCode } from '@srm/domain/errors.ts';
import { toSnake } from '@srm/domain/entity/naming.ts';
import { ident, type Queryable } from '../db/db.ts';
import { AppError } from '../engine/app-error.ts';
import type { Caller } from '../engine/caller.ts';
import type { PendingEvents } from '../engine/events.ts';
import { notifySupplierUsers } from '../engine/notify-suppliers.ts';

/** Refuses a second document of the definition under way (in `statuses`) for the same supplier, naming the one there is. */
export async function refuseOpenDocument(
  tx: Queryable,
  def: EntityDef,
  record: Record<string, unknown>,
  statuses: string[],
  code: ErrorCode = 'SUPPLIER_DOCUMENT_OPEN',
): Promise<void> {
  const col = (field: string) => ident(toSnake(field));
  const open = await tx.query<{ n: string }>(
    `SELECT ${col(def.titleField!)} AS n FROM ${ident(def.table)}
      WHERE supplier_id = $1 AND ${col(def.key)} <> $2 AND ${col(def.workflow!.field)} = ANY($3) LIMIT 1`,
    [record.supplierId, record[def.key], statuses],
  );
  if (open.rows.length) throw new AppError(code, { document: open.rows[0].n });
}

/** Tells every user of the supplier, leading to its own record. */
export function tellSupplier(
  tx: Queryable,
  supplierId: unknown,
  text: { zh: string; en: string },
  about: { entity: string; recordId: unknown },
  caller: Caller,
  pending: PendingEvents,
): Promise<void> {
  return notifySupplierUsers(
    tx,
    [Number(supplierId)],
    text,
    { entity: about.entity, recordId: Number(about.recordId), link: 'supplierInfoToPortal' },
    caller,
    pending,
  );
}

/** Writes the supplier's columns (its flags or status) as the caller, with the row's version moved on. */
export async function updateSupplier(tx: Queryable, supplierId: unknown, sets: string, values: unknown[], caller: Caller): Promise<void> {
  await tx.query(
    `UPDATE srm_pos_supplier_info SET ${sets}, last_updated_by = $2, last_update_date = now(), version_num = version_num + 1 WHERE supplier_id = $1`,
    [supplierId, caller.userId, ...values],
  );
}
