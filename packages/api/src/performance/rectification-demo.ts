/**
 * Demo rectifications on the published demo scheme, raised by hand from its
 * results as a buyer does, each moved as its screens move it: 华东 (supplier1)
 * one NEW for the buyer to release, one RELEASED waiting on it and one
 * CONFIRMED after a return; 蓝海 (supplier2) one RETURNED waiting on it and one
 * SUBMITTED waiting on the buyer.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { actionOf } from '@srm/domain/entity/workflows.ts';
import { formatDate } from '@srm/domain/dates.ts';
import type { Db } from '../db/db.ts';
import type { Caller } from '../engine/caller.ts';
import type { EntityOperations, Row } from '../engine/operations.ts';
import { callerFor } from '../seed/purchase-demo.ts';

const inDays = (days: number) => formatDate(new Date(Date.now() + days * 86_400_000));

export async function seedRectifications(db: Db, ops: EntityOperations, schemeId: number): Promise<void> {
  const def = getEntity('speRectification');
  const buyer = await callerFor(db, 'buyer');
  const supplier1 = await callerFor(db, 'supplier1');
  const supplier2 = await callerFor(db, 'supplier2');
  const resultOf = async (supplier: Caller) =>
    Number(
      (
        await db.query<{ id: number }>('SELECT performance_id AS id FROM srm_spe_performances WHERE scheme_id = $1 AND supplier_id = $2', [
          schemeId,
          supplier.supplierId,
        ])
      ).rows[0].id,
    );
  const raise = async (supplier: Caller, problemDescription: string, days: number) =>
    Number((await ops.save(def, buyer, { performanceId: await resultOf(supplier), problemDescription, dueDate: inDays(days) })).rectificationId);
  const act = (caller: Caller, action: string, id: number, extra: Row = {}) => ops.act(def, caller, actionOf(def, action), { rectificationId: id, ...extra });
  const answer = (cause: string, measures: string, days: number) => ({ causeAnalysis: cause, rectifyMeasures: measures, completionDate: inDays(days) });
  const save = async (supplier: Caller, id: number, values: Row) => {
    const { versionNum } = await ops.findById(def, supplier, { rectificationId: id });
    await ops.save(def, supplier, { rectificationId: id, versionNum, ...values });
  };

  const confirmed = await raise(supplier1, '订单响应超过24小时的比例偏高，请分析原因并建立订单确认机制', 20);
  await act(buyer, 'release', confirmed);
  await save(supplier1, confirmed, answer('订单由销售内勤手工录入，节假日无人值守', '指定两名专人轮值，订单到达2小时内确认', -1));
  await act(supplier1, 'submit', confirmed);
  await act(buyer, 'return', confirmed, { comment: '请补充节假日的值守安排' });
  await save(supplier1, confirmed, answer('订单由销售内勤手工录入，节假日无人值守', '专人轮值，节假日由值班经理在4小时内确认，附排班表', 0));
  await act(supplier1, 'submit', confirmed);
  await act(buyer, 'confirm', confirmed, { comment: '近四周订单均在4小时内确认，整改有效' });

  const released = await raise(supplier1, '服务配合度评分偏低：问题反馈平均3天才答复。请说明原因并给出改进措施', 14);
  await act(buyer, 'release', released);
  await raise(supplier1, '交货数量准确率未达95%：两批次短装。请分析原因并提交改进计划', 21);

  const returned = await raise(supplier2, '准时交货率低于90%，请分析延迟原因并提交交期保障措施', 14);
  await act(buyer, 'release', returned);
  await save(supplier2, returned, answer('原厂芯片缺货', '与原厂签订备货协议', 10));
  await act(supplier2, 'submit', returned);
  await act(buyer, 'return', returned, { comment: '请提供安全库存水平与每周交期反馈的具体安排' });

  const submitted = await raise(supplier2, '来料接收合格率偏低：包装破损导致拒收，请改进包装', 10);
  await act(buyer, 'release', submitted);
  await save(supplier2, submitted, answer('纸箱强度不足', '改用五层瓦楞纸箱并加护角，已试运3批无破损', -2));
  await act(supplier2, 'submit', submitted);
}
