/**
 * The daily warning of declarations about to expire: 30 days before the first
 * test report of an approved declaration expires, the supplier's users get a
 * notification and a to-do to renew it. One warning per declaration and
 * expiry: the expiry warned of is kept on the declaration, so a run that
 * repeats (or a second process) warns no one twice, and a new report date
 * warns again.
 */
import { formatDate } from '@srm/domain/dates.ts';
import type { Db } from '../db/db.ts';
import { systemCaller } from '../engine/caller.ts';
import { engineNow } from '../engine/clock.ts';
import { PendingEvents } from '../engine/events.ts';
import { askSuppliers } from './tell.ts';

export const WARN_DAYS = 30;
export const EXPIRY_WARNINGS_JOB = 'quality.warnExpiringDeclarations';

export async function warnExpiringDeclarations(db: Db): Promise<number> {
  const today = formatDate(engineNow());
  const until = formatDate(new Date(engineNow().getTime() + WARN_DAYS * 86_400_000));
  const pending = new PendingEvents();
  const warned = await db.transaction(async (tx) => {
    const due = await tx.query<Record<string, string>>(
      `UPDATE srm_qms_declarations SET warned_expiry = expiry_date
        WHERE declaration_status = 'APPROVED' AND expiry_date BETWEEN $1 AND $2 AND warned_expiry IS DISTINCT FROM expiry_date
        RETURNING declaration_id AS id, declaration_number AS number, supplier_id AS "supplierId", item_code AS "itemCode", item_name AS "itemName",
                  to_char(expiry_date, 'YYYY-MM-DD') AS expiry`,
      [today, until],
    );
    const caller = systemCaller();
    for (const d of due.rows) {
      await askSuppliers(
        tx,
        [Number(d.supplierId)],
        {
          entity: 'qmsDeclaration',
          recordId: Number(d.id),
          action: 'renew',
          page: 'supplierDeclarationEdit',
          menuCode: 'QMS_DECLARATION_SELF',
          text: {
            zh: `合规声明 ${d.number}（物料${d.itemCode} ${d.itemName}）的检测报告将于 ${d.expiry} 到期，请及时提交新的声明`,
            en: `The test report of compliance declaration ${d.number} (material ${d.itemCode} ${d.itemName}) expires on ${d.expiry}: submit a new declaration`,
          },
        },
        caller,
        pending,
      );
    }
    return due.rows.length;
  });
  pending.flush();
  return warned;
}
