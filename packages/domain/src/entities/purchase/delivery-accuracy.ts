import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { VIEW_AUDIT } from '../../purchase/shared.ts';

/**
 * Delivery accuracy (交货准确率): per month of receipt and supplier, the
 * received delivery lines and how many arrived by the promised date (the
 * need-by date where none was promised). The home's chart and the suppliers'
 * own view read it; a supplier sees only its own months.
 */
export default defineEntity({
  name: 'purDeliveryAccuracy',
  domain: 'purchase',
  label: { zh: '交货准确率', en: 'Delivery accuracy' },
  service: 'srmServer',
  rest: 'srmPoDeliveryAccuracy',
  table: 'v_srm_po_delivery_accuracy',
  key: 'accuracyId',
  readOnly: true,
  scope: { supplier: 'supplierId' },
  view: `SELECT row_number() OVER (ORDER BY a.received_month, a.supplier_id) AS accuracy_id, a.*,
      round(100.0 * a.on_time_lines / a.received_lines, 1) AS on_time_rate, ${VIEW_AUDIT} FROM (
      SELECT to_char(dl.received_date, 'YYYY-MM') AS received_month, dh.supplier_id, max(dh.supplier_name) AS supplier_name,
        count(*) AS received_lines, count(*) FILTER (WHERE dl.received_date <= COALESCE(pl.promised_date, pl.need_by_date)) AS on_time_lines
      FROM srm_po_delivery_lines dl
      JOIN srm_po_delivery_headers dh ON dh.delivery_header_id = dl.delivery_header_id
      JOIN srm_po_lines pl ON pl.po_line_id = dl.po_line_id
      WHERE dl.received_date IS NOT NULL
      GROUP BY to_char(dl.received_date, 'YYYY-MM'), dh.supplier_id) a`,
  fields: [
    f.text('receivedMonth', '接收月份', 'Month received', { maxLength: 7 }),
    f.ref('supplierId', '供应商', 'Supplier', 'supplierInfo', { display: 'supplierName' }),
    f.text('supplierName', '供应商名称', 'Supplier name'),
    f.integer('receivedLines', '接收行数', 'Lines received'),
    f.integer('onTimeLines', '准时行数', 'Lines on time'),
    f.number('onTimeRate', '准时率(%)', 'On time (%)', { precision: 1 }),
  ],
  list: {
    columns: ['receivedMonth', 'supplierName', 'receivedLines', 'onTimeLines', 'onTimeRate'],
    filters: [{ field: 'receivedMonth', op: 'range' }, 'supplierId'],
    sort: ['-receivedMonth', 'supplierName'],
    summary: ['receivedLines', 'onTimeLines'],
  },
});
