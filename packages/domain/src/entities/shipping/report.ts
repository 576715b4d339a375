import { STATE, buyerReview, serverAction } from '../../entity/workflows.ts';
import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A shipping (outgoing inspection) report (出货报告): one per delivery note
 * line of a material and supplier that need one, made by the server from the
 * material's template when the supplier saves the delivery note. The supplier
 * measures each sample, attaches its evidence and submits; the buyer agrees,
 * or refuses the lines that fail (a reason each) and agrees the rest. STATES.md.
 */
export default defineEntity({
  name: 'qmsShippingReport',
  domain: 'quality',
  label: { zh: '出货报告', en: 'Shipping report' },
  service: 'srmServer',
  rest: 'srmQmsShippingOrderHeader',
  table: 'srm_qms_shipping_report_headers',
  key: 'reportId',
  titleField: 'reportNumber',
  scope: { supplier: 'supplierId' },
  fields: [
    f.text('reportNumber', '报告编号', 'Report number', { autoNumber: 'CHBG-{yyyyMMdd}-{seq:4}', readOnly: true, unique: true, maxLength: 40 }),
    ...f.supplier({ required: true, internal: true }),
    f.ref('deliveryHeaderId', '送货单', 'Delivery note', 'purDeliveryNote', {
      required: true,
      index: true,
      internal: true,
      display: 'deliveryNumber',
      copy: { deliveryNumber: 'deliveryNumber' },
    }),
    f.text('deliveryNumber', '送货单号', 'Delivery number', { readOnly: true, maxLength: 40 }),
    // One report per line: makeReports (api shipping/needs.ts) looks for one before it makes one.
    f.integer('deliveryLineId', '送货单行ID', 'Delivery line id', { required: true, index: true, internal: true }),
    f.integer('deliveryLineNumber', '送货单行号', 'Delivery line', { internal: true }),
    f.ref('itemId', '物料', 'Material', 'materialItem', {
      required: true,
      internal: true,
      display: 'itemName',
      copy: { itemCode: 'itemCode', itemName: 'itemName' },
    }),
    f.text('itemCode', '物料编码', 'Material code', { readOnly: true, maxLength: 60 }),
    f.text('itemName', '物料名称', 'Material name', { readOnly: true }),
    f.number('deliveryQty', '送货数量', 'Quantity shipped', { precision: 4, internal: true }),
    // The name copied: a supplier does not read the buyer's templates, yet sees which one its report follows.
    f.ref('templateId', '出货报告模板', 'Report template', 'qmsShippingTemplate', {
      required: true,
      internal: true,
      display: 'templateName',
      copy: { templateName: 'templateName' },
    }),
    f.text('templateName', '模板名称', 'Template name', { readOnly: true, maxLength: 120 }),
    f.text('batchNumber', '生产批号', 'Production lot', { maxLength: 60 }),
    f.text('inspectorName', '检验员', 'Inspector', { maxLength: 60 }),
    f.date('inspectionDate', '检验日期', 'Inspected on'),
    f.lookup('reportStatus', '状态', 'Status', 'QMS_SHIPPING_REPORT_STATUS', { readOnly: true, default: 'DRAFT' }),
    f.integer('outOfToleranceCount', '超差项数', 'Items out of tolerance', { readOnly: true, default: 0 }),
    f.datetime('submittedDate', '提交时间', 'Submitted', { readOnly: true }),
    f.datetime('reviewedDate', '审核时间', 'Reviewed', { readOnly: true }),
    { ...f.attachments(), label: { zh: '检验证据', en: 'Evidence' } },
    f.remark(),
  ],
  children: [{ name: 'lines', entity: 'qmsShippingReportLine', foreignKey: 'reportId', label: { zh: '检验项目', en: 'Test items' }, fixedLines: true }],
  workflow: {
    field: 'reportStatus',
    initial: 'DRAFT',
    states: {
      DRAFT: { label: { zh: '待填写', en: 'To fill in' }, editable: true },
      SUBMITTED: STATE.SUBMITTED,
      AGREED: { label: { zh: '已同意', en: 'Agreed' } },
      REFUSED: { label: { zh: '已拒绝', en: 'Refused' }, editable: true },
      EXEMPTED: { label: { zh: '已免检', en: 'Exempted' } },
    },
    actions: [
      ...buyerReview(
        ['DRAFT', 'REFUSED'],
        { action: 'submit', label: { zh: '提交', en: 'Submit' }, to: 'SUBMITTED', todo: true, stamp: 'submittedDate' },
        { action: 'agree', label: { zh: '同意', en: 'Agree' }, to: 'AGREED', stamp: 'reviewedDate' },
        {
          action: 'refuse',
          label: { zh: '拒绝', en: 'Refuse' },
          to: 'REFUSED',
          stamp: 'reviewedDate',
          lineInput: { child: 'lines', fields: ['refuseReason'] },
        },
      ),
      // An approved exemption of its delivery line: the server moves it, no one else.
      serverAction('exempt', { zh: '免检', en: 'Exempt' }, ['DRAFT', 'REFUSED'], 'EXEMPTED'),
    ],
  },
  operations: [
    {
      operation: 'doBatchAgreeOrRefuseLine',
      label: { zh: '逐行同意或拒绝', en: 'Agree or refuse lines' },
      resource: 'btnRefuse',
      actor: 'internal',
      noButton: true,
    },
  ],
  list: {
    columns: [
      'reportNumber',
      'supplierName',
      'deliveryNumber',
      'deliveryLineNumber',
      'itemCode',
      'itemName',
      'deliveryQty',
      'batchNumber',
      'reportStatus',
      'outOfToleranceCount',
      'submittedDate',
      'reviewedDate',
    ],
    filters: [{ field: 'reportNumber', op: 'like' }, { field: 'deliveryNumber', op: 'like' }, 'supplierId', 'itemId', 'reportStatus'],
    sort: ['-reportId'],
  },
  form: {
    sections: [
      {
        title: { zh: '报告', en: 'Report' },
        fields: [
          'reportNumber',
          'reportStatus',
          'supplierId',
          'deliveryHeaderId',
          'deliveryLineNumber',
          'itemId',
          'deliveryQty',
          'templateId',
          'outOfToleranceCount',
          'submittedDate',
          'reviewedDate',
        ],
      },
      { title: { zh: '检验', en: 'Inspection' }, fields: ['batchNumber', 'inspectorName', 'inspectionDate', 'attachmentIds', 'remark'] },
    ],
  },
});
