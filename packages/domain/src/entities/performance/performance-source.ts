import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * Where every measure comes from, written once: each family is the document
 * lines a measure counts (its FROM and WHERE, over a period given as two SQL
 * expressions), each measure a value per line. The scheme's collection sums
 * them per supplier (api/src/performance/measures.ts); the drill-down view
 * below lists the same lines per result, so a measure is always the sum of
 * the rows it shows.
 */

export interface SourceFamily {
  /** The document a row opens (its entity) and the SQL of its id, number and line. */
  entity: string;
  documentId: string;
  documentNumber: string;
  lineNumber: string;
  /** Unique among the family's rows of one supplier and period. */
  rowId: string;
  rowDate: string;
  supplier: string;
  from: (periodFrom: string, periodTo: string) => string;
}

// Delivery lines received in the period (the receipt is what the buyer saw arrive), bar delivery notes excluded by an approved exclusion.
const RECEIVED: SourceFamily = {
  entity: 'purDeliveryNote',
  documentId: 'dh.delivery_header_id',
  documentNumber: 'dh.delivery_number',
  lineNumber: 'dl.line_number',
  rowId: 'dl.delivery_line_id',
  rowDate: 'dl.received_date',
  supplier: 'dh.supplier_id',
  from: (a, b) => `FROM srm_po_delivery_lines dl
  JOIN srm_po_delivery_headers dh ON dh.delivery_header_id = dl.delivery_header_id
  JOIN srm_po_lines pl ON pl.po_line_id = dl.po_line_id
  WHERE dl.received_date BETWEEN ${a} AND ${b} AND dl.delivery_line_status IN ('RECEIVED', 'SETTLED')
    AND NOT EXISTS (SELECT 1 FROM srm_spe_exclude_bills x WHERE x.delivery_header_id = dh.delivery_header_id AND x.exclude_status = 'APPROVED')`,
};

const orderLine = { entity: 'purOrder', documentId: 'ph.po_header_id', documentNumber: 'ph.po_number', lineNumber: 'pl.line_number', rowId: 'pl.po_line_id' };

// Order lines of released orders falling due in the period (promised date, else need-by date).
const DUE: SourceFamily = {
  ...orderLine,
  rowDate: 'COALESCE(pl.promised_date, pl.need_by_date)',
  supplier: 'ph.supplier_id',
  from: (a, b) => `FROM srm_po_lines pl JOIN srm_po_headers ph ON ph.po_header_id = pl.po_header_id
  WHERE ph.released_date IS NOT NULL AND ph.po_status <> 'CANCELLED' AND pl.line_status <> 'CANCELLED'
    AND COALESCE(pl.promised_date, pl.need_by_date) BETWEEN ${a} AND ${b}`,
};

// Order lines released in the period whose material the supplier has an approved agreement price for.
const PRICED: SourceFamily = {
  ...orderLine,
  rowDate: 'ph.released_date::date',
  supplier: 'ph.supplier_id',
  from: (a, b) => `FROM srm_po_lines pl JOIN srm_po_headers ph ON ph.po_header_id = pl.po_header_id
  JOIN LATERAL (SELECT min(al.tax_price) AS price FROM srm_po_agreement_lines al
    JOIN srm_po_agreement_headers ah ON ah.agreement_id = al.agreement_id
    WHERE ah.supplier_id = ph.supplier_id AND al.item_id = pl.item_id AND ah.agreement_status = 'APPROVED'
      AND ph.released_date::date BETWEEN ah.start_date AND ah.end_date) ag ON ag.price IS NOT NULL
  WHERE ph.released_date::date BETWEEN ${a} AND ${b} AND ph.po_status <> 'CANCELLED' AND pl.line_status <> 'CANCELLED'`,
};

// Orders released in the period, with the moment the supplier first answered them (its feedback action).
const RELEASED: SourceFamily = {
  entity: 'purOrder',
  documentId: 'ph.po_header_id',
  documentNumber: 'ph.po_number',
  lineNumber: 'NULL::integer',
  rowId: 'ph.po_header_id',
  rowDate: 'ph.released_date::date',
  supplier: 'ph.supplier_id',
  from: (a, b) => `FROM srm_po_headers ph
  LEFT JOIN LATERAL (SELECT min(a.creation_date) AS at FROM saaf_audit_log a
    WHERE a.entity_name = 'purOrder' AND a.record_id = ph.po_header_id AND a.operation = 'ACTION'
      AND a.changes::jsonb -> 'poStatus' ->> 1 = 'FEEDBACK') fb ON true
  WHERE ph.released_date::date BETWEEN ${a} AND ${b} AND ph.po_status <> 'CANCELLED'`,
};

// Blue invoices the buyer confirmed in the period (a red one only reverses another); a written-off invoice was still confirmed then.
const INVOICED: SourceFamily = {
  entity: 'finInvoice',
  documentId: 'iv.invoice_id',
  documentNumber: 'iv.invoice_number',
  lineNumber: 'NULL::integer',
  rowId: 'iv.invoice_id',
  rowDate: 'iv.confirmed_date::date',
  supplier: 'iv.supplier_id',
  from: (a, b) => `FROM srm_fin_invoices iv
  WHERE iv.invoice_kind = 'BLUE' AND iv.confirmed_date::date BETWEEN ${a} AND ${b}`,
};

