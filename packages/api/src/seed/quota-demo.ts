/**
 * Demo of quota management (entities/quota/STATES.md) at 星辰制造, on the
 * machined parts 华东精密 sells in the purchase history, shared with 瑞丰五金:
 * - 轴承座: first all to 华东精密 (approved eleven months ago), then 70/30
 *   (approved six months ago); the orders since went mostly to 华东精密, so the
 *   monitoring shows both suppliers off their share and the warnings list them;
 *   a draft proposes 60/40;
 * - 传动轴: 80/20 approved six months ago and kept to within the threshold; a
 *   proposal of 50/50 was rejected;
 * - 法兰盘: a first split of 50/50 waits for the approver (the approver's to-do).
 * The adjustments are made and decided by the demo users through the workflow
 * actions; only the instants PostgreSQL stamped are moved into the past, as the
 * purchase history does, so the monitoring measures six months of orders.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { formatDate } from '@srm/domain/dates.ts';
import { COMMITTED_PO_STATES } from '@srm/domain/purchase/shared.ts';
import type { Db } from '../db/db.ts';
import { atDate } from '../engine/clock.ts';
import { EntityOperations, type Row } from '../engine/operations.ts';
import { registerQuota } from '../quota/feature.ts';
import { callerFor } from './purchase-demo.ts';
import { actorOn } from './act.ts';

const DAY = 86_400_000;
/** Orders stay below the large-order approval process of the workflow demo (100,000 incl. tax). */
const ORDER_LIMIT = 90_000;

export async function seedQuotaDemo(db: Db): Promise<void> {
  registerQuota();
  const ops = new EntityOperations(db);
  const buyer = await callerFor(db, 'buyer');
  const approver = await callerFor(db, 'approver');
  const one = async (sql: string, params: unknown[]) => Number((await db.query<{ id: number }>(sql, params)).rows[0].id);
  const org = await one(`SELECT org_id AS id FROM saaf_institution WHERE org_code = 'XC-MFG'`, []);
  const item = (code: string) => one('SELECT item_id AS id FROM srm_base_items WHERE item_code = $1', [code]);
  const supplier = (name: string) => one('SELECT supplier_id AS id FROM srm_pos_supplier_info WHERE supplier_name = $1', [name]);
  const [bearing, shaft, flange] = [await item('M-100001'), await item('M-100002'), await item('M-100003')];
  const [huadong, ruifeng] = [await supplier('华东精密机械有限公司'), await supplier('瑞丰五金贸易有限公司')];

  const def = getEntity('smlAdjustmentHead');
  const act = actorOn(ops, 'smlAdjustmentHead');
  const split = (itemId: number, shares: [number, number][]) => shares.map(([supplierId, newShare]) => ({ itemId, supplierId, newShare }));
  /** An adjustment drafted by the buyer on `day`. */
  const draft = async (day: Date, adjustmentReason: string, lines: Row[]) => {
    const saved = await atDate(day, () => ops.save(def, buyer, { orgId: org, adjustmentReason, lines: lines.map((l, i) => ({ lineNumber: i + 1, ...l })) }));
    await db.query('UPDATE srm_sml_adjustment_heads SET creation_date = $2 WHERE adjustment_id = $1', [saved.adjustmentId, day]);
    return Number(saved.adjustmentId);
  };
  /** Submitted and approved, then in force since `day`: the split it replaced ends then too. */
  const approvedOn = async (day: Date, reason: string, lines: Row[]) => {
    const id = await draft(day, reason, lines);
    await act(buyer, 'submit', id);
    await act(approver, 'approval', id);
    await db.query(
      `UPDATE srm_sml_preset_proportions o SET effective_to = $2
         FROM srm_sml_preset_proportions n
        WHERE n.adjustment_id = $1 AND o.adjustment_id <> $1 AND o.org_id = n.org_id AND o.item_id = n.item_id AND o.effective_to > $2`,
      [id, day],
    );
    await db.query('UPDATE srm_sml_preset_proportions SET effective_from = $2, creation_date = $2, last_update_date = $2 WHERE adjustment_id = $1', [id, day]);
    await db.query('UPDATE srm_sml_adjustment_heads SET effective_from = $2, last_update_date = $2 WHERE adjustment_id = $1', [id, day]);
  };
  const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

  await approvedOn(daysAgo(330), '轴承座定点华东精密', split(bearing, [[huadong, 100]]));
  const since = daysAgo(180);
  await approvedOn(since, '引入瑞丰五金作为轴承座、传动轴第二货源', [
    ...split(bearing, [
      [huadong, 70],
      [ruifeng, 30],
    ]),
    ...split(shaft, [
      [huadong, 80],
      [ruifeng, 20],
    ]),
  ]);
  const shaftProposal = await draft(
    daysAgo(40),
    '传动轴双货源均分',
    split(shaft, [
      [huadong, 50],
      [ruifeng, 50],
    ]),
  );
  await act(buyer, 'submit', shaftProposal);
  await act(approver, 'reject', shaftProposal, { comment: '瑞丰五金产能不足，暂不均分' });
  await act(
    buyer,
    'submit',
    await draft(
      daysAgo(2),
      '法兰盘首次定配额',
      split(flange, [
        [huadong, 50],
        [ruifeng, 50],
      ]),
    ),
  );
  await draft(
    daysAgo(1),
    '轴承座配额执行偏差大，拟下调华东精密比例',
    split(bearing, [
      [huadong, 60],
      [ruifeng, 40],
    ]),
  );

  // 瑞丰五金's orders since the split: a tenth of the bearing seats (off its 30%), nearly a fifth of the shafts (near its 20%).
  const orderedBy = async (itemId: number) =>
    Number(
      (
        await db.query<{ qty: string }>(
          `SELECT COALESCE(sum(l.quantity), 0) AS qty FROM srm_po_lines l JOIN srm_po_headers h ON h.po_header_id = l.po_header_id
            WHERE h.org_id = $1 AND h.supplier_id = $2 AND l.item_id = $3 AND h.po_status = ANY($4) AND l.line_status <> 'CANCELLED' AND h.approved_date >= $5`,
          [org, huadong, itemId, COMMITTED_PO_STATES, since],
        )
      ).rows[0].qty,
    );
  const order = getEntity('purOrder');
  const orderAct = actorOn(ops, 'purOrder');
  for (const [itemId, quantity, price] of [
    [bearing, Math.max(10, Math.round((await orderedBy(bearing)) / 9)), 79],
    [shaft, Math.max(10, Math.round((await orderedBy(shaft)) / 4.4)), 305],
  ]) {
    const most = Math.floor(ORDER_LIMIT / price / 10) * 10;
    for (let left = quantity; left > 0; left -= most) {
      const po = await ops.save(order, buyer, {
        supplierId: ruifeng,
        orgId: org,
        currencyCode: 'CNY',
        taxRateCode: 'VAT13',
        buyerName: '张采购',
        description: '第二货源配额订单',
        lines: [{ lineNumber: 1, itemId, quantity: Math.min(left, most), taxPrice: price, needByDate: formatDate(new Date(Date.now() + 21 * DAY)) }],
      });
      await orderAct(buyer, 'submit', Number(po.poHeaderId));
      await orderAct(approver, 'approval', Number(po.poHeaderId));
    }
  }
}
