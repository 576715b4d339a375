/**
 * A year of spend for the spend cube (entities/spend/SPEND.md), on top of the
 * purchase history's two suppliers (whose 华东精密 orders carry its agreement's
 * prices): orders to four of the five demo suppliers (恒通物流 is blacklisted) across the last twelve months, so
 * a handful make most of the spend (华东精密 and 蓝海电子 about 80 %), 中科新材
 * sells ABS beside the sourcing demo's steel and aluminium among the raw
 * materials, and office and safety supplies come from 瑞丰五金 alone (single-source
 * categories).
 *
 * Rules it keeps (the older walks must see what they saw): it runs after every
 * other part; its orders are dated in the past through the engine clock (their
 * numbers carry those days, never today's) and moved there as the history's
 * are; none is in the Shanghai plant (buyer2's); each stays under the large
 * order process's threshold, so no one gets an approval to-do; they stop at
 * APPROVED, which suppliers never see (purOrder hiddenFromSupplierIn).
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { formatDate } from '@srm/domain/dates.ts';
import type { Db } from '../db/db.ts';
import { EntityOperations } from '../engine/operations.ts';
import { atDate } from '../engine/clock.ts';
import { registerPurchase } from '../purchase/feature.ts';
import { actor } from './act.ts';
import { grantRoutes, READ, routesOf } from './grants.ts';
import { callerFor } from './purchase-demo.ts';
import { moveInTime } from './purchase-history.ts';

const DAY = 86_400_000;

/** The spend screen for the buyers and management (the approver and the process approvers), never suppliers or experts. */
export async function grantSpend(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const role of ['BUYER', 'APPROVER', 'REVIEWER']) await grantRoutes(tx, role, routesOf(['SPEND_CUBE']), () => READ);
  });
}

/** Per supplier (by code order of the demo): the items it sells and how many orders a year, so the Pareto has a shape. */
const PLAN: { supplier: number; items: string[]; orders: number; qty: [number, number] }[] = [
  { supplier: 0, items: ['M-100002', 'M-100004'], orders: 9, qty: [150, 260] },
  { supplier: 1, items: ['M-200003', 'M-200004'], orders: 8, qty: [2500, 5200] },
  // Not the steel or aluminium the sourcing demo awards (M-300001, M-300002): an order of them before the award would be
  // the savings report's last price paid (entities/savings/SAVINGS.md), and the compete demo prices aluminium per tonne.
  { supplier: 4, items: ['M-300003'], orders: 5, qty: [400, 900] },
  { supplier: 2, items: ['M-400001', 'M-500001', 'M-500002'], orders: 5, qty: [20, 60] },
];

export async function seedSpendDemo(db: Db): Promise<{ orders: number }> {
  await grantSpend(db);
  const ops = new EntityOperations(db);
  registerPurchase(ops);
  const act = actor(ops);
  const buyer = await callerFor(db, 'buyer');
  const approver = await callerFor(db, 'approver');
  const one = async (sql: string, params: unknown[] = []) => Number((await db.query<{ id: number }>(sql, params)).rows[0].id);
  const suppliers = (await db.query<{ id: number }>('SELECT supplier_id AS id FROM srm_pos_supplier_info ORDER BY supplier_id LIMIT 5')).rows.map((r) =>
    Number(r.id),
  );
  const orgs = [
    await one(`SELECT org_id AS id FROM saaf_institution WHERE org_code = 'XC-MFG'`),
    await one(`SELECT org_id AS id FROM saaf_institution WHERE org_code = 'XC-SZ'`),
  ];
  const items = new Map<string, { id: number; price: number }>();
  for (const r of (
    await db.query<{ code: string; id: number; price: number }>('SELECT item_code AS code, item_id AS id, benchmark_price AS price FROM srm_base_items')
  ).rows)
    items.set(r.code, { id: Number(r.id), price: Number(r.price) });
  // The days, deterministic: spread over eleven months back to a week ago.
  const yesterday = new Date(`${formatDate(new Date(Date.now() - DAY))}T10:00:00`);
  let n = 0;
  const made: { id: number; at: Date }[] = [];
  for (const p of PLAN) {
    for (let i = 0; i < p.orders; i++) {
      const at = new Date(yesterday.getTime() - (7 + Math.floor(((i + 0.5) * 330) / p.orders) + p.supplier) * DAY);
      const code = p.items[i % p.items.length];
      const item = items.get(code)!;
      const qty = p.qty[0] + (((n * 37) % 10) * (p.qty[1] - p.qty[0])) / 10;
      n++;
      const id = await atDate(at, async () => {
        const po = await ops.save(getEntity('purOrder'), buyer, {
          supplierId: suppliers[p.supplier],
          orgId: orgs[n % 2],
          currencyCode: 'CNY',
          taxRateCode: 'VAT13',
          buyerName: '张采购',
          description: '年度采购',
          lines: [
            { lineNumber: 1, itemId: item.id, quantity: Math.round(qty), taxPrice: item.price, needByDate: formatDate(new Date(at.getTime() + 20 * DAY)) },
          ],
        });
        const poId = Number(po.poHeaderId);
        await act('purOrder', buyer, 'submit', poId);
        await act('purOrder', approver, 'approval', poId);
        return poId;
      });
      made.push({ id, at });
    }
  }
  for (const m of made) await moveInTime(db, 'purOrder', m.id, m.at, { approved_date: new Date(m.at.getTime() + DAY / 4) });
  // People have read what these orders told them long ago.
  await db.query(`UPDATE srm_base_notifications SET viewed_flag = 'Y' WHERE entity_name = 'purOrder' AND record_id = ANY($1)`, [made.map((m) => m.id)]);
  return { orders: made.length };
}
