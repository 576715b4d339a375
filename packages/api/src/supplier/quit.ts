/**
 * A supplier's exit (STATES.md of entities/supplier): submitted and approved
 * only with stock and payments confirmed settled and no order under way; the
 * approval makes the supplier QUIT and frozen for purchasing, and tells its users.
 */
import { OPEN_ORDER_STATES } from '@srm/domain/entity/open-orders.ts';
import type { Queryable } from '../db/db.ts';
import { AppError, ValidationError, type FieldViolation } from '../engine/app-error.ts';
import { registerHooks, type ActionContext } from '../engine/hooks.ts';
import { refuseOpenDocument, tellSupplier, updateSupplier } from './documents.ts';
import { once } from '../engine/once.ts';
import { today } from '../engine/clock.ts';

async function checks(tx: Queryable, record: Record<string, unknown>): Promise<void> {
  const violations: FieldViolation[] = ['inventoryCleanupFlag', 'paymentSettleFlag']
    .filter((f) => record[f] !== 'Y')
    .map((field) => ({ field, key: 'rule.mustConfirm' }));
  const supplier = await tx.query<{ status: string; name: string }>(
    'SELECT supplier_status AS status, supplier_name AS name FROM srm_pos_supplier_info WHERE supplier_id = $1',
    [record.supplierId],
  );
  if (supplier.rows[0]?.status === 'QUIT') violations.push({ field: 'supplierId', key: 'rule.supplierQuit', params: { value: supplier.rows[0].name } });
  if (violations.length) throw new ValidationError(violations);
  const orders = await tx.query<{ n: string; total: string }>(
    `SELECT po_number AS n, count(*) OVER () AS total FROM srm_po_headers WHERE supplier_id = $1 AND po_status = ANY($2) ORDER BY po_number LIMIT 3`,
    [record.supplierId, OPEN_ORDER_STATES],
  );
  if (orders.rows.length) throw new AppError('QUIT_OPEN_ORDERS', { count: orders.rows[0].total, orders: orders.rows.map((r) => r.n).join(', ') });
}

async function approved({ tx, record, caller, pending }: ActionContext): Promise<void> {
  await tx.query('UPDATE srm_slc_supplier_quits SET effective_date = $2 WHERE quit_id = $1', [record.quitId, today()]);
  await updateSupplier(tx, record.supplierId, `supplier_status = 'QUIT', purchase_flag = 'N'`, [], caller);
  await tellSupplier(
    tx,
    record.supplierId,
    { zh: `贵公司已退出本公司供应商名录：${record.quitReason}`, en: `Your company has been taken off our supplier register: ${record.quitReason}` },
    { entity: 'slcSupplierQuit', recordId: record.quitId },
    caller,
    pending,
  );
}

export const registerQuitHooks = once((): void => {
  registerHooks('slcSupplierQuit', {
    async beforeAction(ctx) {
      if (ctx.action.action !== 'submit' && ctx.action.action !== 'approval') return;
      await checks(ctx.tx, ctx.record);
      if (ctx.action.action === 'submit') await refuseOpenDocument(ctx.tx, ctx.def, ctx.record, ['SUBMITTED']);
    },
    async afterAction(ctx) {
      if (ctx.action.action === 'approval') await approved(ctx);
    },
  });
});
