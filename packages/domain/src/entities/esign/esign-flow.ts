import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';

/**
 * A hand-sign flow (签署流程) of a confirmed contract: the contract's PDF to
 * sign, then the buyer's organisation and the supplier each draw a signature
 * and apply a PAdES signature with their certificate, in either order; the
 * second is an incremental update, so both stay valid. When both have signed,
 * the contract becomes effective. The PDF bytes live in `esignDocument`.
 * STATES.md.
 */
export default defineEntity({
  name: 'esignFlow',
  domain: 'contract',
  label: { zh: '签署流程', en: 'Signing' },
  service: 'srmServer',
  rest: 'esignSign',
  table: 'srm_esign_flows',
  key: 'signFlowId',
  // Made and moved only by its operations: no save or delete through REST.
  readOnly: true,
  titleField: 'flowCode',
  scope: { supplier: 'supplierId' },
  fields: [
    f.text('flowCode', '流程编号', 'Signing number', { autoNumber: 'SF-{yyyyMMdd}-{seq:4}', readOnly: true, unique: true, maxLength: 40 }),
    f.ref('contractId', '合同', 'Contract', 'contract', {
      required: true,
      readOnly: true,
      index: true,
      display: 'contractCode',
      copy: { contractCode: 'contractCode', contractName: 'contractName', versionNumber: 'versionNumber' },
    }),
    f.text('contractCode', '合同编号', 'Contract number', { readOnly: true, maxLength: 40 }),
    f.text('contractName', '合同名称', 'Contract name', { readOnly: true, maxLength: 240 }),
    f.integer('versionNumber', '合同版本', 'Version', { readOnly: true }),
    ...f.org({ readOnly: true }),
    ...f.supplier({ readOnly: true }),
    f.lookup('flowStatus', '签署状态', 'Status', 'ESIGN_FLOW_STATUS', { readOnly: true, default: 'SIGNING' }),
    f.text('buyerSignerName', '甲方签署人', 'Signed for party A by', { readOnly: true, maxLength: 100 }),
    f.datetime('buyerSignedAt', '甲方签署时间', 'Party A signed', { readOnly: true }),
    f.text('supplierSignerName', '乙方签署人', 'Signed for party B by', { readOnly: true, maxLength: 100 }),
    f.datetime('supplierSignedAt', '乙方签署时间', 'Party B signed', { readOnly: true }),
  ],
  operations: [
    { operation: 'startHandSignFlow', label: { zh: '发起签署', en: 'Start signing' }, resource: 'btnStartSign', actor: 'internal', noButton: true },
    { operation: 'querySignUrl', label: { zh: '签署地址', en: 'Where to sign' }, resource: 'btnExport', noButton: true },
    { operation: 'signDocument', label: { zh: '签署', en: 'Sign' }, resource: 'btnSign', noButton: true },
    { operation: 'supplierSignDocument', label: { zh: '签署', en: 'Sign' }, resource: 'btnSupplierSign', actor: 'supplier', noButton: true },
    { operation: 'downloadSignedDoc', label: { zh: '下载已签署合同', en: 'Download the signed contract' }, resource: 'btnExport', noButton: true },
  ],
  list: {
    columns: ['flowCode', 'contractCode', 'contractName', 'versionNumber', 'supplierName', 'flowStatus', 'buyerSignedAt', 'supplierSignedAt', 'creationDate'],
    filters: [{ field: 'flowCode', op: 'like' }, { field: 'contractCode', op: 'like' }, 'supplierId', 'flowStatus'],
    sort: ['-signFlowId'],
  },
  form: {
    sections: [
      {
        title: { zh: '签署流程', en: 'Signing' },
        fields: ['flowCode', 'contractId', 'contractName', 'versionNumber', 'orgId', 'supplierId', 'flowStatus'],
      },
      {
        title: { zh: '签署记录', en: 'Signatures' },
        fields: ['buyerSignerName', 'buyerSignedAt', 'supplierSignerName', 'supplierSignedAt'],
      },
    ],
  },
});
