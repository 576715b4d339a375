import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * One delivery note line a supplier asks to ship without a shipping report,
 * named by its line number on the request's delivery note (the server keeps
 * the line's id and copies its material), with the reason; the buyer's review
 * per line.
 */
export default defineEntity({
  name: 'qmsShippingExemptionLine',
  domain: 'quality',
  label: { zh: '出货报告免检行', en: 'Shipping report exemption line' },
  service: 'srmServer',
  rest: 'srmQmsShippingExemptionsLine',
  table: 'srm_qms_shipping_exemption_lines',
  key: 'exemptionLineId',
  parent: { entity: 'qmsShippingExemption', foreignKey: 'exemptionId' },
  fields: [
    f.ref('exemptionId', '免检申请', 'Exemption request', 'qmsShippingExemption', { required: true, index: true }),
    f.integer('lineNumber', '行号', 'Line', { required: true, min: 1 }),
    f.integer('deliveryLineNumber', '送货单行号', 'Delivery line', { required: true, min: 1 }),
    f.integer('deliveryLineId', '送货单行ID', 'Delivery line id', { readOnly: true, index: true }),
    f.text('itemCode', '物料编码', 'Material code', { readOnly: true, maxLength: 60 }),
    f.text('itemName', '物料名称', 'Material name', { readOnly: true }),
    f.number('deliveryQty', '送货数量', 'Quantity shipped', { readOnly: true, precision: 4 }),
    f.text('exemptReason', '免检理由', 'Reason for exemption', { required: true, maxLength: 1000 }),
    f.lookup('reviewStatus', '审核结果', 'Review', 'QMS_LINE_REVIEW', { readOnly: true, default: 'PENDING' }),
    f.text('refuseReason', '拒绝原因', 'Reason refused', { readOnly: true, maxLength: 1000 }),
  ],
  list: {
    columns: ['lineNumber', 'deliveryLineNumber', 'itemCode', 'itemName', 'deliveryQty', 'exemptReason', 'reviewStatus', 'refuseReason'],
    filters: ['exemptionId', 'reviewStatus'],
    sort: ['lineNumber'],
  },
});
