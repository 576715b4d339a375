/**
 * The measures an automatic indicator's formula may name: each a figure per
 * supplier over a scheme's period, computed by the server in one SQL set
 * statement from the platform's own documents. `sql` answers (supplier_id, v)
 * for the period $1..$2 (dates, both included) and the suppliers with a result in
 * scheme $3; scheme.ts inserts it for
 * every result of a scheme at once.
 */
/** Labels: the SPE_MEASURE lookup (lookups/catalogue.ts), which names the same codes. */
export interface Measure {
  code: string;
  sql: string;
}

// Delivery lines received in the period: the receipt is what the buyer saw arrive.
const RECEIVED = `FROM srm_po_delivery_lines dl
  JOIN srm_po_delivery_headers dh ON dh.delivery_header_id = dl.delivery_header_id
  JOIN srm_po_lines pl ON pl.po_line_id = dl.po_line_id
  WHERE dl.received_date BETWEEN $1 AND $2 AND dl.delivery_line_status IN ('RECEIVED', 'SETTLED')`;

// Order lines of released orders falling due in the period (promised date, else need-by date).
const DUE = `FROM srm_po_lines pl JOIN srm_po_headers ph ON ph.po_header_id = pl.po_header_id
  WHERE ph.released_date IS NOT NULL AND ph.po_status <> 'CANCELLED' AND pl.line_status <> 'CANCELLED'
    AND COALESCE(pl.promised_date, pl.need_by_date) BETWEEN $1 AND $2`;

// Order lines released in the period whose material the supplier has an approved agreement price for.
const PRICED = `FROM srm_po_lines pl JOIN srm_po_headers ph ON ph.po_header_id = pl.po_header_id
  JOIN LATERAL (SELECT min(al.tax_price) AS price FROM srm_po_agreement_lines al
    JOIN srm_po_agreement_headers ah ON ah.agreement_id = al.agreement_id
    WHERE ah.supplier_id = ph.supplier_id AND al.item_id = pl.item_id AND ah.agreement_status = 'APPROVED'
      AND ph.released_date::date BETWEEN ah.start_date AND ah.end_date) ag ON ag.price IS NOT NULL
  WHERE ph.released_date::date BETWEEN $1 AND $2 AND ph.po_status <> 'CANCELLED' AND pl.line_status <> 'CANCELLED'`;

// Orders released in the period, with the moment the supplier first answered them (its feedback action).
const RELEASED = `FROM srm_po_headers ph
  LEFT JOIN LATERAL (SELECT min(a.creation_date) AS at FROM saaf_audit_log a
    WHERE a.entity_name = 'purOrder' AND a.record_id = ph.po_header_id AND a.operation = 'ACTION'
      AND a.changes::jsonb -> 'poStatus' ->> 1 = 'FEEDBACK') fb ON true
  WHERE ph.released_date::date BETWEEN $1 AND $2 AND ph.po_status <> 'CANCELLED'`;

const m = (code: string, select: string, from: string, supplier: string): Measure => ({
  code,
  // Only the scheme's suppliers ($3): a scheme over ten suppliers reads ten suppliers' documents.
  sql: `SELECT ${supplier} AS supplier_id, ${select} AS v ${from}
    AND ${supplier} IN (SELECT p.supplier_id FROM srm_spe_performances p WHERE p.scheme_id = $3) GROUP BY ${supplier}`,
});

export const MEASURES: Measure[] = [
  m('receivedLines', 'count(*)', RECEIVED, 'dh.supplier_id'),
  m('onTimeLines', 'count(*) FILTER (WHERE dl.received_date <= COALESCE(pl.promised_date, pl.need_by_date))', RECEIVED, 'dh.supplier_id'),
  m('shippedQty', 'sum(dl.delivery_qty)', RECEIVED, 'dh.supplier_id'),
  m('acceptedQty', 'sum(dl.received_qty)', RECEIVED, 'dh.supplier_id'),
  m('rejectedQty', 'sum(GREATEST(dl.delivery_qty - dl.received_qty, 0))', RECEIVED, 'dh.supplier_id'),
  m('dueLines', 'count(*)', DUE, 'ph.supplier_id'),
  m('fullQtyLines', 'count(*) FILTER (WHERE pl.received_qty = pl.quantity)', DUE, 'ph.supplier_id'),
  m('pricedLines', 'count(*)', PRICED, 'ph.supplier_id'),
  m('atAgreementLines', 'count(*) FILTER (WHERE pl.tax_price <= ag.price)', PRICED, 'ph.supplier_id'),
  m('releasedOrders', 'count(*)', RELEASED, 'ph.supplier_id'),
  m('answeredOrders', 'count(fb.at)', RELEASED, 'ph.supplier_id'),
  m('responseHours', 'COALESCE(sum(EXTRACT(EPOCH FROM fb.at - ph.released_date) / 3600), 0)', RELEASED, 'ph.supplier_id'),
];

export const MEASURE_CODES: ReadonlySet<string> = new Set(MEASURES.map((x) => x.code));
