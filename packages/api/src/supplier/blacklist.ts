/**
 * The supplier blacklist (STATES.md of entities/supplier): the term's rules on
 * save and submit, one blacklist in force per supplier, the supplier's mark on
 * approval and off when lifted (by hand, or by the job when its date passes),
 * and the supplier's users told either way.
 */
import { actionOf } from '@srm/domain/entity/workflows.ts';
import { getEntity } from '@srm/domain/entity/registry.ts';
import type { Db, Queryable } from '../db/db.ts';
import { ValidationError, type FieldViolation } from '../engine/app-error.ts';
import type { Caller } from '../engine/caller.ts';
import { systemCaller } from '../engine/caller.ts';
import { PendingEvents } from '../engine/events.ts';
import { registerHooks, savedValue } from '../engine/hooks.ts';
import type { EntityOperations } from '../engine/operations.ts';
import { refuseOpenDocument, tellSupplier, updateSupplier } from './documents.ts';
import { once } from '../engine/once.ts';
import { today } from '../engine/clock.ts';

/** An UNTIL blacklist ends on a date after today; a permanent one has none. */
function termViolations(type: unknown, endDate: unknown): FieldViolation[] {
  if (type !== 'UNTIL') return [];
  if (!endDate) return [{ field: 'endDate', key: 'rule.required' }];
  return String(endDate) <= today() ? [{ field: 'endDate', key: 'rule.min', params: { min: today() } }] : [];
}

/** Marks the supplier blacklisted while any of its blacklists is in force. */
async function syncSupplierFlag(tx: Queryable, supplierId: unknown, caller: Caller): Promise<void> {
  await updateSupplier(
    tx,
    supplierId,
    `blacklist_flag = CASE WHEN EXISTS (SELECT 1 FROM srm_slc_supplier_blacklists b WHERE b.supplier_id = $1 AND b.blacklist_status = 'APPROVED') THEN 'Y' ELSE 'N' END`,
    [],
    caller,
  );
}

export const registerBlacklistHooks = once((): void => {
  registerHooks('slcSupplierBlacklist', {
    beforeSave(ctx) {
      const type = savedValue(ctx, 'blacklistType');
      if (type === 'PERMANENT') ctx.record.endDate = null;
      const violations = termViolations(type, savedValue(ctx, 'endDate'));
      if (violations.length) throw new ValidationError(violations);
    },
    async beforeAction({ tx, def, action, record }) {
      if (action.action !== 'submit') return;
      const violations = termViolations(record.blacklistType, record.endDate);
      if (violations.length) throw new ValidationError(violations);
      await refuseOpenDocument(tx, def, record, ['SUBMITTED', 'APPROVED'], 'BLACKLIST_OPEN');
    },
    async afterAction({ tx, action, record, comment, caller, pending }) {
      const id = record.blacklistId;
      if (action.action === 'approval') {
        await tx.query('UPDATE srm_slc_supplier_blacklists SET effective_date = $2 WHERE blacklist_id = $1', [id, today()]);
        await syncSupplierFlag(tx, record.supplierId, caller);
        const until = record.blacklistType === 'UNTIL' ? { zh: `至${record.endDate}`, en: ` until ${record.endDate}` } : { zh: '（永久）', en: ' for good' };
        await tellSupplier(
          tx,
          record.supplierId,
          {
            zh: `贵公司已被列入供应商黑名单${until.zh}：${record.blacklistReason}`,
            en: `Your company has been put on the supplier blacklist${until.en}: ${record.blacklistReason}`,
          },
          { entity: 'slcSupplierBlacklist', recordId: id },
          caller,
          pending,
        );
      }
      if (action.action === 'lift') {
        await tx.query('UPDATE srm_slc_supplier_blacklists SET lift_date = $2, lift_reason = $3 WHERE blacklist_id = $1', [id, today(), comment ?? null]);
        await syncSupplierFlag(tx, record.supplierId, caller);
        await tellSupplier(
          tx,
          record.supplierId,
          { zh: '贵公司已被移出供应商黑名单', en: 'Your company has been taken off the supplier blacklist' },
          { entity: 'slcSupplierBlacklist', recordId: id },
          caller,
          pending,
        );
      }
    },
  });
});

/** The job's work: lifts every approved blacklist whose date has passed, as the system, with the reason said. */
export async function liftExpiredBlacklists(db: Db, ops: EntityOperations): Promise<number> {
  const due = await db.query<{ id: number }>(
    `SELECT blacklist_id AS id FROM srm_slc_supplier_blacklists WHERE blacklist_status = 'APPROVED' AND blacklist_type = 'UNTIL' AND end_date < $1`,
    [today()],
  );
  const def = getEntity('slcSupplierBlacklist');
  const lift = actionOf(def, 'lift');
  for (const { id } of due.rows) {
    const pending = new PendingEvents();
    await db.transaction((tx) => ops.actIn(tx, pending, def, systemCaller(), lift, { blacklistId: Number(id), comment: '到期自动解除 / Expired' }));
    pending.flush();
  }
  return due.rows.length;
}
