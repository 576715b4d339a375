/**
 * What an approved compete award becomes, as an inquiry's does (sourcing/award.ts):
 * one approved price agreement per winner (`doCreateAgreement`), or one draft
 * order per winner of its awarded quantities (`doCreateOrder`), linked both
 * ways; either completes the event.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { formatDate } from '@srm/domain/dates.ts';
import { format } from '@srm/domain/i18n/messages.ts';
import type { Queryable } from '../db/db.ts';
import { writeAudit } from '../engine/audit.ts';
import type { Caller } from '../engine/caller.ts';
import { engineNow } from '../engine/clock.ts';
import { notifySupplierUsers } from '../engine/notify-suppliers.ts';
import type { OperationContext, Row } from '../engine/operations.ts';
import { personName } from '../engine/people.ts';
import { syncRequisitionLines } from '../purchase/sql.ts';
import { awardBidders, awardItems, type AwardItem } from './award.ts';
import { headerIdOf } from './hall-rows.ts';

/** The winners of the approved award, each with the materials it won. */
async function winners(tx: Queryable, id: number) {
  const items = await awardItems(tx, id, false);
  return (await awardBidders(tx, id))
    .filter((b) => b.awardStatus === 'AWARDED')
    .map((b) => ({ ...b, won: items.filter((i): i is AwardItem & { award: NonNullable<AwardItem['award']> } => i.award?.supplierId === b.supplierId) }));
}

async function complete(tx: Queryable, caller: Caller, id: number, made: string[]): Promise<void> {
  await tx.query(
    `UPDATE srm_pon_compete_headers SET compete_status = 'COMPLETED', version_num = version_num + 1, last_updated_by = $2, last_update_date = now() WHERE compete_header_id = $1`,
    [id, caller.userId],
  );
  await writeAudit(tx, caller, 'ponCompete', id, 'ACTION', { competeStatus: ['AWARDED', 'COMPLETED'] }, made.join('、'));
}

const dateOf = (value: unknown, fallback: Date) => (typeof value === 'string' && value ? value : formatDate(fallback));

/** `doCreateAgreement`: an approved price agreement per winner, valid a year from today unless `startDate` / `endDate` say otherwise. */
export async function createAgreements({ ops, tx, caller, pending, body }: OperationContext): Promise<unknown> {
  const def = getEntity('ponCompete');
  const id = headerIdOf(body);
  const event = await ops.findById(def, caller, { competeHeaderId: id }, tx);
  const agreement = getEntity('purAgreement');
  const now = engineNow();
  const made: string[] = [];
  for (const w of await winners(tx, id)) {
    const agreementId = await ops.saveOne(
      tx,
      agreement,
      caller,
      {
        agreementName: `${event.competeTitle} - ${w.supplierName}`.slice(0, 200),
        supplierId: w.supplierId,
        currencyCode: event.currencyCode,
        taxRateCode: event.taxRateCode,
        startDate: dateOf(body.startDate, now),
        endDate: dateOf(body.endDate, new Date(now.getTime() + 365 * 86_400_000)),
        description: `${event.competeNumber} ${event.competeTitle}`.slice(0, 1000),
        lines: w.won.map((i, k) => ({ lineNumber: k + 1, itemId: i.itemId, taxPrice: i.award.price })),
        orgs: [{ orgId: event.orgId, defaultFlag: 'Y' }],
      },
      pending,
    );
    // The award's approval is the approval of these prices: the winner sees the agreement at once.
    const number = (
      await tx.query<{ n: string }>(
        `UPDATE srm_po_agreement_headers SET agreement_status = 'APPROVED', auction_number = $2 WHERE agreement_id = $1 RETURNING agreement_number AS n`,
        [agreementId, event.competeNumber],
      )
    ).rows[0].n;
    await writeAudit(tx, caller, agreement.name, agreementId, 'ACTION', { agreementStatus: ['DRAFT', 'APPROVED'] }, String(event.competeNumber));
    await tx.query('UPDATE srm_pon_compete_suppliers SET agreement_id = $3, agreement_number = $4 WHERE compete_header_id = $1 AND supplier_id = $2', [
      id,
      w.supplierId,
      agreementId,
      number,
    ]);
    const params = { number: event.competeNumber, agreement: number };
    await notifySupplierUsers(
      tx,
      [w.supplierId],
      { zh: format('compete.agreementMade', 'zh', params), en: format('compete.agreementMade', 'en', params) },
      { entity: 'ponCompete', recordId: id, link: `supplierCompeteDetail?id=${id}` },
      caller,
      pending,
    );
    made.push(number);
  }
  await complete(tx, caller, id, made);
  pending.add('record', { entity: def.name, id, operation: 'createAgreement' });
  return ops.findById(def, caller, { competeHeaderId: id }, tx);
}

/** `doCreateOrder`: a draft order per winner of its awarded materials; lines from requisitions order them. */
export async function createOrders({ ops, tx, caller, pending, body }: OperationContext): Promise<unknown> {
  const def = getEntity('ponCompete');
  const id = headerIdOf(body);
  const event = await ops.findById(def, caller, { competeHeaderId: id }, tx);
  const order = getEntity('purOrder');
  const now = engineNow();
  const buyer = event.buyerName || (await personName(tx, caller.userId)) || caller.userName;
  const made: string[] = [];
  const requisitionLines: number[] = [];
  for (const w of await winners(tx, id)) {
    const lines: Row[] = w.won.map((i, k) => ({
      lineNumber: k + 1,
      itemId: i.itemId,
      quantity: i.quantity,
      taxPrice: i.award.price,
      needByDate: i.needByDate ?? formatDate(new Date(now.getTime() + 7 * 86_400_000)),
    }));
    const poId = await ops.saveOne(
      tx,
      order,
      caller,
      {
        supplierId: w.supplierId,
        orgId: event.orgId,
        currencyCode: event.currencyCode,
        taxRateCode: event.taxRateCode,
        buyerName: buyer,
        description: `${event.competeNumber} ${event.competeTitle}`.slice(0, 1000),
        lines,
      },
      pending,
    );
    const number = (
      await tx.query<{ n: string }>(`UPDATE srm_po_headers SET source_code = 'COMPETE', auction_number = $2 WHERE po_header_id = $1 RETURNING po_number AS n`, [
        poId,
        event.competeNumber,
      ])
    ).rows[0].n;
    const madeLines = await tx.query<{ id: number }>('SELECT po_line_id AS id FROM srm_po_lines WHERE po_header_id = $1 ORDER BY line_number', [poId]);
    for (const [k, i] of w.won.entries()) {
      await tx.query(
        `UPDATE srm_po_lines SET price_source = 'COMPETE', requisition_line_id = $2,
                requisition_number = (SELECT requisition_number FROM srm_pon_compete_items WHERE compete_line_id = $3) WHERE po_line_id = $1`,
        [madeLines.rows[k].id, i.requisitionLineId, i.competeLineId],
      );
      if (i.requisitionLineId !== null) requisitionLines.push(i.requisitionLineId);
    }
    await tx.query('UPDATE srm_pon_compete_suppliers SET po_header_id = $3, po_number = $4 WHERE compete_header_id = $1 AND supplier_id = $2', [
      id,
      w.supplierId,
      poId,
      number,
    ]);
    made.push(number);
  }
  await syncRequisitionLines({ ops, tx, pending, caller }, [...new Set(requisitionLines)]);
  await complete(tx, caller, id, made);
  pending.add('record', { entity: def.name, id, operation: 'createOrder' });
  return ops.findById(def, caller, { competeHeaderId: id }, tx);
}
