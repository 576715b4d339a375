import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { approval, APPROVAL_STATES, reject, submit } from '../../entity/workflows.ts';

/**
 * A supplier's compliance declaration (合规声明, CD-) against a published
 * substance requirement: the content of each substance in ppm and the test
 * reports behind it. Checked against the limits on save; the buyer approves
 * it. An approved, unexpired declaration within the limits lets the material
 * be received; it expires with its first test report. STATES.md.
 */
export default defineEntity({
  name: 'qmsDeclaration',
  domain: 'quality',
  label: { zh: '合规声明', en: 'Compliance declaration' },
  service: 'srmServer',
  rest: 'srmQmsComplianceDeclaration',
  table: 'srm_qms_declarations',
  key: 'declarationId',
  titleField: 'declarationNumber',
  scope: { supplier: 'supplierId' },
  fields: [
    f.text('declarationNumber', '声明编号', 'Declaration number', { autoNumber: 'CD-{yyyyMMdd}-{seq:3}', readOnly: true, unique: true, maxLength: 40 }),
    f.ref('requireId', '物质要求', 'Substance requirement', 'qmsRequireHeader', {
      required: true,
      display: 'requireTitle',
      copy: { requireNumber: 'requireNumber', itemId: 'itemId', itemCode: 'itemCode', itemName: 'itemName' },
      index: true,
    }),
    f.text('requireNumber', '要求编号', 'Requirement number', { readOnly: true, maxLength: 40 }),
    f.integer('itemId', '物料ID', 'Material id', { readOnly: true, index: true }),
    f.text('itemCode', '物料编码', 'Material code', { readOnly: true, maxLength: 60 }),
    f.text('itemName', '物料名称', 'Material name', { readOnly: true }),
    ...f.supplier({ required: true, internal: true }),
    f.date('declarationDate', '声明日期', 'Declared on', { required: true, default: 'today' }),
    f.date('expiryDate', '有效期至', 'Valid until', { readOnly: true }),
    // The expiry a warning was sent for: one warning per declaration and expiry.
    f.date('warnedExpiry', '已预警到期日', 'Expiry warned of', { readOnly: true, hidden: true }),
    f.text('description', '说明', 'Description', { maxLength: 1000 }),
    f.lookup('declarationStatus', '状态', 'Status', 'QMS_DECLARATION_STATUS', { readOnly: true, default: 'DRAFT' }),
  ],
  children: [
    { name: 'components', entity: 'qmsDeclarationComponent', foreignKey: 'declarationId', label: { zh: '物质含量', en: 'Substance content' } },
    { name: 'reports', entity: 'qmsDeclarationReport', foreignKey: 'declarationId', label: { zh: '检测报告', en: 'Test reports' } },
  ],
  workflow: {
    field: 'declarationStatus',
    initial: 'DRAFT',
    states: APPROVAL_STATES,
    // The supplier declares and submits; the buyer decides, and the supplier is told.
    actions: [
      { ...submit, actor: 'supplier' },
      { ...approval, actor: 'internal', notifySupplier: true },
      { ...reject, actor: 'internal', notifySupplier: true },
    ],
  },
  list: {
    columns: [
      'declarationNumber',
      'requireNumber',
      'itemCode',
      'itemName',
      'supplierNumber',
      'supplierName',
      'declarationDate',
      'expiryDate',
      'declarationStatus',
    ],
    filters: [{ field: 'declarationNumber', op: 'like' }, 'supplierId', 'requireId', 'itemId', 'declarationStatus', { field: 'expiryDate', op: 'range' }],
    sort: ['-declarationId'],
  },
  form: {
    sections: [
      {
        title: { zh: '合规声明', en: 'Compliance declaration' },
        fields: ['declarationNumber', 'requireId', 'itemCode', 'itemName', 'supplierId', 'declarationDate', 'expiryDate', 'declarationStatus', 'description'],
      },
    ],
  },
});
