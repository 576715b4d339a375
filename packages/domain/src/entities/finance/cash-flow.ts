import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/** Every (supplier, organisation, currency) finance has touched, and its figures, in one pass per source. */
const VIEW = `SELECT ('x' || substr(md5(k.supplier_id || '/' || k.org_id || '/' || k.currency_code), 1, 12))::bit(48)::bigint AS row_id,
       k.supplier_id, s.supplier_number, s.supplier_name, k.org_id, o.org_name, k.currency_code,
       COALESCE(r.amount, 0) AS received_amount, COALESCE(i.amount, 0) AS invoiced_amount, COALESCE(p.amount, 0) AS paid_amount,
       COALESCE(a.amount, 0) AS advanced_amount, COALESCE(c.amount, 0) AS collected_amount, COALESCE(d.amount, 0) AS deducted_amount,
       COALESCE(i.amount, 0) - COALESCE(d.amount, 0) - COALESCE(p.amount, 0) - COALESCE(a.amount, 0) + COALESCE(c.amount, 0) AS balance_amount,
       -1::bigint AS created_by, now() AS creation_date, -1::bigint AS last_updated_by, now() AS last_update_date, 1 AS version_num
  FROM (
    SELECT dh.supplier_id, ph.org_id, ph.currency_code FROM srm_po_delivery_lines dl JOIN srm_po_delivery_headers dh ON dh.delivery_header_id = dl.delivery_header_id
      JOIN srm_po_lines pl ON pl.po_line_id = dl.po_line_id JOIN srm_po_headers ph ON ph.po_header_id = pl.po_header_id
     WHERE dh.delivery_status = 'CLOSED' AND dl.delivery_line_status IN ('RECEIVED', 'SETTLED')
    UNION SELECT supplier_id, org_id, currency_code FROM srm_fin_invoices WHERE invoice_status IN ('CONFIRMED', 'WRITTEN_OFF')
    UNION SELECT supplier_id, org_id, currency_code FROM srm_fin_deductions WHERE deduction_status = 'CONFIRMED'
    UNION SELECT supplier_id, org_id, currency_code FROM srm_fin_payment_applies WHERE payment_status IN ('PAID', 'RECEIVED')
    UNION SELECT supplier_id, org_id, currency_code FROM srm_fin_advance_applies WHERE advance_status = 'APPROVED'
  ) k
  JOIN srm_pos_supplier_info s ON s.supplier_id = k.supplier_id
  LEFT JOIN saaf_institution o ON o.org_id = k.org_id
  LEFT JOIN (SELECT dh.supplier_id, ph.org_id, ph.currency_code, sum(round(dl.received_qty * pl.tax_price, 2)) AS amount
               FROM srm_po_delivery_lines dl JOIN srm_po_delivery_headers dh ON dh.delivery_header_id = dl.delivery_header_id
               JOIN srm_po_lines pl ON pl.po_line_id = dl.po_line_id JOIN srm_po_headers ph ON ph.po_header_id = pl.po_header_id
              WHERE dh.delivery_status = 'CLOSED' AND dl.delivery_line_status IN ('RECEIVED', 'SETTLED')
              GROUP BY 1, 2, 3) r ON (r.supplier_id, r.org_id, r.currency_code) = (k.supplier_id, k.org_id, k.currency_code)
  LEFT JOIN (SELECT supplier_id, org_id, currency_code, sum(total_amount) AS amount FROM srm_fin_invoices
              WHERE invoice_status IN ('CONFIRMED', 'WRITTEN_OFF') GROUP BY 1, 2, 3) i ON (i.supplier_id, i.org_id, i.currency_code) = (k.supplier_id, k.org_id, k.currency_code)
  LEFT JOIN (SELECT supplier_id, org_id, currency_code, sum(payment_amount) AS amount FROM srm_fin_payment_applies
              WHERE payment_status IN ('PAID', 'RECEIVED') GROUP BY 1, 2, 3) p ON (p.supplier_id, p.org_id, p.currency_code) = (k.supplier_id, k.org_id, k.currency_code)
  LEFT JOIN (SELECT supplier_id, org_id, currency_code, sum(advance_amount) AS amount FROM srm_fin_advance_applies
              WHERE advance_status = 'APPROVED' GROUP BY 1, 2, 3) a ON (a.supplier_id, a.org_id, a.currency_code) = (k.supplier_id, k.org_id, k.currency_code)
  LEFT JOIN (SELECT supplier_id, org_id, currency_code, sum(collect_amount) AS amount FROM srm_fin_advance_collects
              WHERE collect_status = 'CONFIRMED' AND collect_kind = 'REFUND' GROUP BY 1, 2, 3) c ON (c.supplier_id, c.org_id, c.currency_code) = (k.supplier_id, k.org_id, k.currency_code)
  LEFT JOIN (SELECT supplier_id, org_id, currency_code, sum(deduction_amount) AS amount FROM srm_fin_deductions
              WHERE deduction_status = 'CONFIRMED' GROUP BY 1, 2, 3) d ON (d.supplier_id, d.org_id, d.currency_code) = (k.supplier_id, k.org_id, k.currency_code)`;

/**
 * The cash-flow statement (资金往来表): per supplier, organisation and
 * currency, what was received (at the orders' prices incl. tax), invoiced
 * (confirmed invoices, net of write-offs), paid (payment requests paid out),
 * advanced (approved advances), collected back and deducted, and the balance
 * still owed to the supplier: invoiced − deducted − paid − advanced +
 * collected (negative: the supplier owes). A view, recreated at start-up; a
 * supplier reads its own rows. STATES.md.
 */
export default defineEntity({
  name: 'finCashFlow',
  domain: 'finance',
  label: { zh: '资金往来表', en: 'Cash-flow statement' },
  service: 'srmServer',
  rest: 'srmCuaCashFlowStatement',
  table: 'v_srm_fin_cash_flow',
  key: 'rowId',
  titleField: 'supplierName',
  readOnly: true,
  scope: { supplier: 'supplierId' },
  view: VIEW,
  fields: [
    f.ref('supplierId', '供应商', 'Supplier', 'supplierInfo', { display: 'supplierName' }),
    f.text('supplierNumber', '供应商编码', 'Supplier code'),
    f.text('supplierName', '供应商名称', 'Supplier name'),
    ...f.org({}),
    f.lookup('currencyCode', '币种', 'Currency', 'BANK_CURRENCY'),
    f.money('receivedAmount', '已接收金额', 'Received'),
    f.money('invoicedAmount', '已开票金额', 'Invoiced'),
    f.money('paidAmount', '已付款金额', 'Paid'),
    f.money('advancedAmount', '预付款金额', 'Advanced'),
    f.money('collectedAmount', '预付款收回', 'Advances collected'),
    f.money('deductedAmount', '扣款金额', 'Deducted'),
    f.money('balanceAmount', '应付余额', 'Balance owed'),
  ],
  list: {
    columns: [
      'supplierNumber',
      'supplierName',
      'orgName',
      'currencyCode',
      'receivedAmount',
      'invoicedAmount',
      'paidAmount',
      'advancedAmount',
      'collectedAmount',
      'deductedAmount',
      'balanceAmount',
    ],
    filters: ['supplierId', 'orgId', 'currencyCode'],
    sort: ['supplierNumber', 'orgName', 'currencyCode'],
    summary: ['receivedAmount', 'invoicedAmount', 'paidAmount', 'advancedAmount', 'deductedAmount', 'balanceAmount'],
  },
});
