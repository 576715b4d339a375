/**
 * `doPriceHistory` of a material: the prices offered in opened inquiries and tenders, agreed
 * in approved price agreements and paid in approved orders, oldest first, each
 * read within the caller's scope and data permissions of its document.
 */
import { getEntity } from '@srm/domain/entity/registry.ts';
import { formatDate } from '@srm/domain/dates.ts';
import { ValidationError } from '../engine/app-error.ts';
import type { OperationContext } from '../engine/operations.ts';
import { Params } from '../engine/params.ts';
import { scopeConditions } from '../engine/scope.ts';

export interface PricePoint {
  /** The line the price is on, unique over the sources. */
  lineKey: string;
  date: string;
  source: 'INQUIRY' | 'TENDER' | 'AGREEMENT' | 'ORDER';
  documentNumber: string;
  supplierName: string;
  price: number;
  quantity: number | null;
  currencyCode: string;
}

/** The most points answered; the oldest beyond it are left out. */
export const PRICE_HISTORY_LIMIT = 1000;

export async function priceHistory({ ops, tx, caller, body }: OperationContext): Promise<unknown> {
  const itemId = Number(body.itemId);
  if (!Number.isSafeInteger(itemId) || itemId < 1) throw new ValidationError([{ field: 'itemId', key: 'rule.required' }]);
  const item = await ops.findById(getEntity('materialItem'), caller, { itemId }, tx);
  const params = new Params();
  const item$ = params.add(itemId);
  const scoped = (entity: string) => {
    const conds = scopeConditions(getEntity(entity), caller, params);
    return conds.length ? ` AND ${conds.join(' AND ')}` : '';
  };
  const res = await tx.query<PricePoint & { at: Date }>(
    `SELECT * FROM (
       SELECT 'B' || l.bid_line_id AS "lineKey", b.submit_date AS at, t.auction_type AS source, t.auction_number AS "documentNumber", b.supplier_name AS "supplierName",
              l.tax_price AS price, i.quantity, t.currency_code AS "currencyCode"
         FROM srm_pon_bid_item_prices l
         JOIN srm_pon_bid_headers b ON b.bid_header_id = l.bid_header_id AND b.bid_status = 'SUBMITTED' AND b.sealed_flag = 'N'
         JOIN srm_pon_auction_items i ON i.auction_line_id = l.auction_line_id AND i.item_id = ${item$}
         JOIN srm_pon_auction_headers t ON t.auction_header_id = b.auction_header_id
        WHERE l.tax_price IS NOT NULL${scoped('ponAuction')}
       UNION ALL
       SELECT 'A' || l.agreement_line_id, t.start_date AS at, 'AGREEMENT', t.agreement_number, t.supplier_name, l.tax_price, NULL, t.currency_code
         FROM srm_po_agreement_lines l JOIN srm_po_agreement_headers t ON t.agreement_id = l.agreement_id AND t.agreement_status = 'APPROVED'
        WHERE l.item_id = ${item$}${scoped('purAgreement')}
       UNION ALL
       SELECT 'O' || l.po_line_id, COALESCE(t.approved_date, t.creation_date) AS at, 'ORDER', t.po_number, t.supplier_name, l.tax_price, l.quantity, t.currency_code
         FROM srm_po_lines l JOIN srm_po_headers t ON t.po_header_id = l.po_header_id AND t.po_status NOT IN ('DRAFT', 'SUBMITTED', 'REJECTED', 'CANCELLED')
        WHERE l.item_id = ${item$} AND l.line_status <> 'CANCELLED'${scoped('purOrder')}
     ) p ORDER BY at DESC LIMIT ${PRICE_HISTORY_LIMIT}`,
    params.values,
  );
  const points: PricePoint[] = res.rows.reverse().map(({ at, ...p }) => ({
    ...p,
    date: formatDate(at),
    price: Number(p.price),
    quantity: p.quantity === null ? null : Number(p.quantity),
  }));
  return { item: { itemId, itemCode: item.itemCode, itemName: item.itemName, uomCode: item.uomCode }, points };
}
