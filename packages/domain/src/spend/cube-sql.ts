/**
 * The SELECT both grains of the spend cube share (SPEND.md): one row per
 * committed order line with its month, organisation, supplier, category,
 * whether its price came from an agreement or an award, and its three
 * measures in CNY through the order's exchange rate.
 */
import { COMMITTED_PO_STATES, sqlList } from '../purchase/shared.ts';

/** Price sources that mean an agreed or awarded price (PUR_PRICE_SOURCE); a line with an agreement number counts too. */
export const COVERED_PRICE_SOURCES = ['AGREEMENT', 'LADDER', 'INQUIRY', 'TENDER', 'COMPETE'];

/** The invoice state that makes an invoice count as spend (finInvoice's workflow: confirmed by the buyer after matching). */
export const CONFIRMED_INVOICE_STATE = 'CONFIRMED';

/** `l` order lines joined to `h` their headers, committed and not cancelled: the WHERE every spend figure and drill shares. */
export const COMMITTED_LINE_WHERE = `h.po_status IN (${sqlList(COMMITTED_PO_STATES)}) AND l.line_status <> 'CANCELLED'`;

/** 'Y' when the line's price came from an agreement or an award. */
export const COVERED_SQL = `CASE WHEN l.price_source IN (${sqlList(COVERED_PRICE_SOURCES)}) OR COALESCE(l.agreement_number, '') <> '' THEN 'Y' ELSE 'N' END`;

/** The month a line's spend falls in: its order's date. */
export const MONTH_SQL = `to_char(h.creation_date, 'YYYY-MM')`;

/** Per committed line: its cell's coordinates and measures. */
export const SPEND_LINES = `SELECT ${MONTH_SQL} AS period_month, h.org_id, h.org_name, h.supplier_id, h.supplier_number, h.supplier_name,
    l.category_id, l.category_name, ${COVERED_SQL} AS covered_flag,
    round(COALESCE(l.line_amount, 0) * COALESCE(h.exchange_rate, 1), 2) AS ordered,
    round(COALESCE(l.received_qty, 0) * COALESCE(l.tax_price, 0) * COALESCE(h.exchange_rate, 1), 2) AS received,
    round(COALESCE(inv.amount, 0) * COALESCE(h.exchange_rate, 1), 2) AS invoiced
  FROM srm_po_lines l JOIN srm_po_headers h ON h.po_header_id = l.po_header_id
  LEFT JOIN (SELECT il.po_line_id, sum(il.total_amount) AS amount FROM srm_fin_invoice_lines il
      JOIN srm_fin_invoices i ON i.invoice_id = il.invoice_id AND i.invoice_status = '${CONFIRMED_INVOICE_STATE}'
      WHERE il.po_line_id IS NOT NULL GROUP BY il.po_line_id) inv ON inv.po_line_id = l.po_line_id
  WHERE ${COMMITTED_LINE_WHERE}`;

/** The measures summed per cell, the same in both grains. */
export const CELL_MEASURES = `count(*) AS line_count, sum(s.ordered) AS ordered_amount, sum(s.received) AS received_amount, sum(s.invoiced) AS invoiced_amount`;
