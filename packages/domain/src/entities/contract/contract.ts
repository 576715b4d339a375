import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { approval, reject, submit } from '../../entity/workflows.ts';
import { versionOperations } from '../../entity/versions.ts';
import { SERVER_ONLY } from '../../entity/resources.ts';

/**
 * Contract (合同, HT-): party A is the buyer's organisation, party B the
 * supplier. Made by hand, from a published template (its clauses copied and
 * their placeholders filled from the contract), as a quick simplified contract,
 * or from an awarded sourcing event, a price agreement or a purchase order.
 * Approved, sent to the supplier to confirm, then signed by both parties
 * (part B: esign, which moves it with `sign`). An effective contract changes
 * through an alteration, which archives it as a version. States: STATES.md.
 */
export default defineEntity({
  name: 'contract',
  domain: 'contract',
  label: { zh: '合同', en: 'Contract' },
  service: 'srmServer',
  rest: 'srmOkcContracts',
  table: 'srm_okc_contracts',
  key: 'contractId',
  titleField: 'contractCode',
  scope: { supplier: 'supplierId', hiddenFromSupplierIn: ['DRAFT', 'APPROVING', 'REJECTED', 'APPROVED', 'CHANGING'] },
  // The supplier reads and answers (confirm, refuse with a reason), never saves.
  supplierEditableWhen: { field: 'contractStatus', values: [] },
  fields: [
    f.text('contractCode', '合同编号', 'Contract number', { autoNumber: 'HT-{yyyyMMdd}-{seq:4}', readOnly: true, unique: true, maxLength: 40 }),
    f.text('contractName', '合同名称', 'Contract name', { required: true, maxLength: 240 }),
    f.lookup('contractType', '合同类型', 'Contract type', 'CCT_CONTRACT_TYPE', { required: true, default: 'PURCHASE' }),
    // Required, checked by the server after a source document (which gives them) is read: contract/contract.ts.
    ...f.supplier({ usable: true }),
    ...f.org({ required: true }),
    f.ref('templateId', '合同模板', 'Template', 'contractTemplate', {
      usable: true,
      display: 'templateName',
      copy: { templateName: 'templateName' },
    }),
    f.text('templateName', '模板名称', 'Template name', { readOnly: true }),
    f.integer('versionNumber', '合同版本', 'Version', { readOnly: true, default: 1 }),
    f.money('totalAmount', '合同金额', 'Contract amount', { rules: ['nonNegative'] }),
    f.lookup('currencyCode', '币种', 'Currency', 'BANK_CURRENCY', { required: true, default: 'CNY' }),
    f.date('startDate', '开始日期', 'Start date', { required: true }),
    f.date('endDate', '结束日期', 'End date', { required: true }),
    f.text('signedSite', '签订地点', 'Signed at', { maxLength: 240 }),
    f.date('partyASignDate', '甲方签署日期', 'Party A signed', { readOnly: true }),
    f.date('partyBSignDate', '乙方签署日期', 'Party B signed', { readOnly: true }),
    // Set by the server from what the contract was made of; a simplified contract's route gives SIMPLE.
    f.lookup('createdMode', '创建方式', 'Made', 'CCT_CREATED_MODE', { default: 'MANUAL' }),
    // The document a contract is made from (one of them, on a new contract): its supplier, amount and items are copied.
    f.ref('sourceBidId', '来源中标报价', 'From awarded bid', 'ponBid', { display: 'bidNumber' }),
    f.ref('sourceAgreementId', '来源价格协议', 'From price agreement', 'purAgreement', { display: 'agreementNumber' }),
    f.ref('sourceOrderId', '来源采购订单', 'From purchase order', 'purOrder', { display: 'poNumber' }),
    f.text('sourceCode', '来源单据编号', 'Source document', { readOnly: true, maxLength: 60 }),
    f.text('sourceId', '来源单据ID', 'Source document id', { readOnly: true, maxLength: 60 }),
    f.date('terminationDate', '终止日期', 'Terminated on', { readOnly: true }),
    f.text('terminationReasons', '终止原因', 'Termination reason', { maxLength: 1000 }),
    f.text('refuseReason', '拒绝原因', 'Refusal reason', { maxLength: 1000 }),
    f.text('comments', '说明', 'Notes', { maxLength: 1000 }),
    f.attachments(),
    f.lookup('contractStatus', '状态', 'Status', 'CCT_CONTRACT_STATUS', { readOnly: true, default: 'DRAFT' }),
  ],
  children: [
    { name: 'clauses', entity: 'contractClause', foreignKey: 'contractId', label: { zh: '合同条款', en: 'Clauses' } },
    { name: 'payments', entity: 'contractPayment', foreignKey: 'contractId', label: { zh: '付款阶段', en: 'Payment stages' } },
    { name: 'items', entity: 'contractItem', foreignKey: 'contractId', label: { zh: '标的物', en: 'Items' } },
    { name: 'keyNodes', entity: 'contractKeyNode', foreignKey: 'contractId', label: { zh: '关键节点', en: 'Key dates' } },
    { name: 'supplements', entity: 'contractSupplement', foreignKey: 'contractId', label: { zh: '其他补充', en: 'Other supplements' } },
  ],
  workflow: {
    field: 'contractStatus',
    initial: 'DRAFT',
    states: {
      DRAFT: { label: { zh: '拟定', en: 'Draft' }, editable: true },
      APPROVING: { label: { zh: '审批中', en: 'Approving' } },
      REJECTED: { label: { zh: '已驳回', en: 'Rejected' }, editable: true },
      APPROVED: { label: { zh: '已批准', en: 'Approved' } },
      CONFIRMING: { label: { zh: '待供应商确认', en: 'Awaiting supplier' } },
      CONFIRMED: { label: { zh: '待签署', en: 'Awaiting signatures' } },
      REFUSED: { label: { zh: '供应商已拒绝', en: 'Refused by supplier' }, editable: true },
      EFFECTIVE: { label: { zh: '已生效', en: 'Effective' } },
      CHANGING: { label: { zh: '变更中', en: 'Being altered' }, editable: true },
      TERMINATED: { label: { zh: '已终止', en: 'Terminated' } },
    },
    actions: [
      { ...submit, from: ['DRAFT', 'REJECTED', 'REFUSED', 'CHANGING'], to: 'APPROVING' },
      { ...approval, from: ['APPROVING'] },
      { ...reject, from: ['APPROVING'] },
      {
        action: 'sendConfirm',
        label: { zh: '发送供应商确认', en: 'Send to supplier' },
        from: ['APPROVED'],
        to: 'CONFIRMING',
        resource: 'btnSendConfirm',
        actor: 'internal',
        todo: true,
        notifySupplier: true,
      },
      {
        action: 'supplierConfirm',
        label: { zh: '确认合同', en: 'Confirm contract' },
        from: ['CONFIRMING'],
        to: 'CONFIRMED',
        resource: 'btnSupplierConfirm',
        actor: 'supplier',
        todo: true,
        notifyCreator: true,
      },
      {
        action: 'supplierRefuse',
        label: { zh: '拒绝合同', en: 'Refuse contract' },
        from: ['CONFIRMING'],
        to: 'REFUSED',
        resource: 'btnSupplierRefuse',
        actor: 'supplier',
        commentRequired: true,
        notifyCreator: true,
      },
      // Part B's signing moves it once both parties have signed.
      { action: 'sign', label: { zh: '签署生效', en: 'Signed' }, from: ['CONFIRMED'], to: 'EFFECTIVE', resource: SERVER_ONLY },
      {
        action: 'alteration',
        label: { zh: '合同变更', en: 'Alter' },
        from: ['EFFECTIVE'],
        to: 'CHANGING',
        resource: 'btnAlteration',
        actor: 'internal',
        commentRequired: true,
        newVersion: true,
        notifySupplier: true,
      },
      {
        action: 'terminate',
        label: { zh: '终止', en: 'Terminate' },
        from: ['EFFECTIVE'],
        to: 'TERMINATED',
        resource: 'btnTerminate',
        actor: 'internal',
        input: ['terminationReasons'],
        notifySupplier: true,
      },
    ],
  },
  operations: versionOperations(),
  list: {
    columns: [
      'contractCode',
      'contractName',
      'contractType',
      'supplierNumber',
      'supplierName',
      'orgName',
      'totalAmount',
      'currencyCode',
      'startDate',
      'endDate',
      'versionNumber',
      'createdMode',
      'contractStatus',
      'creationDate',
    ],
    filters: [
      { field: 'contractCode', op: 'like' },
      { field: 'contractName', op: 'like' },
      'supplierId',
      'contractType',
      'createdMode',
      'contractStatus',
      { field: 'startDate', op: 'range' },
    ],
    sort: ['-contractId'],
    summary: ['totalAmount'],
  },
  form: {
    sections: [
      {
        title: { zh: '基本信息', en: 'Basics' },
        fields: [
          'contractCode',
          'contractName',
          'contractType',
          'supplierId',
          'orgId',
          'templateId',
          'versionNumber',
          'createdMode',
          'sourceBidId',
          'sourceAgreementId',
          'sourceOrderId',
          'sourceCode',
          'contractStatus',
          'signedSite',
          'comments',
          'attachmentIds',
        ],
      },
      {
        title: { zh: '金额与期限', en: 'Amount and term' },
        fields: ['totalAmount', 'currencyCode', 'startDate', 'endDate', 'partyASignDate', 'partyBSignDate'],
      },
      {
        title: { zh: '终止与拒绝', en: 'Termination and refusal' },
        fields: ['terminationDate', 'terminationReasons', 'refuseReason'],
      },
    ],
  },
});
