/**
 * A contract made from an existing document (createdMode SOURCING, AGREEMENT,
 * ORDER): an awarded bid of a sourcing event, an approved price agreement, or
 * an approved purchase order. The new contract takes its supplier, currency,
 * amount and materials; `sourceCode` / `sourceId` name it.
 */
import type { Queryable } from '../db/db.ts';
import { table, type RowOf } from '../db/tables.ts';
import { ValidationError } from '../engine/app-error.ts';

type Row = Record<string, unknown>;

export interface SourceDocument {
  mode: 'SOURCING' | 'AGREEMENT' | 'ORDER';
  field: string;
  id: number;
  code: string;
  header: { supplierId: number; supplierName: unknown; supplierNumber: unknown; currencyCode: unknown; totalAmount: unknown };
  items: Row[];
}

const ORDER = table('srm_po_headers');
const ORDER_LINE = table('srm_po_lines');
const AGREEMENT = table('srm_po_agreement_headers');
const AGREEMENT_LINE = table('srm_po_agreement_lines');
const BID = table('srm_pon_bid_headers');
const BID_PRICE = table('srm_pon_bid_item_prices');
const AUCTION_ITEM = table('srm_pon_auction_items');
/** The material columns the lines of every source have. */
const ITEM = ['item_id', 'item_code', 'item_name', 'item_spec', 'category_id', 'category_name', 'uom_code'] as const;

const ORDER_STATES = ['APPROVED', 'RELEASED', 'FEEDBACK', 'CONFIRMED', 'CLOSED', 'SETTLED'];

/** The source document named on a new contract, checked usable; undefined when none is named. */
export async function sourceOf(q: Queryable, record: Row): Promise<SourceDocument | undefined> {
  const named = (['sourceBidId', 'sourceAgreementId', 'sourceOrderId'] as const).filter(
    (f) => record[f] !== undefined && record[f] !== null && record[f] !== '',
  );
  if (!named.length) return undefined;
  if (named.length > 1) throw new ValidationError(named.slice(1).map((field) => ({ field, key: 'rule.contractSourceRequired' })));
  const field = named[0];
  const id = Number(record[field]);
  const refuse = (code: unknown) => new ValidationError([{ field, key: 'rule.contractSourceState', params: { value: code ?? id } }]);
  if (field === 'sourceOrderId') {
    const h = (await q.query<RowOf<'srm_po_headers'>>(`SELECT * FROM ${ORDER} WHERE ${ORDER.po_header_id} = $1`, [id])).rows[0];
    if (!h || !ORDER_STATES.includes(String(h.po_status))) throw refuse(h?.po_number);
    const lines = await q.query<RowOf<'srm_po_lines', (typeof ITEM)[number] | 'quantity' | 'tax_price' | 'need_by_date'>>(
      `SELECT ${ORDER_LINE.$list(...ITEM, 'quantity', 'tax_price', 'need_by_date')}
         FROM ${ORDER_LINE} WHERE ${ORDER_LINE.po_header_id} = $1 AND ${ORDER_LINE.line_status} <> 'CANCELLED' ORDER BY ${ORDER_LINE.line_number}`,
      [id],
    );
    return {
      mode: 'ORDER',
      field,
      id,
      code: String(h.po_number),
      header: {
        supplierId: Number(h.supplier_id),
        supplierName: h.supplier_name,
        supplierNumber: h.supplier_number,
        currencyCode: h.currency_code,
        totalAmount: h.total_amount,
      },
      items: lines.rows.map((l) => ({ ...itemOf(l), purchaseQuantity: Number(l.quantity), taxPrice: Number(l.tax_price), demandDate: l.need_by_date })),
    };
  }
  if (field === 'sourceAgreementId') {
    const h = (await q.query<RowOf<'srm_po_agreement_headers'>>(`SELECT * FROM ${AGREEMENT} WHERE ${AGREEMENT.agreement_id} = $1`, [id])).rows[0];
    if (h?.agreement_status !== 'APPROVED') throw refuse(h?.agreement_number);
    const lines = await q.query<RowOf<'srm_po_agreement_lines', (typeof ITEM)[number] | 'tax_price'>>(
      `SELECT ${AGREEMENT_LINE.$list(...ITEM, 'tax_price')} FROM ${AGREEMENT_LINE} WHERE ${AGREEMENT_LINE.agreement_id} = $1 ORDER BY ${AGREEMENT_LINE.line_number}`,
      [id],
    );
    // An agreement prices materials without quantities: one of each, for the buyer to set.
    return {
      mode: 'AGREEMENT',
      field,
      id,
      code: String(h.agreement_number),
      header: {
        supplierId: Number(h.supplier_id),
        supplierName: h.supplier_name,
        supplierNumber: h.supplier_number,
        currencyCode: h.currency_code,
        totalAmount: null,
      },
      items: lines.rows.map((l) => ({ ...itemOf(l), purchaseQuantity: 1, taxPrice: Number(l.tax_price) })),
    };
  }
  const h = (await q.query<RowOf<'srm_pon_bid_headers'>>(`SELECT * FROM ${BID} WHERE ${BID.bid_header_id} = $1`, [id])).rows[0];
  if (h?.award_status !== 'AWARDED') throw refuse(h?.bid_number);
  const a = AUCTION_ITEM.as('a');
  const b = BID_PRICE.as('b');
  const lines = await q.query<RowOf<'srm_pon_auction_items', (typeof ITEM)[number] | 'quantity'> & RowOf<'srm_pon_bid_item_prices', 'tax_price'>>(
    `SELECT ${a.$list(...ITEM)},
            COALESCE(NULLIF(${b.award_quantity}, 0), ${a.quantity}) AS quantity, COALESCE(${b.bargain_price}, ${b.tax_price}) AS tax_price
       FROM ${b} JOIN ${a} ON ${a.auction_line_id} = ${b.auction_line_id}
      WHERE ${b.bid_header_id} = $1 AND ${b.award_status} = 'AWARDED' ORDER BY ${b.line_number}`,
    [id],
  );
  return {
    mode: 'SOURCING',
    field,
    id,
    code: String(h.bid_number),
    header: {
      supplierId: Number(h.supplier_id),
      supplierName: h.supplier_name,
      supplierNumber: h.supplier_number,
      currencyCode: h.currency_code,
      totalAmount: h.award_amount ?? h.bargain_amount ?? h.total_amount,
    },
    items: lines.rows.map((l) => ({ ...itemOf(l), purchaseQuantity: Number(l.quantity), taxPrice: Number(l.tax_price ?? 0) })),
  };
}

const itemOf = (l: Row): Row => ({
  itemId: Number(l.item_id),
  itemCode: l.item_code,
  itemName: l.item_name,
  itemSpec: l.item_spec,
  categoryId: l.category_id === null ? null : Number(l.category_id),
  categoryName: l.category_name,
  uomCode: l.uom_code,
});