/** A measure: its family and what one of the family's rows adds to it (a row adding nothing is not its source). */
export interface MeasureSource {
  code: string;
  family: SourceFamily;
  value: string;
}

const counted = (condition: string) => `CASE WHEN ${condition} THEN 1 ELSE 0 END`;

/** Labels: the SPE_MEASURE lookup (lookups/catalogue.ts), which names the same codes. */
export const MEASURE_SOURCES: MeasureSource[] = [
  { code: 'receivedLines', family: RECEIVED, value: '1' },
  { code: 'onTimeLines', family: RECEIVED, value: counted('dl.received_date <= COALESCE(pl.promised_date, pl.need_by_date)') },
  { code: 'shippedQty', family: RECEIVED, value: 'dl.delivery_qty' },
  { code: 'acceptedQty', family: RECEIVED, value: 'dl.received_qty' },
  { code: 'rejectedQty', family: RECEIVED, value: 'GREATEST(dl.delivery_qty - dl.received_qty, 0)' },
  { code: 'dueLines', family: DUE, value: '1' },
  { code: 'fullQtyLines', family: DUE, value: counted('pl.received_qty = pl.quantity') },
  { code: 'pricedLines', family: PRICED, value: '1' },
  { code: 'atAgreementLines', family: PRICED, value: counted('pl.tax_price <= ag.price') },
  { code: 'releasedOrders', family: RELEASED, value: '1' },
  { code: 'answeredOrders', family: RELEASED, value: counted('fb.at IS NOT NULL') },
  { code: 'responseHours', family: RELEASED, value: 'COALESCE(EXTRACT(EPOCH FROM fb.at - ph.released_date) / 3600, 0)' },
  { code: 'confirmedInvoices', family: INVOICED, value: '1' },
  // Accurate: no line outside the three-way match's tolerance, even if the buyer then accepted the difference (lines keep their result).
  {
    code: 'accurateInvoices',
    family: INVOICED,
    value: counted(`NOT EXISTS (SELECT 1 FROM srm_fin_invoice_lines il WHERE il.invoice_id = iv.invoice_id AND il.match_result = 'EXCEPTION')`),
  },
];

// A row's key within one result: the measure's place and the document line's id.
const branch = (m: MeasureSource, i: number) => `SELECT x.* FROM srm_spe_performances p CROSS JOIN LATERAL (
      SELECT ${i + 1}::bigint * 1000000000000 + ${m.family.rowId} AS source_id, p.performance_id, p.supplier_id, p.performance_status,
        '${m.code}'::varchar AS measure_code, '${m.family.entity}'::varchar AS document_entity, ${m.family.documentId}::bigint AS document_id,
        ${m.family.documentNumber}::varchar AS document_number, ${m.family.lineNumber}::integer AS line_number, ${m.family.rowDate}::date AS document_date,
        round((${m.value})::numeric, 4) AS source_value
      ${m.family.from('p.period_from', 'p.period_to')} AND ${m.family.supplier} = p.supplier_id) x`;

/**
 * The documents behind a result's measures (绩效数据来源): one row per measure
 * and document line it counted, opening that document. Read per result
 * (`performanceId`); a supplier reads its own once published.
 */
export default defineEntity({
  name: 'spePerformanceSource',
  domain: 'performance',
  label: { zh: '绩效数据来源', en: 'Measure sources' },
  service: 'srmServer',
  rest: 'srmSpePerformanceSource',
  table: 'v_srm_spe_performance_sources',
  key: 'sourceId',
  titleField: 'documentNumber',
  // Read from a result's screen, whoever may open the result; the scope keeps a supplier to its own published ones.
  read: 'authenticated',
  readOnly: true,
  scope: { supplier: 'supplierId', supplierAudience: { field: 'performanceStatus', values: ['PUBLISHED', 'APPEALED', 'CONFIRMED'] } },
  view: `SELECT s.*, -1::bigint AS created_by, now() AS creation_date, -1::bigint AS last_updated_by, now() AS last_update_date, 1 AS version_num
    FROM (${MEASURE_SOURCES.map(branch).join('\n      UNION ALL\n      ')}) s WHERE s.source_value <> 0`,
  fields: [
    f.ref('performanceId', '绩效结果', 'Result', 'spePerformance', { display: 'performanceNumber' }),
    f.ref('supplierId', '供应商', 'Supplier', 'supplierInfo', { hidden: true }),
    f.text('performanceStatus', '状态', 'Status', { hidden: true }),
    f.lookup('measureCode', '度量', 'Measure', 'SPE_MEASURE'),
    f.text('documentEntity', '单据类型', 'Document kind', { hidden: true }),
    f.integer('documentId', '单据', 'Document', { hidden: true }),
    f.text('documentNumber', '单据编号', 'Document number'),
    f.integer('lineNumber', '行号', 'Line'),
    f.date('documentDate', '日期', 'Date'),
    f.number('sourceValue', '计入数值', 'Counted', { precision: 4 }),
  ],
  list: {
    columns: ['measureCode', 'documentNumber', 'lineNumber', 'documentDate', 'sourceValue'],
    filters: ['performanceId', 'measureCode'],
    sort: ['measureCode', 'documentNumber', 'sourceId'],
  },
});
