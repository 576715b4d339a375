/**
 * Savings on the demo's awards (entities/savings/SAVINGS.md), run last of the
 * demo so nothing an earlier part counts moves: the cold-rolled steel the
 * awarded inquiries and the compete event bought was last ordered weeks before
 * them at a higher price (the "last price paid"), and since the first
 * inquiry's award both winners have ordered steel at its agreement's prices,
 * through a requisition and the demand summary as a buyer does. Everything is
 * dated in the past by the engine clock (numbers carry those days; the
 * instants PostgreSQL stamps are moved onto them, `moveInTime`), in the
 * main plant (XC-MFG, never buyer2's Shanghai plant), and the orders stay
 * approved, not released, so no supplier's lists change. Only steel: the
 * compete demo prices aluminium per tonne against a material counted in
 * kilograms, so an aluminium order would give it a meaningless last price.
 * Also grants the report to the buyer and the approver (management).
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { formatDate } from '@srm/domain/dates.ts';
import type { Db } from '../db/db.ts';
import { atDate } from '../engine/clock.ts';
import { EntityOperations, type Row } from '../engine/operations.ts';
import type { Caller } from '../engine/caller.ts';
import { registerPurchase } from '../purchase/feature.ts';
import { registerSavings } from '../savings/feature.ts';
import { actor } from './act.ts';
import { moveInTime } from './purchase-history.ts';
import { EXPORT, grantRoutes, routesOf } from './grants.ts';
import { callerFor } from './purchase-demo.ts';
import { REFRESH_RESOURCE } from '@srm/domain/entity/summaries.ts';

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY);

export async function seedSavingsDemo(db: Db): Promise<void> {
  const ops = new EntityOperations(db);
  registerPurchase(ops);
  registerSavings();
  await db.transaction(async (tx) => {
    await grantRoutes(tx, 'BUYER', routesOf(['PON_SAVINGS']), () => [EXPORT, REFRESH_RESOURCE]);
    await grantRoutes(tx, 'APPROVER', routesOf(['PON_SAVINGS']), () => [EXPORT]);
  });
  const [buyer, approver, supplier1, supplier2] = await Promise.all(['buyer', 'approver', 'supplier1', 'supplier2'].map((u) => callerFor(db, u)));
  const act = actor(ops);
  const one = async (sql: string, params: unknown[]) => Number((await db.query<{ id: number }>(sql, params)).rows[0].id);
  const org = await one(`SELECT org_id AS id FROM saaf_institution WHERE org_code = 'XC-MFG'`, []);
  const steel = await one('SELECT item_id AS id FROM srm_base_items WHERE item_code = $1', ['M-300001']);

  // The last price paid before any award: a month and a half ago, from 华东精密.
  await atDate(at(-45), async () => {
    const po = await ops.save(getEntity('purOrder'), buyer, {
      supplierId: supplier1.supplierId,
      orgId: org,
      currencyCode: 'CNY',
      taxRateCode: 'VAT13',
      buyerName: '张伟',
      description: '冷轧钢板补库（询价前）',
      lines: [{ lineNumber: 1, itemId: steel, quantity: 5, taxPrice: 5350, needByDate: formatDate(at(-30)) }],
    });
    await act('purOrder', buyer, 'submit', po.poHeaderId);
    await act('purOrder', approver, 'approval', po.poHeaderId);
    // PostgreSQL stamped the creation now: onto its day, as the year of purchasing does.
    await moveInTime(db, 'purOrder', Number(po.poHeaderId), at(-45), {});
  });

  // Since the first inquiry's award: each winner's share ordered at its agreement's price.
  const demand = getEntity('purDemandSummary');
  const ordered = async (supplier: Caller, quantity: number, daysAgo: number) =>
    atDate(at(-daysAgo), async () => {
      const req = await ops.save(getEntity('purRequisition'), buyer, {
        orgId: org,
        requesterName: '张采购',
        comments: '冷轧钢板月度补库',
        lines: [
          {
            lineNumber: 1,
            itemId: steel,
            uomCode: 'T',
            demandQty: quantity,
            needByDate: formatDate(at(-daysAgo + 14)),
            suggestedSupplierId: supplier.supplierId,
          },
        ],
      });
      await act('purRequisition', buyer, 'submit', req.requisitionHeaderId);
      await act('purRequisition', approver, 'approval', req.requisitionHeaderId);
      const po = (await ops.runOperation(demand, buyer, demand.operations!.find((o) => o.operation === 'doCreatePurchaseOrder')!, {
        requisitionLineIds: (req.lines as Row[]).map((l) => l.requisitionLineId),
        supplierId: supplier.supplierId,
      })) as Row;
      await act('purOrder', buyer, 'submit', po.poHeaderId);
      await act('purOrder', approver, 'approval', po.poHeaderId);
      await moveInTime(db, 'purRequisition', Number(req.requisitionHeaderId), at(-daysAgo), {});
      await moveInTime(db, 'purOrder', Number(po.poHeaderId), at(-daysAgo), {});
    });
  await ordered(supplier2, 6, 10);
  await ordered(supplier1, 4, 8);
}
