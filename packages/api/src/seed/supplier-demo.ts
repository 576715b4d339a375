/**
 * Demo of the supplier lifecycle, its documents in every state, on suppliers
 * with no demo user (华东精密 and 蓝海 keep trading in the other demos):
 * - blacklists: 恒通物流 for good; 瑞丰五金's waits for the approver after an
 *   earlier one was rejected; 中科新材's was lifted, and a new draft is open;
 * - freezes: 金桥包装 frozen for purchasing, its thaw waiting for the approver;
 *   瑞丰五金's payment freeze rejected; a draft one for 中科新材;
 * - exits: 鼎盛电气 has left; 宏达塑胶's exit was rejected and is drafted again.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { formatDate } from '@srm/domain/dates.ts';
import type { Db } from '../db/db.ts';
import type { Caller } from '../engine/caller.ts';
import { EntityOperations } from '../engine/operations.ts';
import { registerSupplierLifecycle } from '../supplier/feature.ts';
import { callerFor } from './purchase-demo.ts';

type Row = Record<string, unknown>;

/** Suppliers only this demo uses, each at the stage its documents leave it. */
const LIFECYCLE_SUPPLIERS: [string, string, string, string][] = [
  ['金桥包装材料有限公司', '金桥包装', 'MANUFACTURER', '孙磊'],
  ['鼎盛电气设备有限公司', '鼎盛电气', 'MANUFACTURER', '吴刚'],
  ['宏达塑胶制品有限公司', '宏达塑胶', 'MANUFACTURER', '郑丽'],
];

export async function seedSupplierDemo(db: Db): Promise<void> {
  registerSupplierLifecycle();
  const ops = new EntityOperations(db);
  const buyer = await callerFor(db, 'buyer');
  const approver = await callerFor(db, 'approver');
  for (const [supplierName, supplierShortName, supplierType, contactName] of LIFECYCLE_SUPPLIERS)
    await ops.save(getEntity('supplierInfo'), buyer, { supplierName, supplierShortName, supplierType, supplierStatus: 'EFFECTIVE', contactName });

  const supplier = async (name: string) =>
    Number((await db.query<{ id: number }>('SELECT supplier_id AS id FROM srm_pos_supplier_info WHERE supplier_name = $1', [name])).rows[0].id);
  /** Drafts and moves one kind of lifecycle document. */
  const documents = (entity: string) => {
    const def = getEntity(entity);
    return {
      draft: async (supplierName: string, record: Row) =>
        Number((await ops.save(def, buyer, { supplierId: await supplier(supplierName), ...record }))[def.key]),
      act: (caller: Caller, action: string, id: number, comment?: string) =>
        ops.act(def, caller, def.workflow!.actions.find((a) => a.action === action)!, { [def.key]: id, ...(comment ? { comment } : {}) }),
    };
  };
  const inDays = (days: number) => formatDate(new Date(Date.now() + days * 86_400_000));

  const blacklist = documents('slcSupplierBlacklist');
  const hengtong = await blacklist.draft('恒通物流服务有限公司', { blacklistType: 'PERMANENT', blacklistReason: '多次伪造签收单据，经核实属实' });
  await blacklist.act(buyer, 'submit', hengtong);
  await blacklist.act(approver, 'approval', hengtong);
  const ruifengFirst = await blacklist.draft('瑞丰五金贸易有限公司', { blacklistType: 'UNTIL', endDate: inDays(90), blacklistReason: '一批紧固件抽检不合格' });
  await blacklist.act(buyer, 'submit', ruifengFirst);
  await blacklist.act(approver, 'reject', ruifengFirst, '已完成退换货，不足以列入黑名单');
  const ruifeng = await blacklist.draft('瑞丰五金贸易有限公司', {
    blacklistType: 'UNTIL',
    endDate: inDays(180),
    blacklistReason: '连续两个季度交货准时率低于60%',
  });
  await blacklist.act(buyer, 'submit', ruifeng);
  const zhongke = await blacklist.draft('中科新材料股份有限公司', { blacklistType: 'UNTIL', endDate: inDays(60), blacklistReason: '材质证明与实物不符' });
  await blacklist.act(buyer, 'submit', zhongke);
  await blacklist.act(approver, 'approval', zhongke);
  await blacklist.act(buyer, 'lift', zhongke, '整改完成，复检合格');
  await blacklist.draft('中科新材料股份有限公司', { blacklistType: 'PERMANENT', blacklistReason: '拟：再次出现材质不符时列入' });

  const freeze = documents('slcSupplierFreeze');
  const jinqiao = await freeze.draft('金桥包装材料有限公司', {
    freezeType: 'FREEZE',
    actionPurchaseFlag: 'Y',
    freezingInstructions: '营业执照已过期，待换发新证',
  });
  await freeze.act(buyer, 'submit', jinqiao);
  await freeze.act(approver, 'approval', jinqiao);
  const thaw = await freeze.draft('金桥包装材料有限公司', { freezeType: 'UNFREEZE', actionPurchaseFlag: 'Y', freezingInstructions: '已提交新营业执照' });
  await freeze.act(buyer, 'submit', thaw);
  const ruifengPay = await freeze.draft('瑞丰五金贸易有限公司', {
    freezeType: 'FREEZE',
    actionPurchaseFlag: 'N',
    actionPaymentFlag: 'Y',
    freezingInstructions: '质量索赔未结清',
  });
  await freeze.act(buyer, 'submit', ruifengPay);
  await freeze.act(approver, 'reject', ruifengPay, '索赔已从应付款中扣除');
  await freeze.draft('中科新材料股份有限公司', {
    freezeType: 'FREEZE',
    actionPurchaseFlag: 'Y',
    actionPaymentFlag: 'Y',
    freezingInstructions: '拟：复检不合格时冻结',
  });

  const quit = documents('slcSupplierQuit');
  const settled = { inventoryCleanupFlag: 'Y', paymentSettleFlag: 'Y' };
  const dingsheng = await quit.draft('鼎盛电气设备有限公司', { quitReason: '产品线停产，不再供货', ...settled });
  await quit.act(buyer, 'submit', dingsheng);
  await quit.act(approver, 'approval', dingsheng);
  const hongdaFirst = await quit.draft('宏达塑胶制品有限公司', { quitReason: '年度评审不合格', ...settled });
  await quit.act(buyer, 'submit', hongdaFirst);
  await quit.act(approver, 'reject', hongdaFirst, '寄存库存尚未退回');
  await quit.draft('宏达塑胶制品有限公司', { quitReason: '年度评审不合格，库存退回后退出' });
}
