/**
 * Demo of the supplier lifecycle: blacklists in every state, on suppliers with
 * no demo user (华东精密 and 蓝海 keep trading in the other demos). 恒通物流 is
 * blacklisted for good; 瑞丰五金's blacklist waits for the approver, after an
 * earlier one was rejected; 中科新材's was lifted, and a new draft is open.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { formatDate } from '@srm/domain/dates.ts';
import type { Db } from '../db/db.ts';
import type { Caller } from '../engine/caller.ts';
import { EntityOperations } from '../engine/operations.ts';
import { registerSupplierLifecycle } from '../supplier/feature.ts';
import { callerFor } from './purchase-demo.ts';

type Row = Record<string, unknown>;

export async function seedSupplierDemo(db: Db): Promise<void> {
  registerSupplierLifecycle();
  const ops = new EntityOperations(db);
  const buyer = await callerFor(db, 'buyer');
  const approver = await callerFor(db, 'approver');
  const def = getEntity('slcSupplierBlacklist');
  const supplier = async (name: string) =>
    Number((await db.query<{ id: number }>('SELECT supplier_id AS id FROM srm_pos_supplier_info WHERE supplier_name = $1', [name])).rows[0].id);
  const draft = async (supplierName: string, record: Row) =>
    Number((await ops.save(def, buyer, { supplierId: await supplier(supplierName), ...record })).blacklistId);
  const act = (caller: Caller, action: string, blacklistId: number, comment?: string) =>
    ops.act(def, caller, def.workflow!.actions.find((a) => a.action === action)!, { blacklistId, ...(comment ? { comment } : {}) });
  const inDays = (days: number) => formatDate(new Date(Date.now() + days * 86_400_000));

  const hengtong = await draft('恒通物流服务有限公司', { blacklistType: 'PERMANENT', blacklistReason: '多次伪造签收单据，经核实属实' });
  await act(buyer, 'submit', hengtong);
  await act(approver, 'approval', hengtong);

  const ruifengFirst = await draft('瑞丰五金贸易有限公司', { blacklistType: 'UNTIL', endDate: inDays(90), blacklistReason: '一批紧固件抽检不合格' });
  await act(buyer, 'submit', ruifengFirst);
  await act(approver, 'reject', ruifengFirst, '已完成退换货，不足以列入黑名单');
  const ruifeng = await draft('瑞丰五金贸易有限公司', { blacklistType: 'UNTIL', endDate: inDays(180), blacklistReason: '连续两个季度交货准时率低于60%' });
  await act(buyer, 'submit', ruifeng);

  const zhongke = await draft('中科新材料股份有限公司', { blacklistType: 'UNTIL', endDate: inDays(60), blacklistReason: '材质证明与实物不符' });
  await act(buyer, 'submit', zhongke);
  await act(approver, 'approval', zhongke);
  await act(buyer, 'lift', zhongke, '整改完成，复检合格');
  await draft('中科新材料股份有限公司', { blacklistType: 'PERMANENT', blacklistReason: '拟：再次出现材质不符时列入' });
}
