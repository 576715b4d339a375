/**
 * `doCreateCompete` of a tender (招标转竞价, COMPETE.md "From a tender"): an
 * evaluated tender's materials put to a live reverse auction among its
 * bidders, those with a submitted response that did not fail the compliance
 * review. The draft keeps the tender it came from (`competeSource` TENDER,
 * `auctionHeaderId`, number and title), which the tender module's compete
 * list (biddingCompeteList) shows. Starting prices and the hall password are
 * the buyer's to give before `submit` (hooks.ts refuses the event without).
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { AppError } from '../engine/app-error.ts';
import type { OperationContext } from '../engine/operations.ts';
import { saveCompeteDraft } from './draft.ts';

interface TenderItem {
  lineNumber: number;
  itemId: number;
  quantity: string;
  needByDate: string | null;
}

export async function createCompeteFromTender(ctx: OperationContext): Promise<unknown> {
  const { ops, tx, caller, body } = ctx;
  // Read in the caller's scope (the engine has checked the state under the row's lock).
  const tender = await ops.fetch(tx, getEntity('ponAuction'), caller, Number(body.auctionHeaderId));
  if (tender?.auctionType !== 'TENDER') throw new AppError('NOT_FOUND');
  const items = await tx.query<TenderItem>(
    `SELECT line_number AS "lineNumber", item_id AS "itemId", quantity, to_char(need_by_date, 'YYYY-MM-DD') AS "needByDate"
       FROM srm_pon_auction_items WHERE auction_header_id = $1 ORDER BY line_number`,
    [tender.auctionHeaderId],
  );
  const bidders = await tx.query<{ supplierId: number }>(
    `SELECT DISTINCT supplier_id AS "supplierId" FROM srm_pon_bid_headers
      WHERE auction_header_id = $1 AND bid_status = 'SUBMITTED' AND coalesce(mark_result, '') <> 'FAIL' ORDER BY 1`,
    [tender.auctionHeaderId],
  );
  return saveCompeteDraft(ctx, {
    header: {
      competeTitle: typeof body.competeTitle === 'string' && body.competeTitle ? body.competeTitle : `${tender.auctionTitle} 竞价`,
      orgId: tender.orgId,
      currencyCode: tender.currencyCode ?? 'CNY',
      ...(tender.taxRateCode ? { taxRateCode: tender.taxRateCode } : {}),
      items: items.rows.map((l, i) => ({ lineNumber: i + 1, itemId: Number(l.itemId), quantity: Number(l.quantity), needByDate: l.needByDate })),
      suppliers: bidders.rows.map((b) => ({ supplierId: Number(b.supplierId) })),
      turns: [{ turnNumber: 1 }],
    },
    source: 'TENDER',
    tender: { auctionHeaderId: Number(tender.auctionHeaderId), auctionNumber: String(tender.auctionNumber), auctionTitle: String(tender.auctionTitle) },
    byOperation: true,
  });
}
