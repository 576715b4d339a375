import { defineEntity } from '../../entity/types.ts';
import { f } from '../../entity/fields.ts';
import { STATE, APPROVAL_STATES, approval, reject, submit } from '../../entity/workflows.ts';

/**
 * An equipment purchase contract (设备采购合同, SBHT-): the supplier, the
 * device bought, and the milestones (delivery, installation, acceptance...)
 * whose amounts make the contract's. Approved internally, then confirmed by
 * the supplier, from which it is in effect until closed. Not the contract
 * engine (templates, terms, e-signature): the purchase record of equipment
 * that the equipment screens follow. STATES.md.
 */
export default defineEntity({
  name: 'purchaseContract',
  domain: 'equipment',
  label: { zh: '设备采购合同', en: 'Equipment purchase contract' },
  service: 'srmServer',
  rest: 'srmEqpPurchaseContract',
  table: 'srm_eqp_purchase_contracts',
  key: 'contractId',
  titleField: 'contractNumber',
  scope: { supplier: 'supplierId', hiddenFromSupplierIn: ['DRAFT', 'SUBMITTED', 'REJECTED', 'CANCELLED'] },
  // The supplier reads and answers (confirm or decline); the contract is the buyer's to write.
  supplierEditableWhen: { field: 'contractStatus', values: [] },
  fields: [
    f.text('contractNumber', '合同编号', 'Contract number', { autoNumber: 'SBHT-{yyyyMMdd}-{seq:3}', readOnly: true, unique: true, maxLength: 40 }),
    f.text('contractName', '合同名称', 'Contract name', { required: true, maxLength: 200 }),
    ...f.supplier({ required: true, usable: true }),
    ...f.org({ required: true }),
    f.ref('deviceId', '设备', 'Device', 'deviceInfo', { display: 'deviceName', copy: { deviceCode: 'deviceCode', deviceName: 'deviceName' } }),
    f.text('deviceCode', '设备编码', 'Device code', { readOnly: true, maxLength: 60 }),
    f.text('deviceName', '设备名称', 'Device name', { readOnly: true }),
    f.lookup('currencyCode', '币种', 'Currency', 'BANK_CURRENCY', { required: true, default: 'CNY' }),
    f.money('contractAmount', '合同金额', 'Contract amount', { readOnly: true, computed: { sum: { child: 'milestones', field: 'milestoneAmount' } } }),
    f.date('signedDate', '签订日期', 'Signed on', { required: true, default: 'today' }),
    f.date('startDate', '开始日期', 'Starts', { required: true }),
    f.date('endDate', '结束日期', 'Ends', { required: true }),
    f.lookup('contractStatus', '状态', 'Status', 'EQP_CONTRACT_STATUS', { readOnly: true, default: 'DRAFT' }),
    f.date('effectiveDate', '生效日期', 'In effect from', { readOnly: true }),
    f.text('description', '说明', 'Description', { maxLength: 1000 }),
    f.attachments(),
  ],
  children: [{ name: 'milestones', entity: 'purchaseContractLine', foreignKey: 'contractId', label: { zh: '付款里程碑', en: 'Milestones' } }],
  workflow: {
    field: 'contractStatus',
    initial: 'DRAFT',
    states: {
      ...APPROVAL_STATES,
      EFFECTIVE: { label: { zh: '已生效', en: 'In effect' } },
      CLOSED: STATE.CLOSED,
      CANCELLED: STATE.CANCELLED,
    },
    actions: [
      submit,
      // The approval reaches the supplier: the contract is now theirs to confirm.
      { ...approval, notifySupplier: true },
      reject,
      {
        action: 'confirm',
        label: { zh: '供应商确认', en: 'Confirm' },
        from: ['APPROVED'],
        to: 'EFFECTIVE',
        resource: 'btnConfirm',
        actor: 'supplier',
        todo: true,
        notifyCreator: true,
      },
      {
        action: 'decline',
        label: { zh: '供应商退回', en: 'Decline' },
        from: ['APPROVED'],
        to: 'REJECTED',
        resource: 'btnDecline',
        actor: 'supplier',
        commentRequired: true,
        notifyCreator: true,
      },
      {
        action: 'close',
        label: { zh: '关闭', en: 'Close' },
        from: ['EFFECTIVE'],
        to: 'CLOSED',
        resource: 'btnClose',
        commentRequired: true,
        notifySupplier: true,
      },
      { action: 'cancel', label: { zh: '取消', en: 'Cancel' }, from: ['DRAFT', 'REJECTED'], to: 'CANCELLED', resource: 'btnCancel', commentRequired: true },
    ],
  },
  list: {
    columns: [
      'contractNumber',
      'contractName',
      'supplierNumber',
      'supplierName',
      'orgName',
      'deviceName',
      'currencyCode',
      'contractAmount',
      'signedDate',
      'contractStatus',
      'effectiveDate',
    ],
    filters: [{ field: 'contractNumber', op: 'like' }, { field: 'contractName', op: 'like' }, 'supplierId', 'orgId', 'contractStatus'],
    sort: ['-contractId'],
    summary: ['contractAmount'],
  },
  form: {
    sections: [
      {
        title: { zh: '合同', en: 'Contract' },
        fields: ['contractNumber', 'contractName', 'supplierId', 'orgId', 'deviceId', 'contractStatus', 'effectiveDate', 'description', 'attachmentIds'],
      },
      { title: { zh: '金额与期限', en: 'Amount and term' }, fields: ['currencyCode', 'contractAmount', 'signedDate', 'startDate', 'endDate'] },
    ],
  },
});
