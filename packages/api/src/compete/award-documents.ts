/**
 * What an approved compete award becomes, by the inquiry's path
 * (sourcing/award-documents.ts): one approved price agreement per winner
 * (`doCreateAgreement`), or one draft order per winner of its awarded
 * quantities (`doCreateOrder`), linked both ways; either completes the event.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { formatDate } from '@srm/domain/dates.ts';
import { format } from '@srm/domain/i18n/messages.ts';
import type { Queryable } from '../db/db.ts';
import { engineNow } from '../engine/clock.ts';
import { notifySupplierUsers } from '../engine/notify-suppliers.ts';
import type { OperationContext, Row } from '../engine/operations.ts';
import { linkColumns, makeAgreements, makeOrders, type AwardEvent, type Winner } from '../sourcing/award-documents.ts';
import { awardBidders, awardItems } from './award.ts';
import { headerIdOf } from './hall-rows.ts';

/** The winners of the approved award, each with the materials it won (an order's need-by date: the material's, else a week from today). */
async function winners(tx: Queryable, id: number): Promise<Winner[]> {
  const items = await awardItems(tx, id, false);
  const now = engineNow();
  return (await awardBidders(tx, id))
    .filter((b) => b.awardStatus === 'AWARDED')
    .map((b) => ({
      supplierId: b.supplierId,
      supplierName: b.supplierName,
      lines: items
        .filter((i) => i.award?.supplierId === b.supplierId)
        .map((i) => ({
          itemId: i.itemId,
          quantity: i.quantity,
          taxPrice: i.award!.price,
          needByDate: i.needByDate ?? formatDate(new Date(now.getTime() + 7 * 86_400_000)),
          sourceLineId: i.competeLineId,
          requisitionLineId: i.requisitionLineId,
        })),
    }));
}

function awardEvent(event: Row): AwardEvent {
  const id = Number(event.competeHeaderId);
  return {
    def: getEntity('ponCompete'),
    id,
    number: String(event.competeNumber),
    title: String(event.competeTitle),
    currencyCode: event.currencyCode,
    taxRateCode: event.taxRateCode,
    orgId: event.orgId,
    buyerName: event.buyerName,
    source: 'COMPETE',
    items: { table: 'srm_pon_compete_items', key: 'compete_line_id' },
    linkBack: (tx, w, made) => linkColumns(tx, 'srm_pon_compete_suppliers', { compete_header_id: id, supplier_id: w.supplierId }, made),
    tellAgreement: ({ tx, caller, pending }, w, agreement) => {
      const params = { number: event.competeNumber, agreement };
      return notifySupplierUsers(
        tx,
        [w.supplierId],
        { zh: format('compete.agreementMade', 'zh', params), en: format('compete.agreementMade', 'en', params) },
        { entity: 'ponCompete', recordId: id, link: `supplierCompeteDetail?id=${id}` },
        caller,
        pending,
      );
    },
  };
}

async function eventOf(ctx: OperationContext): Promise<Row> {
  return ctx.ops.findById(getEntity('ponCompete'), ctx.caller, { competeHeaderId: headerIdOf(ctx.body) }, ctx.tx);
}

/** `doCreateAgreement`: an approved price agreement per winner, valid a year from today unless `startDate` / `endDate` say otherwise. */
export async function createAgreements(ctx: OperationContext): Promise<unknown> {
  const event = await eventOf(ctx);
  return makeAgreements(ctx, awardEvent(event), await winners(ctx.tx, Number(event.competeHeaderId)));
}

/** `doCreateOrder`: a draft order per winner of its awarded materials; lines from requisitions order them. */
export async function createOrders(ctx: OperationContext): Promise<unknown> {
  const event = await eventOf(ctx);
  return makeOrders(ctx, awardEvent(event), await winners(ctx.tx, Number(event.competeHeaderId)));
}
